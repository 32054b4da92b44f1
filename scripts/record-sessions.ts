// `npm run record-sessions`: records fixtures/sessions/*.json by driving the real widget in Chromium.
//
// It builds the widget (production, into a temp folder), starts the test stack (sandbox with faults
// enabled, the built widget, the demo page: tests/e2e/harness.ts) and runs each journey below in a
// fresh browser context at a phone's size. Every journey ends the way a customer would send a
// problem: the footer's 'Zgłoś problem', a description, 'Pobierz' — and the downloaded file is saved
// as fixtures/sessions/<name>.json (its JSON unchanged, without the indentation), once it replays in
// node to what the browser holds. Run it again after a change to the widget's events and review the
// snapshot diffs (tests/ui/replay/sessions.replay.test.tsx) before committing them.
//
// Deterministic enough for snapshots: the journeys run in a fixed order on a fresh sandbox (so order
// ids repeat), and the sandbox's clock stands at one instant (order times and statuses repeat). Event
// times, uuids and the sandbox's port still differ per recording; the snapshot tests normalise those.
//
//   npm run record-sessions              all journeys
//   npm run record-sessions -- combo     only the named ones
import { execFileSync } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Result } from "effect"
import type { Browser, Page } from "playwright-core"
import { Widget } from "../domain"
import { parseLog } from "../domain/replay/decode-log"
import { firstInvalidStep } from "../domain/replay/first-invalid"
import { replay } from "../domain/replay/replay"
import type { WidgetState } from "../domain/widget/state"
import { RECORDED_AT } from "../fixtures/sessions/recorded-at"
import { loginAndWait } from "../tests/e2e/account-journey"
import { launchBrowser } from "../tests/e2e/browser"
import { fillCardFields, waitForOrderPage } from "../tests/e2e/checkout-setup"
import { type Stack, startStack } from "../tests/e2e/harness"
import {
  choosePickup,
  DESKTOP,
  MOBILE,
  modal,
  openCategory,
  openMenu,
  openProduct,
  option,
  type Size,
} from "../tests/support/browser/journey"
import { routeOfPath, type Screen, settledScreen, withPlaceholders } from "../tests/support/browser/screen"
import { addFault, clearFaults } from "../tests/support/faults"

interface Journey {
  /** The file name under fixtures/sessions (without .json). */
  readonly name: string
  /** What the customer writes into 'Report a problem'. */
  readonly description: string
  /** The screen size (default a phone's); the combo journey runs on a laptop, whose modal shows every group at once. */
  readonly size?: Size
  readonly run: (page: Page, stack: Stack) => Promise<void>
  /**
   * The personal values the screen shows, each with the placeholder the report holds instead, read
   * from the state the (redacted) report replays to: the captured screen keeps only the placeholders.
   */
  readonly personal?: (replayed: WidgetState) => ReadonlyArray<readonly [string, string]>
}

const addToOrder = async (dialog: ReturnType<typeof modal>) => {
  await dialog.locator("button", { hasText: "Dodaj do zamowienia" }).click()
  await dialog.waitFor({ state: "detached" })
}

/** The cart bar's total, then the cart page. */
const openCart = async (page: Page) => {
  await page.getByTestId("cart-total").click()
  await page.getByRole("heading", { name: "Koszyk", level: 1 }).waitFor()
}

/** Pickup, then a 32 cm Margherita on thin dough with mushrooms and without basil, its modal left open. */
const customiseMargherita = async (page: Page) => {
  await choosePickup(page)
  await openCategory(page, "Pizza")
  const dialog = await openProduct(page, "Margherita")
  await dialog.getByText("32 cm", { exact: true }).click()
  await option(dialog, "Rodzaj ciasta", "Cienkie").check()
  await option(dialog, "Wybierz składniki", "Pieczarki").check()
  await option(dialog, "Usuń składniki", "Świeża bazylia").check()
  return dialog
}

