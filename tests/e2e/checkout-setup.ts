import { Schema } from "effect"
import type { Frame, Page } from "playwright-core"
import { Wire } from "../../domain"
import { MOBILE, type Size } from "../support/browser/journey"
import type { Journey } from "../support/browser/journey-setup"
import type { Stack } from "./harness"

/**
 * What the checkout and order-page journeys start from: a cart built from inside the page (so the
 * sandbox binds it to this browser's guest session, as the widget's own calls would), stored under
 * cart_uuid, and the checkout opened straight at /widget/checkout — the direct-link case.
 */

/** The Idempotency-Key of every checkout POST the page sends from now on (across reloads), in order. */
export const checkoutKeys = (page: Page): string[] => {
  const keys: string[] = []
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().includes("/customer/cart/checkout"))
      keys.push(request.headers()["idempotency-key"] ?? "")
  })
  return keys
}

/** A delivery address inside restaurant 1's zone. */
export const NEAR = { string: "Nowy Świat 21, 00-029, Warszawa, Polska", latitude: "52.2319", longitude: "21.0191" }

export interface CartSetup {
  readonly type: 1 | 3
  /** Save NEAR (or `address`) as the active address (delivery). */
  readonly withAddress?: boolean
  /** The saved address instead of NEAR. */
  readonly address?: { readonly string: string; readonly latitude: string; readonly longitude: string }
  /** Sign in as the demo customer Anna first (bearer token stored as access_token). */
  readonly signedIn?: boolean
  /** Also save a card for the signed-in customer (a sandbox test card number). */
  readonly savedCard?: string
}

export const openCheckoutWithCart = async (page: Page, stack: Stack, setup: CartSetup): Promise<string> => {
  await page.goto(`${stack.widgetUrl}/widget?restaurantId=1`)
  // Let the widget's own boot calls finish first: one of them may set the guest cookie, and a cookie
  // changing between the calls below would put the address and the cart under two different guests.
  await page.waitForLoadState("networkidle")
  const made = await page.evaluate(
    async ({ base, type, withAddress, signedIn, savedCard, near }) => {
      let token: string | null = null
      const call = async (path: string, body?: unknown) => {
        const r = await fetch(`${base}${path}${path.includes("?") ? "&" : "?"}widget=true`, {
          method: "POST",
          credentials: "include",
          headers: {
            "Content-Type": "application/json",
            Accept: "application/json",
            ...(token ? { Authorization: `Bearer ${token}` } : {}),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        })
        return r.json()
      }
      if (signedIn) {
        token = (await call("/customer/login", { email: "anna@example.com", password: "haslo123" })).data.token
        localStorage.setItem("access_token", token ?? "")
      }
      if (savedCard) {
        const tok = await call("/sandbox/cards/tokenize", {
          number: savedCard,
          exp_month: 12,
          exp_year: 2039,
          cvv: "123",
        })
        await call("/payment-methods", { payment_method_id: tok.data.token })
      }
      let addressId: number | null = null
      let saved: unknown = null
      if (withAddress) {
        saved = await call("/customer/addresses?restaurant_id=1", { ...near, is_active: 1 })
        addressId = (saved as { data: { address: { id: number } } }).data.address.id
      }
      const cart = await call(
        `/customer/cart/for-guest?restaurant_id=1&type=${type}${addressId === null ? "" : `&address_id=${addressId}`}`,
      )
      if (!cart?.data?.uuid) throw new Error(`no guest cart: ${JSON.stringify(cart)}`)
      const cartUuid = cart.data.uuid as string
      await call("/customer/cart/add-item", {
        restaurant_id: 1,
        item: { product_id: 1002, addons: [6001], quantity: 1, exclude_ingredients: [] },
        ignore_unique_product: 1,
        type,
        cart_uuid: cartUuid,
      })
      localStorage.setItem("cart_uuid", cartUuid)
      localStorage.setItem("orderType", type === 1 ? "delivery" : "pickup")
      return { cartUuid, saved }
    },
    {
      base: stack.sandboxUrl,
      type: setup.type,
      withAddress: setup.withAddress ?? false,
      signedIn: setup.signedIn ?? false,
      savedCard: setup.savedCard ?? null,
      near: setup.address ?? NEAR,
    },
  )
  if (made.saved !== null) {
    // Stored as the widget stores it: the decoded address (is_active a boolean).
    const address = Schema.decodeUnknownSync(Wire.AddressSavedResponse)(made.saved).data.address
    await page.evaluate((a) => localStorage.setItem("addresses", JSON.stringify([a])), address)
  }
  await page.goto(`${stack.widgetUrl}/widget/checkout?restaurantId=1`)
  await page.getByTestId("place-order").waitFor({ timeout: 20_000 })
  return made.cartUuid
}

/** The order id in the page's address once the widget is on /widget/order/{id}. */
/** A new page of `size` (a phone's by default) on the checkout, with a cart made as `setup` says (openCheckoutWithCart). */
export const checkoutOnNewPage = async (journey: Journey, setup: CartSetup, size: Size = MOBILE): Promise<Page> => {
  const page = await journey.browser.newPage({ viewport: size })
  await openCheckoutWithCart(page, journey.stack, setup)
  return page
}

/** On the checkout: types the phone and the notes, chooses cash and places the order; returns the order's id once its page shows. */
export const placeCashOrder = async (page: Page, form: { phone: string; notes: string }): Promise<number> => {
  await page.locator("#checkout-phone").fill(form.phone)
  await page.locator("#checkout-notes").fill(form.notes)
  await page.locator('[data-payment="cash_method"] input').check()
  await page.getByTestId("place-order").click()
  return waitForOrderPage(page)
}

export const waitForOrderPage = async (page: Page, timeout = 30_000): Promise<number> => {
  await page.waitForURL(/\/widget\/order\/\d+\?restaurantId=1$/, { timeout })
  return Number(/\/order\/(\d+)/.exec(page.url())?.[1])
}

/** Fills the sandbox's hosted card fields in the card-entry modal. */
export const fillCardFields = async (page: Page, card: { number: string; date: string; cvv: string }) => {
  const frameElement = await page.waitForSelector('[data-testid="card-fields"] iframe', { timeout: 20_000 })
  const fields = (await frameElement.contentFrame()) as Frame
  await fields.waitForSelector("#number")
  await fields.type("#number", card.number)
  await fields.type("#date", card.date)
  await fields.fill("#cvv", card.cvv)
  return fields
}

/** Makes the page report itself hidden or visible, as a tab switch would. */
export const setPageHidden = (page: Page, hidden: boolean) =>
  page.evaluate((h) => {
    Object.defineProperty(document, "visibilityState", { value: h ? "hidden" : "visible", configurable: true })
    Object.defineProperty(document, "hidden", { value: h, configurable: true })
    document.dispatchEvent(new Event("visibilitychange"))
  }, hidden)

/** How many orders the sandbox created for a checkout Idempotency-Key. */
export const ordersForKey = async (stack: Stack, key: string): Promise<number> => {
  const r = await fetch(`${stack.sandboxUrl}/sandbox/idempotency?key=${encodeURIComponent(key)}`)
  return ((await r.json()) as { data: { orders: number } }).data.orders
}
