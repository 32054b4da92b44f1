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
import { parseLog } from "../domain/replay/decode-log"
import { firstInvalidStep } from "../domain/replay/first-invalid"
import { replay } from "../domain/replay/replay"
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
import { addFault, clearFaults } from "../tests/support/faults"

interface Journey {
  /** The file name under fixtures/sessions (without .json). */
  readonly name: string
  /** What the customer writes into 'Report a problem'. */
  readonly description: string
  /** The screen size (default a phone's); the combo journey runs on a laptop, whose modal shows every group at once. */
  readonly size?: Size
  readonly run: (page: Page, stack: Stack) => Promise<void>
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

const JOURNEYS: ReadonlyArray<Journey> = [
  {
    name: "menu-customise",
    description: "Margherita 32 cm z pieczarkami, bez bazylii — czy cena się zgadza?",
    run: async (page) => {
      await choosePickup(page)
      await openCategory(page, "Pizza")
      const dialog = await openProduct(page, "Margherita")
      await dialog.getByText("32 cm", { exact: true }).click()
      await option(dialog, "Rodzaj ciasta", "Cienkie").check()
      await option(dialog, "Wybierz składniki", "Pieczarki").check()
      await option(dialog, "Usuń składniki", "Świeża bazylia").check()
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
]

/** 'Zgłoś problem' in the footer, the description, 'Pobierz': the downloaded report, saved as the fixture. */
const reportProblem = async (page: Page, description: string, file: string): Promise<void> => {
  await page.getByRole("button", { name: "Zgłoś problem", exact: true }).click()
  const dialog = modal(page, "report-problem")
  await dialog.waitFor()
  await dialog.getByLabel("Co się stało?").fill(description)
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    dialog.getByRole("button", { name: "Pobierz", exact: true }).click(),
  ])
  // The file as downloaded, with the indentation taken out: the same JSON at less than half the size
  // (mostly the menu's ProductsLoaded), which every test that parses the sessions pays for.
  const downloaded = await download.path()
  writeFileSync(file, `${JSON.stringify(JSON.parse(readFileSync(downloaded, "utf8")))}\n`)
  await replaysToTheBrowser(page, file)
}

/**
 * A recording is kept only if it replays in node to what the browser holds: the same route as the
 * page's address and the same cart (uuid and lines) as the widget stored and the sandbox has.
 */
const replaysToTheBrowser = async (page: Page, file: string): Promise<void> => {
  const decoded = parseLog(readFileSync(file, "utf8"))
  if (Result.isFailure(decoded)) throw new Error(`${file}: ${decoded.failure.message}`)
  const state = replay(decoded.success)
  const invalid = firstInvalidStep(decoded.success)
  if (invalid !== null) throw new Error(`${file}: invalid after event ${invalid.index}: ${invalid.problems.join("; ")}`)
  const path = new URL(page.url()).pathname.replace(/\/$/, "")
  const expected = state.route.name === "menu" ? "/widget" : `/widget/${state.route.name}`
  if (!path.startsWith(expected)) throw new Error(`${file}: replays to ${state.route.name}, the browser is on ${path}`)
  const stored = await page.evaluate(() => localStorage.getItem("cart_uuid"))
  if ((stored ?? null) !== state.cart.uuid)
    throw new Error(`${file}: replays to cart ${state.cart.uuid}, the browser holds ${stored}`)
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
      await reportProblem(page, journey.description, file)
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