const JOURNEYS: ReadonlyArray<Journey> = [
  {
    name: "menu-customise",
    description: "Margherita 32 cm z pieczarkami, bez bazylii — czy cena się zgadza?",
    run: async (page) => {
      const dialog = await customiseMargherita(page)
      await dialog.getByRole("button", { name: "Zwiększ ilość" }).click()
      await addToOrder(dialog)
      await page.getByTestId("cart-total").waitFor()
    },
  },
  {
    name: "half-and-half",
    description: "Pizza pół na pół: Margherita i Pepperoni",
    run: async (page) => {
      await choosePickup(page)
      await openCategory(page, "Pizza")
      const dialog = await openProduct(page, "Margherita")
      await dialog.getByText("32 cm", { exact: true }).click()
      await dialog.getByRole("switch").check()
      await option(dialog, "Rodzaj ciasta", "Grube").check()
      await option(dialog, "Wybierz składniki", "Pieczarki").check()
      await option(dialog, "Usuń składniki", "Świeża bazylia").check()
      await dialog.getByRole("button", { name: "Zwiększ ilość" }).click()
      await dialog.getByRole("tab", { name: /Druga połowa/ }).click()
      await dialog.locator("select").selectOption({ label: "Pepperoni 32 cm" })
      await option(dialog, "Rodzaj ciasta", "Cienkie").check()
      await option(dialog, "Wybierz składniki", "Oliwki").check()
      await addToOrder(dialog)
      await page.getByTestId("cart-total").waitFor()
    },
  },
  {
    name: "combo",
    description: "Zestaw dla dwojga z Quattro Formaggi i Fantą",
    size: DESKTOP,
    run: async (page) => {
      await choosePickup(page)
      await page.getByRole("button", { name: "Dodaj: Zestaw dla dwojga", exact: true }).click()
      const dialog = modal(page, "combo")
      await dialog.waitFor()
      await dialog.getByRole("button", { name: /Quattro Formaggi/ }).click()
      await dialog.getByRole("button", { name: "Zmień Napój" }).click()
      await dialog.getByRole("button", { name: /Fanta/ }).click()
      await addToOrder(dialog)
      await page.getByTestId("cart-total").waitFor()
    },
  },
  {
    name: "cart-promo-offer",
    description: "Kod LATO2024 nie działa, BELLA10 tak; oferta na makarony",
    run: async (page) => {
      await choosePickup(page)
      await openCategory(page, "Makarony")
      const dialog = await openProduct(page, "Carbonara")
      await option(dialog, "Rodzaj makaronu", "Penne").check()
      await addToOrder(dialog)
      await openCategory(page, "Pizza")
      const pizza = await openProduct(page, "Margherita")
      await option(pizza, "Rodzaj ciasta", "Cienkie").check()
      await addToOrder(pizza)
      await openCart(page)
      await page.getByLabel("Ilość: Carbonara").selectOption("2")
      await page.waitForLoadState("networkidle")
      await page.getByRole("button", { name: "Zastosuj: -15% na makarony" }).click()
      await page.getByRole("button", { name: "Usuń: -15% na makarony" }).waitFor()
      await page.getByRole("button", { name: "Wpisz kod promocyjny" }).click()
      const promo = modal(page, "promo")
      await promo.waitFor()
      const field = promo.getByPlaceholder("Yummy promo code...")
      await field.fill("LATO2024")
      await promo.getByRole("button", { name: "Zatwierdź" }).click()
      await promo.getByRole("alert").waitFor()
      await field.fill("BELLA10")
      await promo.getByRole("button", { name: "Zatwierdź" }).click()
      await promo.waitFor({ state: "detached" })
      await page.getByText("Kod BELLA10 zastosowany").waitFor()
    },
  },
  {
    name: "checkout-3ds",
    description: "Anna płaci kartą z 3-D Secure",
    run: async (page) => {
      await loginAndWait(page, "anna@example.com", "haslo123")
      await choosePickup(page)
      await openCategory(page, "Pizza")
      const dialog = await openProduct(page, "Margherita")
      await option(dialog, "Rodzaj ciasta", "Cienkie").check()
      await addToOrder(dialog)
      await openCart(page)
      await page.getByRole("link", { name: "Potwierdź" }).click()
      await page.getByTestId("place-order").waitFor()
      await page.getByLabel("Numer telefonu").fill("600100200")
      await page.locator('[data-payment="new_card"] input').check()
      await page.getByTestId("place-order").click()
      await fillCardFields(page, { number: "4000 0000 0000 3220", date: "12/39", cvv: "123" })
      await page.getByTestId("pay-with-card").click()
      await page.frameLocator('iframe[title="3-D Secure"]').getByRole("button", { name: "Potwierdź" }).click()
      await waitForOrderPage(page)
      await page.getByTestId("order-status").waitFor({ timeout: 20_000 })
    },
  },
  {
    name: "fault-recovery",
    description: "Nie udało się dodać pizzy, za drugim razem tak",
    run: async (page, stack) => {
      await choosePickup(page)
      await openCategory(page, "Pizza")
      // Every add fails (503, retried by the widget and failed again) until the fault is lifted.
      await addFault(stack.sandboxUrl, { route: "/customer/cart/add-item", method: "POST", status: 503 })
      const dialog = await openProduct(page, "Margherita")
      await option(dialog, "Rodzaj ciasta", "Cienkie").check()
      await dialog.locator("button", { hasText: "Dodaj do zamowienia" }).click()
      const message = modal(page, "message")
      await message.waitFor({ timeout: 30_000 })
      await clearFaults(stack.sandboxUrl)
      await message.getByRole("button").last().click()
      await message.waitFor({ state: "detached" })
      const again = modal(page, "product")
      if ((await again.count()) === 0) await openProduct(page, "Margherita")
      await option(again, "Rodzaj ciasta", "Cienkie").check()
      await addToOrder(again)
      await page.getByTestId("cart-total").waitFor()
    },
  },
  // Issue 26: sessions that end on the screens a report must replay exactly (each with its screen).
  {
    name: "search-filters",
    description: "Szukam wegetariańskiego bez mleka — co widzę?",
    size: DESKTOP,
    run: async (page) => {
      await page.getByRole("searchbox", { name: "Szukaj w menu" }).pressSequentially("ser", { delay: 30 })
      await page.getByRole("button", { name: "Wegetariańska", exact: true }).click()
      await page.getByRole("button", { name: "Bez alergenów" }).click()
      await page.getByRole("checkbox", { name: "Mleko" }).check()
      await page.keyboard.press("Escape")
      await page.getByText("Bez: Mleko").waitFor()
    },
  },
  {
    name: "product-mid-choice",
    description: "Wybieram składniki Margherity i cena wygląda dziwnie",
    run: async (page) => {
      await customiseMargherita(page)
    },
  },
  {
    name: "combo-mid-way",
    description: "W zestawie wybrałem pizzę, teraz napój",
    size: DESKTOP,
    run: async (page) => {
      await choosePickup(page)
      await page.getByRole("button", { name: "Dodaj: Zestaw dla dwojga", exact: true }).click()
      const dialog = modal(page, "combo")
      await dialog.waitFor()
      await dialog.getByRole("button", { name: /Quattro Formaggi/ }).click()
      await dialog.getByRole("button", { name: "Zmień Napój" }).click()
      await dialog.getByRole("button", { name: /Fanta/ }).waitFor()
    },
  },
  {
    name: "promo-typed",
    description: "Wpisuję kod LATO i nic",
    run: async (page) => {
      await choosePickup(page)
      await openCategory(page, "Pizza")
      const dialog = await openProduct(page, "Margherita")
      await option(dialog, "Rodzaj ciasta", "Cienkie").check()
      await addToOrder(dialog)
      await openCart(page)
      await page.waitForLoadState("networkidle")
      await page.getByRole("button", { name: "Wpisz kod promocyjny" }).click()
      const promo = modal(page, "promo")
      await promo.waitFor()
      await promo.getByPlaceholder("Yummy promo code...").pressSequentially("LATO", { delay: 30 })
    },
  },
  {
    name: "checkout-half-filled",
    description: "Gotówka, faktura, uwagi — i błędy w formularzu",
    personal: (replayed) => [["Bez cebuli", replayed.checkoutForm.draft?.notes ?? ""]],
    run: async (page) => {
      await choosePickup(page)
      await openCategory(page, "Pizza")
      const dialog = await openProduct(page, "Margherita")
      await option(dialog, "Rodzaj ciasta", "Cienkie").check()
      await addToOrder(dialog)
      await openCart(page)
      await page.getByRole("link", { name: "Potwierdź" }).click()
      await page.getByTestId("place-order").waitFor()
      await page.waitForLoadState("networkidle")
      await page.locator('[data-payment="cash_method"] input').check()
      await page.getByLabel("Uwagi").fill("Bez cebuli")
      await page.getByLabel("Potrzebuję faktury").check()
      await page.getByTestId("place-order").click()
      await page.locator('[aria-invalid="true"]').first().waitFor()
    },
  },
  {
    name: "settings-unsaved",
    description: "Zmieniam nazwisko, jeszcze nie zapisałam",
    personal: (replayed) => {
      const profile = replayed.session.profile
      const draft = replayed.settingsForm.profile
      if (!profile || !draft) throw new Error("settings-unsaved: no profile in the report")
      return [
        ["Anna Nowak", draft.name],
        ["Anna Kowalska", profile.name],
        ["anna@example.com", draft.email],
        ["600100200", draft.phone.number],
      ]
    },
    run: async (page) => {
      await loginAndWait(page, "anna@example.com", "haslo123")
      await page.getByRole("button", { name: "Menu", exact: true }).click()
      await modal(page, "account-panel")
        .getByRole("button", { name: /Ustawienia/ })
        .click()
      await page.getByRole("heading", { name: "Ustawienia" }).waitFor()
      const name = page.getByLabel("Imię i nazwisko")
      await name.waitFor()
      await page.waitForLoadState("networkidle")
      await name.fill("Anna Nowak")
      await page.getByRole("button", { name: "Zapisz zmiany" }).waitFor()
    },
  },
  {
    name: "long-session",
    description: "Długo przeglądałem menu na odbiór osobisty",
    run: async (page) => {
      await choosePickup(page)
      // 2,600 taps on the category strip, each a TabSelected: past LOG_LIMIT, so the report starts
      // with a Snapshot. Clicked inside the page (a round trip per click would take minutes); no named
      // inner function, which tsx's keepNames would wrap in a helper the page does not have.
      await page.evaluate(async () => {
        for (let i = 0; i < 2600; i++) {
          const name = i % 2 === 0 ? "Makarony" : "Pizza"
          for (const b of Array.from(document.querySelectorAll("nav button")))
            if (b.textContent?.trim() === name) (b as HTMLButtonElement).click()
          if (i % 50 === 49) await new Promise((done) => requestAnimationFrame(done))
        }
      })
      await openCategory(page, "Makarony")
    },
  },
]

