import type { Frame, Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { Cart, Money } from "../../domain"
import { axeViolations } from "../support/browser/axe"
import { DESKTOP, MOBILE, type Size } from "../support/browser/journey"
import { setUpJourney } from "../support/browser/journey-setup"
import { openEmbeddedCheckout, press } from "./embedded-checkout"

/**
 * The fee follows the address, zones decided up front (issue 27, point 2): embedded inline on the
 * restaurant's page (another origin), on a touch phone and a laptop, in Polish and English. A cart on
 * a 7,99 zł address moved at checkout to a 5,99 zł one shows and charges 5,99 zł; an address beyond
 * every zone (Pruszków, 15 km) chosen on the cart page shows the server's message with pickup or
 * another address, no Confirm, no usable Place order, and no checkout call until pickup is chosen.
 */
const journey = setUpJourney()

/** Górczewska 124: 5.9 km from the pizzeria, its 7,99 zł zone. */
const ZONE_799 = { string: "Górczewska 124, 01-460, Warszawa, Polska", latitude: "52.2395", longitude: "20.9277" }

const TEXT = {
  pl: {
    change: "Zmień",
    addNew: "Dodaj nowy adres",
    add: "Dodaj adres",
    close: "Zamknij",
    phone: "Numer telefonu",
    pickup: "Zmień na odbiór osobisty",
    another: "Wybierz inny adres",
    address: "Adres dostawy",
  },
  en: {
    change: "Change",
    addNew: "Add New Address",
    add: "Add Address",
    close: "Close",
    phone: "Phone number",
    pickup: "Switch to pickup",
    another: "Choose another address",
    address: "Delivery address",
  },
} as const

/** The server's cart of the widget's stored cart_uuid, and its total as the widget formats it. */
const serverCartOf = async (frame: Frame, lang: "pl" | "en") => {
  const uuid = await frame.evaluate(() => localStorage.getItem("cart_uuid"))
  const r = await fetch(`${journey.stack.sandboxUrl}/customer/cart?restaurant_id=1&cart_uuid=${uuid}&widget=true`)
  const cart = (
    (await r.json()) as {
      data: {
        prices: { sub_total: number; delivery: number; discount: number }
        point_amount: number
        address_id: number | null
      }
    }
  ).data
  const total = Cart.cartTotal({
    sub_total: Money.fromZloty(cart.prices.sub_total),
    delivery: Money.fromZloty(cart.prices.delivery),
    discount: Money.fromZloty(cart.prices.discount),
    point_amount: Money.fromZloty(cart.point_amount),
  })
  return { delivery: cart.prices.delivery, totalText: Money.formatPrice(total, lang) }
}

/** Adds a new address through the open address list: typed, picked from the suggestions, saved. */
const addAddress = async (frame: Frame, size: Size, lang: "pl" | "en", typed: string, pick: string) => {
  const dialog = frame.locator('[role="dialog"][data-modal="address"]')
  await dialog.waitFor()
  await press(dialog.getByRole("button", { name: TEXT[lang].addNew }), size)
  await dialog.getByRole("combobox").fill(typed)
  await frame.getByRole("option", { name: pick }).waitFor()
  await press(frame.getByRole("option", { name: pick }), size)
  await expect.poll(() => dialog.getByRole("combobox").inputValue()).toBe(pick)
  await press(dialog.getByRole("button", { name: TEXT[lang].add }), size)
  await dialog.waitFor({ state: "detached" })
}

/** The embedded checkout (inline) of a delivery cart on the 7,99 zł zone's address. */
const openOn799Zone = (size: Size, lang: "pl" | "en") =>
  openEmbeddedCheckout(journey.browser, journey.stack, {
    size,
    lang,
    mode: "inline",
    cart: { type: 1, withAddress: true, address: ZONE_799 },
  })

const checkoutCalls = (page: Page): { count: number } => {
  const seen = { count: 0 }
  page.on("request", (r) => {
    if (r.url().includes("/customer/cart/checkout")) seen.count++
  })
  return seen
}

describe("the fee follows the address", () => {
  for (const [size, lang] of [
    [MOBILE, "pl"],
    [DESKTOP, "en"],
  ] as const)
    it(`checkout: from the 7,99 zł zone to the 5,99 zł zone shows and charges 5,99 zł (${size.width}×${size.height}, ${lang})`, {
      timeout: 90_000,
    }, async () => {
      const { page, frame } = await openOn799Zone(size, lang)
      const summary = frame.locator("aside[aria-labelledby='checkout-summary']")
      await expect.poll(() => summary.textContent()).toContain(Money.formatPrice(Money.fromZloty(7.99), lang))
      await press(frame.getByRole("button", { name: TEXT[lang].change, exact: true }), size)
      await addAddress(frame, size, lang, "nowy swiat", "Nowy Świat 21, 00-029, Warszawa, Polska")
      // The server's cart is read again: its fee and total are what the summary shows.
      await expect.poll(async () => (await serverCartOf(frame, lang)).delivery).toBe(5.99)
      const server = await serverCartOf(frame, lang)
      await expect.poll(() => frame.getByTestId("checkout-total").textContent()).toBe(server.totalText)
      expect(await summary.textContent()).toContain(Money.formatPrice(Money.fromZloty(5.99), lang))
      expect(await summary.textContent()).not.toContain(Money.formatPrice(Money.fromZloty(7.99), lang))
      expect(await axeViolations(frame)).toEqual([])

      await frame.getByLabel(TEXT[lang].phone).fill("600100200")
      await frame.locator('[data-payment="cash_method"] input').check()
      const placed = page.waitForResponse((r) => r.url().includes("/customer/cart/checkout"))
      await press(frame.getByTestId("place-order"), size)
      const answer = (await (await placed).json()) as {
        data: { order: { prices: { delivery: number }; price: number } }
      }
      expect(answer.data.order.prices.delivery).toBe(5.99)
      await frame.waitForURL(/\/widget\/order\/\d+/, { timeout: 30_000 })
      await page.close()
    })

  for (const [size, lang] of [
    [DESKTOP, "pl"],
    [MOBILE, "en"],
  ] as const)
    it(`menu header: a new address in the 5,99 zł zone re-reads the cart, and the bar's total includes 5,99 zł (${size.width}×${size.height}, ${lang})`, {
      timeout: 90_000,
    }, async () => {
      const { page, frame } = await openOn799Zone(size, lang)
      await frame.goto(`${journey.stack.widgetUrl}/widget?restaurantId=1&lang=${lang}`)
      const includes = frame.getByTestId("cart-total-includes")
      await expect.poll(() => includes.textContent()).toContain(Money.formatPrice(Money.fromZloty(7.99), lang))
      await press(frame.getByRole("button", { name: /Górczewska 124/ }).first(), size)
      await addAddress(frame, size, lang, "nowy swiat", "Nowy Świat 21, 00-029, Warszawa, Polska")
      await expect.poll(async () => (await serverCartOf(frame, lang)).delivery).toBe(5.99)
      await expect.poll(() => includes.textContent()).toContain(Money.formatPrice(Money.fromZloty(5.99), lang))
      expect(await frame.getByTestId("cart-total").textContent()).toBe((await serverCartOf(frame, lang)).totalText)
      expect(await axeViolations(frame)).toEqual([])
      await page.close()
    })

  for (const [size, lang] of [
    [MOBILE, "en"],
    [DESKTOP, "pl"],
  ] as const)
    it(`cart page: an address beyond every zone shows the server's message, offers pickup or another address, and sends no checkout (${size.width}×${size.height}, ${lang})`, {
      timeout: 90_000,
    }, async () => {
      const { page, frame } = await openEmbeddedCheckout(journey.browser, journey.stack, { size, lang, mode: "inline" })
      const calls = checkoutCalls(page)
      await frame.goto(`${journey.stack.widgetUrl}/widget/cart?restaurantId=1&lang=${lang}`)
      await press(frame.getByRole("button", { name: new RegExp(TEXT[lang].address) }), size)
      await addAddress(frame, size, lang, "kraszewskiego", "Kraszewskiego 14/16, 05-800 Pruszków, Polska")
      // SPEC §8: the failed check's message as a Warning; closed, the cart page keeps saying it.
      const message = frame.locator('[role="dialog"][data-modal="message"]')
      await message.waitFor()
      expect(await message.textContent()).toContain("Adres poza strefą dostawy")
      await press(message.getByRole("button", { name: TEXT[lang].close }).last(), size)
      await message.waitFor({ state: "detached" })
      const block = frame.getByTestId("delivery-block")
      await block.waitFor()
      expect(await block.getByRole("alert").textContent()).toBe("Adres poza strefą dostawy")
      expect(await block.getByRole("button").allTextContents()).toEqual([TEXT[lang].pickup, TEXT[lang].another])
      expect(await frame.getByRole("link", { name: lang === "pl" ? "Potwierdź" : "Confirm" }).count()).toBe(0)
      expect(await axeViolations(frame)).toEqual([])

      // Straight to the checkout: Place order is not usable, and Enter in the form sends nothing either.
      await frame.goto(`${journey.stack.widgetUrl}/widget/checkout?restaurantId=1&lang=${lang}`)
      await frame.getByTestId("place-order").waitFor()
      await frame.getByTestId("delivery-block").waitFor()
      expect(await frame.getByTestId("place-order").isDisabled()).toBe(true)
      await frame.getByLabel(TEXT[lang].phone).fill("600100200")
      await frame.getByLabel(TEXT[lang].phone).press("Enter")
      await page.waitForTimeout(500)
      expect(calls.count).toBe(0)

      // Pickup instead: the block goes, Place order works.
      await press(frame.getByTestId("delivery-block").getByRole("button", { name: TEXT[lang].pickup }), size)
      await frame.getByTestId("delivery-block").waitFor({ state: "detached" })
      await expect.poll(() => frame.getByTestId("place-order").isDisabled()).toBe(false)
      await frame.locator('[data-payment="cash_method"] input').check()
      await press(frame.getByTestId("place-order"), size)
      await frame.waitForURL(/\/widget\/order\/\d+/, { timeout: 30_000 })
      expect(calls.count).toBe(1)
      await page.close()
    })
})
