import type { Page } from "playwright-core"
import { afterAll, describe, expect, it } from "vitest"
import { AXE_WCAG22_AA_TAGS, axeViolations } from "../support/browser/axe"
import { DESKTOP, MOBILE, modal } from "../support/browser/journey"
import { setUpJourney } from "../support/browser/journey-setup"
import { recordFigures } from "../support/figures"
import { fillCardFields, openCheckoutWithCart, setPageHidden, waitForOrderPage } from "./checkout-setup"

/**
 * Issue 16, accessibility everywhere: axe-core (WCAG 2.2 A and AA tags since issue 30, every impact) finds nothing on
 * each route, modal, error and empty state, at 390×844 and at 1280×800. Each state is reached once
 * and checked at both sizes (the page is resized in place), so one stack and few pages cover all.
 * The ordering modals on the menu are in a11y.e2e.ts.
 */

let clock = Date.now()
const STEP = 60_000
/** Every state checked, and every violation found, as `state @ size: rule (help): targets`. */
const checked: string[] = []

const journey = setUpJourney({ statusStepMs: STEP, now: () => clock })
afterAll(async () => {
  recordFigures("a11y", {
    "states checked": checked.length,
    sizes: 2,
    "axe runs": checked.length * 2,
    tags: AXE_WCAG22_AA_TAGS.join(" "),
  })
})

/** axe at 390×844 and at 1280×800 on the page as it is now; the page is left at the size it had. */
const bothSizes = async (page: Page, state: string): Promise<ReadonlyArray<string>> => {
  const before = page.viewportSize()
  const found: string[] = []
  for (const [label, size] of [
    ["390", MOBILE],
    ["1280", DESKTOP],
  ] as const) {
    await page.setViewportSize(size)
    for (const v of await axeViolations(page)) {
      found.push(`${state} @ ${label}: ${v}`)
      console.warn(`${state} @ ${label}: ${v}`)
    }
  }
  if (before) await page.setViewportSize(before)
  checked.push(state)
  return found
}

const widget = (path: string) => `${journey.stack.widgetUrl}/widget${path}`

