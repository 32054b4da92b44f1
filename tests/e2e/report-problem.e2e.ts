import { readFileSync } from "node:fs"
import { Result } from "effect"
import { describe, expect, it } from "vitest"
import { decodeLog } from "../../domain/replay/decode-log"
import { firstInvalidStep } from "../../domain/replay/first-invalid"
import { replay } from "../../domain/replay/replay"
import { addThinMargherita, choosePickup, modal, openMenu } from "../support/browser/journey"
import { setUpJourney } from "../support/browser/journey-setup"
import { apiToken, axeAtBothSizes, loginAndWait, sandboxCall, storage } from "./account-journey"

/**
 * 'Report a problem' in the built widget: Anna signs in, adds a pizza and opens her cart; the footer
 * action's dialog (axe-clean at 390 and 1280) downloads a JSON report with its metadata and her
 * description, none of her personal data (token, e-mail, name, phone, addresses), and events that
 * replay in node to the cart and route the browser showed.
 */

const journey = setUpJourney()

const packageVersion = (JSON.parse(readFileSync("package.json", "utf8")) as { version: string }).version

describe("Report a problem", { timeout: 120_000 }, () => {
  it("downloads a redacted report whose events replay to the state the browser had", async () => {
    const page = await openMenu(journey.browser, journey.stack.widgetUrl)
    await loginAndWait(page, "anna@example.com", "haslo123")
    await choosePickup(page)

    await (await addThinMargherita(page)).waitFor({ state: "detached" })
    await page.getByTestId("cart-total").click()
    await page.getByRole("heading", { name: "Koszyk", level: 1 }).waitFor()

    const stored = await storage(page)
    const token = stored.access_token as string
    expect(token).toBeTruthy()
    // Anna's personal data as the server knows it: none of it may be in the report.
    const apiAnna = await apiToken(journey.stack.sandboxUrl, "anna@example.com", "haslo123")
    const profile = (await sandboxCall(journey.stack.sandboxUrl, "/profile/show", { token: apiAnna })).json.data
    const addresses = (await sandboxCall(journey.stack.sandboxUrl, "/customer/addresses", { token: apiAnna })).json
      .data as ReadonlyArray<{ string: string; latitude: string | number; longitude: string | number }>
    const personal = [
      token,
      // Issue 29: the cart's uuid and the guest token open the cart and the guest's data.
      stored.cart_uuid as string,
      ...(stored.guest_token ? [stored.guest_token] : []),
      "anna@example.com",
      profile.name as string,
      profile.phone as string,
      ...addresses.flatMap((a) => [a.string, String(a.latitude), String(a.longitude)]),
    ].filter((v) => v !== "" && v !== "null")
    expect(personal.length).toBeGreaterThanOrEqual(4)

    await page.getByRole("button", { name: "Zgłoś problem", exact: true }).click()
    const dialog = modal(page, "report-problem")
    await dialog.waitFor()
    await expect.poll(() => dialog.getByRole("heading", { name: "Zgłoś problem" }).count()).toBe(1)
    await dialog.getByLabel("Co się stało?").fill("Nie widzę mojej pizzy w koszyku")
    expect(await axeAtBothSizes(page)).toEqual([])

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      dialog.getByRole("button", { name: "Pobierz", exact: true }).click(),
    ])
    await dialog.waitFor({ state: "detached" })
    expect(download.suggestedFilename()).toMatch(/^widget-report-.*\.json$/)
    const text = readFileSync(await download.path(), "utf8")
    const report = JSON.parse(text)

    expect(Object.keys(report).sort()).toEqual(
      ["createdAt", "description", "events", "language", "restaurantId", "route", "version", "viewport"].sort(),
    )
    expect(report.version).toBe(packageVersion)
    expect(report.restaurantId).toBe(1)
    expect(report.route).toEqual({ name: "cart", orderId: null })
    expect(report.viewport).toEqual(page.viewportSize())
    expect(report.language).toBe("pl")
    expect(Number.isNaN(Date.parse(report.createdAt))).toBe(false)
    expect(report.description).toBe("Nie widzę mojej pizzy w koszyku")

    const leaked = personal.filter((v) => text.includes(v))
    expect(leaked).toEqual([])

    const decoded = decodeLog(report)
    if (Result.isFailure(decoded)) throw new Error(decoded.failure.message)
    const events = decoded.success
    const state = replay(events)
    expect(firstInvalidStep(events)).toBeNull()
    // The cart's uuid is a placeholder (issue 29), the same one in the state and in its cart.
    expect(state.cart.uuid).toMatch(/^00000000-0000-4000-8000-\d{12}$/)
    expect(state.cart.cart?.uuid).toBe(state.cart.uuid)
    expect(state.route).toEqual({ name: "cart", orderId: null })
    expect(new URL(page.url()).pathname).toBe("/widget/cart")
    expect(state.session.token).not.toBeNull()
    expect(state.cart.cart?.items.map((i) => i.value.product?.name)).toContain("Margherita")
    await page.close()
  })
})