/**
 * What the browser shows when the customer reports (tests/support/browser/screen.ts), captured before
 * 'Zgłoś problem' opens its dialog over it; then 'Zgłoś problem', the description, 'Pobierz': the
 * downloaded report, saved as the fixture, and the screen beside it (<name>.screen.json) with the
 * personal values as the report's placeholders — tests/e2e/recorded-screens.e2e.ts opens the report
 * in the replay page and expects that very screen at its last step.
 */
const reportProblem = async (page: Page, journey: Journey, file: string): Promise<Screen> => {
  // Quiet for longer than the widget's timed confirmations (SPEC §9's success message), which a replay does not repeat.
  const quietMs = Widget.DELAYS.successMessageMs + 500
  const shown = await settledScreen(page, () => routeOfPath(new URL(page.url()).pathname), quietMs)
  const report = page.getByRole("button", { name: "Zgłoś problem", exact: true })
  // Under an open modal the footer's button is covered by the overlay: the click goes to the button
  // itself (as a keyboard user's Enter would), not to the point the overlay covers.
  if ((await page.locator('[role="dialog"]').count()) > 0) await report.dispatchEvent("click")
  else await report.click()
  const dialog = modal(page, "report-problem")
  await dialog.waitFor()
  await dialog.getByLabel("Co się stało?").fill(journey.description)
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    dialog.getByRole("button", { name: "Pobierz", exact: true }).click(),
  ])
  // The file as downloaded, with the indentation taken out: the same JSON at less than half the size
  // (mostly the menu's ProductsLoaded), which every test that parses the sessions pays for.
  const downloaded = await download.path()
  writeFileSync(file, `${JSON.stringify(JSON.parse(readFileSync(downloaded, "utf8")))}\n`)
  const state = await replaysToTheBrowser(page, file)
  return withPlaceholders(shown, journey.personal?.(state) ?? [])
}