describe("accessibility of every route at 390 and 1280 px", () => {
  it("guest: menu, sign-in, registration and recovery modals, report a problem, empty cart, unknown pages", {
    timeout: 180_000,
  }, async () => {
    const page = await journey.browser.newPage({ viewport: MOBILE })
    const found: string[] = []
    await page.goto(widget("?restaurantId=1"))
    await page.locator("main h2").first().waitFor()
    found.push(...(await bothSizes(page, "menu")))

    await page.getByRole("button", { name: "Zaloguj się", exact: true }).first().click()
    const login = page.locator('[role="dialog"]').last()
    await login.getByLabel("E-mail").waitFor()
    found.push(...(await bothSizes(page, "login modal")))
    await login.locator('button[type="submit"]').click()
    await login.locator("[role=alert]").first().waitFor()
    found.push(...(await bothSizes(page, "login modal with errors")))
    await login.getByRole("button", { name: "Nie pamiętasz hasła?" }).click()
    await page.locator('form[data-step="email"]').waitFor()
    found.push(...(await bothSizes(page, "password recovery modal")))
    await page.keyboard.press("Escape")
    await page.locator('[role="dialog"]').waitFor({ state: "detached" })

    await page.getByRole("button", { name: "Zarejestruj się", exact: true }).first().click()
    const register = page.locator('[role="dialog"]').last()
    await register.locator('form[data-step="details"]').waitFor()
    found.push(...(await bothSizes(page, "registration modal")))
    await register.getByRole("button", { name: "Dalej" }).click()
    await register.locator("[role=alert], [aria-invalid=true]").first().waitFor()
    found.push(...(await bothSizes(page, "registration modal with errors")))
    await page.keyboard.press("Escape")
    await page.locator('[role="dialog"]').waitFor({ state: "detached" })

    await page.getByRole("button", { name: "Zgłoś problem" }).click()
    await page.locator('[role="dialog"]').waitFor()
    found.push(...(await bothSizes(page, "report a problem dialog")))
    await page.keyboard.press("Escape")
    await page.locator('[role="dialog"]').waitFor({ state: "detached" })

    await page.goto(widget("/cart?restaurantId=1"))
    await page.locator("main h1").first().waitFor()
    found.push(...(await bothSizes(page, "empty cart page")))

    await page.goto(widget("?restaurantId=999"))
    await page.locator("main h1, [role=alert] h1, section h1").first().waitFor()
    found.push(...(await bothSizes(page, "missing restaurant page")))
    await page.goto(widget("/nie-ma-takiej?restaurantId=1"))
    await page.locator("h1").first().waitFor()
    found.push(...(await bothSizes(page, "not found page")))

    // The error boundary: a rendering failure (prices cannot be formatted) after the menu showed.
    await page.goto(widget("?restaurantId=1"))
    await page.locator("main h2").first().waitFor()
    await page.evaluate(() => {
      String.prototype.padStart = () => {
        throw new Error("a11y: price formatting broken on purpose")
      }
    })
    await page.locator("main header fieldset button").nth(1).click()
    await page
      .getByRole("button", { name: /^Dodaj: / })
      .first()
      .click()
    await page.locator("[role=alert] h1").waitFor()
    found.push(...(await bothSizes(page, "error boundary")))
    await page.close()

    // Storage blocked: the polite notice.
    const blocked = await journey.browser.newPage({ viewport: MOBILE })
    await blocked.addInitScript(() => {
      Object.defineProperty(window, "localStorage", {
        get() {
          throw new DOMException("The operation is insecure.", "SecurityError")
        },
      })
    })
    await blocked.goto(widget("?restaurantId=1"))
    await blocked.locator("main h2").first().waitFor()
    await blocked.locator("main header fieldset button").nth(1).click()
    await blocked.getByText(/blokuje zapisywanie/).waitFor()
    found.push(...(await bothSizes(blocked, "storage notice")))
    await blocked.close()

    // A customer with no orders: My Orders empty.
    const piotr = await journey.browser.newPage({ viewport: MOBILE })
    await piotr.goto(widget("?restaurantId=1"))
    await piotr.locator("main h2").first().waitFor()
    await piotr.getByRole("button", { name: "Zaloguj się", exact: true }).first().click()
    const dialog = piotr.locator('[role="dialog"]').last()
    await dialog.getByLabel("E-mail").fill("piotr@example.com")
    await dialog.getByLabel("Hasło", { exact: true }).fill("haslo456")
    await dialog.locator('button[type="submit"]').click()
    await piotr.getByRole("button", { name: "Menu", exact: true }).click()
    found.push(...(await bothSizes(piotr, "account menu")))
    await piotr.getByRole("button", { name: /Zamówienia/ }).click()
    await piotr
      .getByText(/Nie masz jeszcze zamówień|Brak zamówień/)
      .first()
      .waitFor()
    found.push(...(await bothSizes(piotr, "My Orders, empty")))
    await piotr.close()

    expect(found).toEqual([])
  })

  it("customer: cart page, promo code, checkout with errors, card entry, 3-D Secure, every order status, My Orders, settings, addresses", {
    timeout: 240_000,
  }, async () => {
    const page = await journey.browser.newPage({ viewport: MOBILE })
    const found: string[] = []
    await openCheckoutWithCart(page, journey.stack, { type: 1, withAddress: true, signedIn: true })

    await page.goto(widget("/cart?restaurantId=1"))
    await page.getByTestId("cart-page-total").waitFor()
    found.push(...(await bothSizes(page, "cart page")))
    await page.locator("#cart-promo ~ button").click()
    const promo = page.locator('[role="dialog"]').last()
    await promo.getByRole("textbox").fill("NIEMA")
    found.push(...(await bothSizes(page, "promo modal")))
    await promo.getByRole("textbox").press("Enter")
    await promo.locator("[role=alert]").first().waitFor()
    found.push(...(await bothSizes(page, "promo modal with an error")))
    await page.keyboard.press("Escape")
    await promo.waitFor({ state: "detached" })

    // Issue 30: milk and nuts excluded from the menu — the cart line's warning and checkout's allergy switch.
    await page.evaluate(() => sessionStorage.setItem("excluded_allergens", JSON.stringify(["milk", "nuts"])))
    await page.reload()
    await page.getByTestId("allergen-warning").first().waitFor()
    found.push(...(await bothSizes(page, "cart page with an allergen warning")))

    await page.goto(widget("/checkout?restaurantId=1"))
    await page.getByTestId("place-order").waitFor()
    await page.locator("#checkout-allergies").waitFor()
    found.push(...(await bothSizes(page, "checkout with the allergy switch")))
    await page.evaluate(() => sessionStorage.removeItem("excluded_allergens"))
    await page.reload()
    await page.getByTestId("place-order").waitFor()
    found.push(...(await bothSizes(page, "checkout")))
    const phone = page.getByLabel("Numer telefonu")
    await phone.fill("")
    await page.getByTestId("place-order").click()
    await page.getByText("Numer telefonu jest wymagany").first().waitFor()
    found.push(...(await bothSizes(page, "checkout with validation errors")))

    await phone.fill("600100200")
    await page.locator('[data-payment="new_card"] input').check()
    await page.getByTestId("place-order").click()
    await fillCardFields(page, { number: "4000 0000 0000 3220", date: "12/39", cvv: "123" })
    found.push(...(await bothSizes(page, "card modal")))
    await page.getByTestId("pay-with-card").click()
    const challenge = page.frameLocator('iframe[title="3-D Secure"]')
    await challenge.getByRole("button", { name: "Anuluj" }).waitFor()
    found.push(...(await bothSizes(page, "3-D Secure overlay")))
    await challenge.getByRole("button", { name: "Anuluj" }).click()
    await page.locator('iframe[title="3-D Secure"]').waitFor({ state: "detached" })

    await page.locator('[data-payment="cash_method"] input').check()
    await page.getByTestId("place-order").click()
    await waitForOrderPage(page)
    const status = page.getByTestId("order-status")
    await expect.poll(() => status.getAttribute("data-status"), { timeout: 20_000 }).toBe("1")
    found.push(...(await bothSizes(page, "order page, status 1")))
    for (let s = 2; s <= 5; s++) {
      clock += STEP
      await setPageHidden(page, true)
      await setPageHidden(page, false)
      await expect.poll(() => status.getAttribute("data-status"), { timeout: 20_000 }).toBe(String(s))
      found.push(...(await bothSizes(page, `order page, status ${s}`)))
    }

    await page.goto(widget("?restaurantId=1"))
    await page.getByRole("button", { name: "Menu", exact: true }).click()
    await page.getByRole("button", { name: /Zamówienia/ }).click()
    await page.locator("a[data-order-id]").first().waitFor()
    found.push(...(await bothSizes(page, "My Orders")))
    await page.keyboard.press("Escape")

    await page.goto(widget("/settings?restaurantId=1"))
    await page.locator("main h1").first().waitFor()
    await page.locator("main form").first().waitFor()
    found.push(...(await bothSizes(page, "settings")))

    await page.goto(widget("?restaurantId=1"))
    await page.locator("main h2").first().waitFor()
    await page.locator("main header button", { hasText: "Nowy Świat" }).first().click()
    const address = modal(page, "address")
    await address.waitFor()
    found.push(...(await bothSizes(page, "address list, signed in")))
    await address.getByRole("button", { name: "Dodaj nowy adres" }).click()
    await address.getByRole("combobox").waitFor()
    found.push(...(await bothSizes(page, "address form, signed in")))
    await page.close()

    expect(found).toEqual([])
  })
})
