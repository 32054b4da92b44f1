import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { paymentReturnUrl } from "../../sandbox/payments/payment-return"
import { checkoutRequest } from "../support/requests"
import { type FreshSandbox, freshSandbox, pickupCartWithMargherita } from "../support/sandbox"

/**
 * README 'Returning from a payment', the sandbox's half: the PayU stand-in sends the customer back to
 * the page that embedded the widget (`returnTo`, loopback only here) with
 * `#ordering-widget=order:<restaurant>:<order>`, and to the widget's own order page otherwise.
 */
const WIDGET = "http://127.0.0.1:5173"
const ORDER = { id: 42, restaurantId: 1 }

describe("paymentReturnUrl", () => {
  it("embedded: the loopback page with the order's fragment in place of its own, query kept", () => {
    expect(paymentReturnUrl(WIDGET, ORDER, "http://127.0.0.1:5174/menu?x=1#zamow")).toBe(
      "http://127.0.0.1:5174/menu?x=1#ordering-widget=order:1:42",
    )
    expect(paymentReturnUrl(WIDGET, ORDER, "http://localhost:8080/")).toBe(
      "http://localhost:8080/#ordering-widget=order:1:42",
    )
  })

  it("unframed, another site, credentials, another scheme or junk: the widget's order page", () => {
    const own = `${WIDGET}/widget/order/42?restaurantId=1`
    for (const returnTo of [
      undefined,
      "",
      "https://evil.example/",
      "http://127.0.0.1.evil.example:5174/",
      "http://u:p@127.0.0.1:5174/",
      "javascript:alert(1)//127.0.0.1:5174",
      "not a url",
      `http://127.0.0.1:5174/${"a".repeat(2100)}`,
    ])
      expect(paymentReturnUrl(WIDGET, ORDER, returnTo)).toBe(own)
  })
})

describe("the PayU stand-in page", () => {
  let s: FreshSandbox
  beforeAll(async () => {
    s = await freshSandbox({ widgetOrigin: WIDGET })
  })
  afterAll(() => s.stop())

  it("goes back to the page that embedded the widget when asked, else to the widget's order page", async () => {
    const uuid = await pickupCartWithMargherita(s)
    const answer = (await s.post("/customer/cart/checkout", checkoutRequest(uuid, { payment_type: "payu" }))).json.data
    const redirect = new URL(answer.redirectUri as string)
    const page = async (returnTo?: string) => {
      if (returnTo !== undefined) redirect.searchParams.set("returnTo", returnTo)
      const res = await fetch(redirect)
      expect(res.status).toBe(200)
      return res.text()
    }
    expect(await page()).toContain(JSON.stringify(`${WIDGET}/widget/order/${answer.orderId}?restaurantId=1`))
    expect(await page("http://127.0.0.1:5174/")).toContain(
      JSON.stringify(`http://127.0.0.1:5174/#ordering-widget=order:1:${answer.orderId}`),
    )
    expect(await page("https://evil.example/")).not.toContain("evil.example")
  })
})