/**
 * A recording is kept only if it replays in node to what the browser holds: the same route as the
 * page's address, and a cart where the widget stored one.
 */
const replaysToTheBrowser = async (page: Page, file: string): Promise<WidgetState> => {
  const decoded = parseLog(readFileSync(file, "utf8"))
  if (Result.isFailure(decoded)) throw new Error(`${file}: ${decoded.failure.message}`)
  const state = replay(decoded.success)
  const invalid = firstInvalidStep(decoded.success)
  if (invalid !== null) throw new Error(`${file}: invalid after event ${invalid.index}: ${invalid.problems.join("; ")}`)
  const path = new URL(page.url()).pathname.replace(/\/$/, "")
  const expected = state.route.name === "menu" ? "/widget" : `/widget/${state.route.name}`
  if (!path.startsWith(expected)) throw new Error(`${file}: replays to ${state.route.name}, the browser is on ${path}`)
  // The report holds a cart's uuid as its placeholder (issue 29: the uuid opens the cart), so the check
  // is that both hold a cart or neither does; the screen comparison covers what the cart shows.
  const stored = await page.evaluate(() => localStorage.getItem("cart_uuid"))
  if ((stored === null) !== (state.cart.uuid === null))
    throw new Error(`${file}: replays to cart ${state.cart.uuid}, the browser holds ${stored}`)
  return state
}

