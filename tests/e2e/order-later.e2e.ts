import type { Frame, Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { Money, Orders, Wire } from "../../domain"
import { axeViolations } from "../support/browser/axe"
import { DESKTOP, MOBILE, type Size } from "../support/browser/journey"
import { setUpJourney } from "../support/browser/journey-setup"
import { addPepperoniComboRequest, HALF_AND_HALF_ITEM } from "../support/requests"
import { decodes } from "../support/sandbox"
import { NEAR } from "./checkout-setup"
import { openEmbeddedCheckout, press } from "./embedded-checkout"

/**
 * Order for later and the order page worth watching (issue 27, points 6 and 7), as a customer meets
 * them: the widget inline on the restaurant's page (another origin), phone (touch) and laptop, Polish
 * and English. The page's clock is Playwright's, fixed at 18:23; the sandbox's clock follows it (the
 * same offset), so both agree on what is past. The order's statuses are moved by the sandbox's clock
 * and the page's polls by the page's.
 */

const STEP = 600_000
/** How far the sandbox's clock is from the real one: set with the page's clock. */
let offset = 0
const journey = setUpJourney({ statusStepMs: STEP, now: () => Date.now() + offset })

/** Today at hh:mm:ss local time. */
const today = (hour: number, minute: number, second = 0): number => {
  const at = new Date()
  at.setHours(hour, minute, second, 0)
  return at.getTime()
}

/** Installs the page's clock at `time` and moves the sandbox's clock to the same moment. */
const clockAt = (time: number) => async (page: Page) => {
  offset = time - Date.now()
  await page.clock.install({ time })
}

const TEXT = {
  pl: {
    later: "Zamów na później",
    phone: "Numer telefonu",
    past: "Wybrana godzina już minęła",
    moved: "Wybrana godzina już minęła, ustawiono 18:26.",
    scheduled: "Zamówione na 19:30",
    cash: "Gotówka",
    orders: "Zamówienia",
    points: "Punkty",
    secondHalf: "Druga połowa, Diavola: Cienkie",
    firstHalf: "Pierwsza połowa: Grube",
    combo: "W zestawie: Pepperoni 32 cm, Coca-Cola 0.5 l, Tiramisu",
    without: "Bez: Świeża bazylia",
    onTheWay: "Twoje zamówienie jest w drodze",
    arrives: /Dotrze za ok\. \d+ min/,
  },
  en: {
    later: "Order for later",
    phone: "Phone number",
    past: "The time you chose has already passed",
    moved: "The time you chose has passed, so it is now 18:26.",
    scheduled: "Ordered for 19:30",
    cash: "Cash",
    orders: "Orders",
    points: "Points",
    secondHalf: "Second half, Diavola: Cienkie",
    firstHalf: "First half: Grube",
    combo: "In the set: Pepperoni 32 cm, Coca-Cola 0.5 l, Tiramisu",
    without: "Without: Świeża bazylia",
    onTheWay: "Your order is on the way",
    arrives: /Arrives in about \d+ min/,
  },
} as const

/** The checkout requests the page sends, and the order the sandbox answers with. */
const watchCheckout = (page: Page) => {
  const sent: Array<Record<string, unknown>> = []
  const answers: Wire.Order[] = []
  page.on("request", (r) => {
    if (r.method() === "POST" && new URL(r.url()).pathname === "/customer/cart/checkout")
      sent.push(r.postDataJSON() as Record<string, unknown>)
  })
  page.on("response", async (r) => {
    if (r.request().method() !== "POST" || new URL(r.url()).pathname !== "/customer/cart/checkout") return
    const order = decodes(Wire.CheckoutResponse, await r.json()).data?.order
    if (order) answers.push(order)
  })
  return { sent, answers }
}

const selectValues = (frame: Frame, id: string) =>
  frame
    .locator(`#${id} option`)
    .evaluateAll((os) => (os as HTMLOptionElement[]).map((o) => ({ value: o.value, disabled: o.disabled })))

const placeOrder = async (frame: Frame, size: Size, lang: "pl" | "en") => {
  await frame.getByLabel(TEXT[lang].phone).fill("600100200")
  await frame.locator('[data-payment="cash_method"] input').check()
  await press(frame.getByTestId("place-order"), size)
}

const VARIANTS = [
  { size: MOBILE, lang: "pl" },
  { size: DESKTOP, lang: "en" },
  { size: MOBILE, lang: "en" },
  { size: DESKTOP, lang: "pl" },
] as const

describe("order for later offers only times not yet past, and the chosen time follows the order", () => {
  for (const { size, lang } of VARIANTS)
    it(`at 18:23, inline on the restaurant's page, ${size.width}×${size.height}, ${lang}`, {
      timeout: 120_000,
    }, async () => {
      const { page, frame } = await openEmbeddedCheckout(journey.browser, journey.stack, {
        size,
        lang,
        mode: "inline",
        cart: { type: 1, withAddress: true, signedIn: true },
        beforeOpen: clockAt(today(18, 23, 5)),
      })
      const checkout = watchCheckout(page)
      await press(frame.getByRole("radio", { name: new RegExp(TEXT[lang].later) }), size)
      await frame.locator("#checkout-hour").waitFor()
      // Hours from now to 23; in this hour the minutes already past are disabled, the current one is kept.
      expect((await selectValues(frame, "checkout-hour")).map((o) => o.value)).toEqual([
        "18",
        "19",
        "20",
        "21",
        "22",
        "23",
      ])
      const minutes = await selectValues(frame, "checkout-minute")
      expect(minutes.filter((m) => m.disabled).map((m) => m.value)).toEqual(
        Array.from({ length: 23 }, (_, i) => String(i).padStart(2, "0")),
      )
      expect(await frame.locator("#checkout-minute").inputValue()).toBe("23")
      // A later hour offers every minute; back in this hour a minute already past moves to now.
      await frame.locator("#checkout-hour").selectOption("19")
      await frame.locator("#checkout-minute").selectOption("05")
      expect((await selectValues(frame, "checkout-minute")).every((m) => !m.disabled)).toBe(true)
      await frame.locator("#checkout-hour").selectOption("18")
      expect(await frame.locator("#checkout-minute").inputValue()).toBe("23")
      expect(await axeViolations(frame)).toEqual([])

      // 18:23 chosen, and the clock passes it before Place order: nothing reaches the server.
      await page.clock.setSystemTime(today(18, 24, 30))
      await placeOrder(frame, size, lang)
      await expect.poll(() => frame.locator("#place-order-error").textContent()).toContain(TEXT[lang].past)
      expect(checkout.sent).toEqual([])
      expect(await frame.locator("#checkout-minute").inputValue()).toBe("24")

      // The page stays open past the chosen minute: the picker moves it on and says so.
      await frame.locator("#checkout-minute").selectOption("25")
      await page.clock.setSystemTime(today(18, 26, 0))
      await page.clock.runFor(10_000)
      await expect.poll(() => frame.locator("#checkout-minute").inputValue()).toBe("26")
      expect(await frame.getByTestId("order-time-moved").textContent()).toBe(TEXT[lang].moved)
      expect(checkout.sent).toEqual([])

      await frame.locator("#checkout-hour").selectOption("19")
      await frame.locator("#checkout-minute").selectOption("30")
      await press(frame.getByTestId("place-order"), size)
      await frame.waitForURL(/\/widget\/order\/\d+/, { timeout: 30_000 })
      await frame.getByTestId("order-status").waitFor({ timeout: 20_000 })
      expect(checkout.sent.map((b) => [b.order_for_later, b.order_time])).toEqual([[1, "19:30"]])
      const order = checkout.answers[0] as Wire.Order

      // The order page: the time ordered for, and what was ordered, while it waits for 19:30.
      expect(await frame.getByTestId("order-scheduled").textContent()).toBe(TEXT[lang].scheduled)
      expect(await frame.getByTestId("order-time").textContent()).toBe("19:30")
      expect(await frame.getByTestId("order-total").textContent()).toBe(Money.formatPrice(order.price, lang))
      expect(await frame.getByTestId("order-address").textContent()).toBe(NEAR.string)
      expect(await frame.getByTestId("order-payment").textContent()).toBe(TEXT[lang].cash)
      expect(await frame.getByTestId("order-line").first().textContent()).toContain("Margherita")
      expect(await axeViolations(frame)).toEqual([])

      // My Orders says it too.
      await frame.getByRole("link", { name: /Powrót do menu|Back to menu/ }).click()
      await frame.getByRole("button", { name: "Menu", exact: true }).click()
      await frame
        .locator('[role="dialog"][data-modal="account-panel"]')
        .getByRole("button", { name: new RegExp(TEXT[lang].orders) })
        .click()
      const entry = frame.locator(`[role="dialog"][data-modal="orders-panel"] a[data-order-id="${order.id}"]`)
      await entry.waitFor({ timeout: 20_000 })
      expect(await entry.getByTestId("order-entry-time").textContent()).toBe(TEXT[lang].scheduled)
      expect(await axeViolations(frame)).toEqual([])
      await page.close()
    })
})

/** Adds a half-and-half, a combo and 100 points to the signed-in customer's stored cart, from inside the widget. */
const fillCart = (frame: Frame, sandboxUrl: string) =>
  frame.evaluate(
    async ({ base, half, combo }) => {
      const token = localStorage.getItem("access_token") ?? ""
      const uuid = localStorage.getItem("cart_uuid") ?? ""
      const call = async (path: string, body: unknown) => {
        const r = await fetch(`${base}${path}?widget=true`, {
          method: "POST",
          credentials: "include",
          headers: { "Content-Type": "application/json", Accept: "application/json", Authorization: `Bearer ${token}` },
          body: JSON.stringify(body),
        })
        if (!r.ok) throw new Error(`${path}: ${r.status}`)
      }
      await call("/customer/cart/add-item", {
        restaurant_id: 1,
        item: half,
        ignore_unique_product: 1,
        type: 1,
        cart_uuid: uuid,
      })
      await call("/customer/cart/add-combo-item", { ...combo, cart_uuid: uuid })
      await call("/customer/cart/add-points", { restaurant_id: 1, amount: 100, cart_uuid: uuid })
    },
    { base: sandboxUrl, half: HALF_AND_HALF_ITEM, combo: addPepperoniComboRequest("") },
  )

/** Moves the order on one status (the sandbox's clock) and lets the page poll until it shows it. */
const nextStatus = async (page: Page, frame: Frame, status: number) => {
  offset += STEP
  await expect
    .poll(
      async () => {
        if ((await frame.getByTestId("order-status").getAttribute("data-status")) === String(status)) return true
        await page.clock.runFor(2_500)
        return false
      },
      { timeout: 30_000, interval: 100 },
    )
    .toBe(true)
}

describe("the order page is worth watching in every status", () => {
  for (const { size, lang } of VARIANTS)
    it(`inline on the restaurant's page, ${size.width}×${size.height}, ${lang}`, { timeout: 120_000 }, async () => {
      const { page, frame } = await openEmbeddedCheckout(journey.browser, journey.stack, {
        size,
        lang,
        mode: "inline",
        cart: { type: 1, withAddress: true, signedIn: true },
        beforeOpen: clockAt(Date.now()),
      })
      await fillCart(frame, journey.stack.sandboxUrl)
      await frame.goto(`${journey.stack.widgetUrl}/widget/checkout?restaurantId=1&lang=${lang}`)
      await frame.getByTestId("place-order").waitFor({ timeout: 20_000 })
      const checkout = watchCheckout(page)
      await placeOrder(frame, size, lang)
      await frame.waitForURL(/\/widget\/order\/\d+/, { timeout: 30_000 })
      await frame.getByTestId("order-status").waitFor({ timeout: 20_000 })
      const order = checkout.answers[0] as Wire.Order
      const receipt = Orders.orderReceipt(order)
      const money = (g: Money.Grosze) => Money.formatPrice(g, lang)
      expect(receipt.points).toBe(1000)
      expect(receipt.addsUp).toBe(true)

      /** What the page shows of the order, the same in every status. */
      const contents = async () => {
        const text = (await frame.locator("main").textContent()) ?? ""
        for (const part of [
          TEXT[lang].firstHalf,
          TEXT[lang].secondHalf,
          TEXT[lang].combo,
          TEXT[lang].without,
          "32 cm",
          NEAR.string,
        ])
          expect(text, part).toContain(part)
        expect(await frame.getByTestId("order-total").textContent()).toBe(money(order.price))
        const rows = await frame
          .getByTestId("order-receipt")
          .locator("dd")
          .evaluateAll((dds) => dds.map((d) => d.textContent))
        // Items + fee − discount − points, and the total: the server's.
        expect(rows).toEqual(
          [
            money(receipt.items),
            receipt.delivery === null ? null : money(receipt.delivery),
            receipt.discount > 0 ? `−${money(receipt.discount)}` : null,
            `−${money(receipt.points)}`,
            money(receipt.total),
          ].filter((r) => r !== null),
        )
        expect(await frame.getByTestId("order-phone").getAttribute("href")).toBe("tel:+48221234567")
        expect(await frame.getByTestId("order-payment").textContent()).toBe(TEXT[lang].cash)
        expect(await axeViolations(frame)).toEqual([])
      }

      for (const status of [1, 2, 3]) {
        if (status > 1) await nextStatus(page, frame, status)
        expect(await frame.getByTestId("order-preparing").count()).toBe(1)
        expect(await frame.getByTestId("order-eta").textContent()).toMatch(/\d+ min/)
        expect(await frame.getByTestId("order-summary").count()).toBe(1)
        await contents()
      }

      // Status 4: neither SPEC view, its own 'on the way' view with the ETA.
      await nextStatus(page, frame, 4)
      expect(await frame.getByTestId("order-preparing").count()).toBe(0)
      expect(await frame.getByTestId("order-detail").count()).toBe(0)
      const onTheWay = frame.getByTestId("order-on-the-way")
      expect(await onTheWay.getByRole("heading").textContent()).toBe(TEXT[lang].onTheWay)
      expect(await onTheWay.getByTestId("order-eta").textContent()).toMatch(TEXT[lang].arrives)
      await contents()

      // Finished: the detail view, the receipt with its points line.
      await nextStatus(page, frame, 5)
      expect(await frame.getByTestId("order-on-the-way").count()).toBe(0)
      expect(await frame.getByTestId("order-detail").count()).toBe(1)
      expect(await frame.getByTestId("order-receipt").textContent()).toContain(TEXT[lang].points)
      await contents()
      await page.close()
    })
})
