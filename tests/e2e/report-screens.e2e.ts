import { readFileSync } from "node:fs"
import { Result } from "effect"
import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { decodeLog } from "../../domain/replay/decode-log"
import { replay } from "../../domain/replay/replay"
import { DESKTOP, modal, openMenu } from "../support/browser/journey"
import { setUpJourney } from "../support/browser/journey-setup"
import { openCheckoutWithCart } from "./checkout-setup"

/**
 * Issue 26 in Chromium: a customer searches, picks a dietary filter and excludes milk, then reports
 * a problem; the downloaded report replays to the search the browser showed (the field's text, the
 * pressed pill, the chip). A checkout half filled after a failed Place order replays to the same
 * choices and messages, the notes as their placeholder. The node test tests/ui/replay/report-screens.test.tsx compares the replay
 * page's screen for such a state with the live one.
 */

const journey = setUpJourney()

const report = async (page: Page) => {
  await page.getByRole("button", { name: "Zgłoś problem", exact: true }).click()
  const dialog = modal(page, "report-problem")
  await dialog.waitFor()
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    dialog.getByRole("button", { name: "Pobierz", exact: true }).click(),
  ])
  const decoded = decodeLog(JSON.parse(readFileSync(await download.path(), "utf8")))
  if (Result.isFailure(decoded)) throw new Error(decoded.failure.message)
  return decoded.success
}

describe("a report replays the search the customer saw", { timeout: 120_000 }, () => {
  it("a search with a dietary filter and milk excluded", async () => {
    const page = await openMenu(journey.browser, journey.stack.widgetUrl, DESKTOP)
    const field = page.getByRole("searchbox", { name: "Szukaj w menu" })
    await field.pressSequentially("ser", { delay: 30 })
    const vegetarian = page.getByRole("button", { name: "Wegetariańska", exact: true })
    await vegetarian.click()
    await page.getByRole("button", { name: "Bez alergenów" }).click()
    await page.getByRole("checkbox", { name: "Mleko" }).check()
    await page.keyboard.press("Escape")
    await expect.poll(() => page.getByText("Bez: Mleko").count()).toBe(1)
    const shown = { text: await field.inputValue(), pressed: await vegetarian.getAttribute("aria-pressed") }
    expect(shown).toEqual({ text: "ser", pressed: "true" })

    const events = await report(page)
    const state = replay(events)
    expect(state.search).toMatchObject({ text: shown.text, types: [1], excluded: ["milk"] })
    // Three letters typed, one event in the report.
    expect(events.filter((e) => e._tag === "SearchTyped")).toHaveLength(1)
    expect(state.settings.language).toBe("pl")
    await page.close()
  })

  it("the checkout half filled, cash chosen, an invoice without its fields, and the validation messages", async () => {
    const page = await journey.browser.newPage({ viewport: DESKTOP })
    await openCheckoutWithCart(page, journey.stack, { type: 3 })
    await page.locator('[data-payment="cash_method"] input').check()
    await page.getByLabel("Uwagi").fill("Bez cebuli")
    await page.getByLabel("Potrzebuję faktury").check()
    await page.getByTestId("place-order").click()
    await expect.poll(() => page.getByRole("alert").count()).toBeGreaterThan(0)
    const messages = (await page.locator('[aria-invalid="true"]').count()) > 0
    expect(messages).toBe(true)

    const state = replay(await report(page))
    expect(state.route.name).toBe("checkout")
    expect(state.checkoutForm.draft).toMatchObject({ payment: "cash_method", invoice: true, notes: "Notes 1" })
    // Every field the browser marked invalid has its message in the replayed state.
    const invalid = await page.locator('[aria-invalid="true"]').count()
    expect(Object.keys(state.checkoutForm.errors).length).toBe(invalid)
    expect(state.checkout.validation.length).toBeGreaterThan(0)
    await page.close()
  })
})