const main = async (): Promise<void> => {
  const only = process.argv.slice(2)
  const journeys = only.length === 0 ? JOURNEYS : JOURNEYS.filter((j) => only.includes(j.name))
  if (journeys.length === 0) throw new Error(`no journey named ${only.join(", ")}`)
  const dist = mkdtempSync(join(tmpdir(), "record-dist-"))
  console.log("Building the widget…")
  execFileSync(process.execPath, ["node_modules/vite/bin/vite.js", "build", "--outDir", dist, "--emptyOutDir"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NODE_ENV: "production" },
  })
  // The sandbox's clock stands still: order times and statuses come out the same on every recording.
  const stack = await startStack({ distRoot: dist, now: () => RECORDED_AT })
  let browser: Browser | undefined
  try {
    browser = await launchBrowser()
    for (const journey of journeys) {
      const started = performance.now()
      const page = await openMenu(browser, stack.widgetUrl, journey.size ?? MOBILE, { acceptDownloads: true })
      await journey.run(page, stack)
      const file = `fixtures/sessions/${journey.name}.json`
      const screen = await reportProblem(page, journey, file)
      writeFileSync(`fixtures/sessions/${journey.name}.screen.json`, `${JSON.stringify(screen, null, 1)}\n`)
      await page.context().close()
      console.log(`${file} (${Math.round(performance.now() - started)} ms)`)
    }
  } finally {
    await browser?.close()
    await stack.close()
    rmSync(dist, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error))
  process.exit(1)
})
