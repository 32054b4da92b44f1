import { Schema } from "effect"
import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { Cart, Money, Wire } from "../../domain"
import { axeViolations } from "../support/browser/axe"
import { DESKTOP, MOBILE, modal, type Size, shoot } from "../support/browser/journey"
import { setUpJourney } from "../support/browser/journey-setup"
import { addFault, clearFaultsAfterEach } from "../support/faults"

/**
 * The cart page (issue 11) against the sandbox: carts are built over HTTP (a guest cart's uuid is its
 * key), stored as cart_uuid, and the page is opened on /widget/cart. Texts are the Polish ones the
 * widget shows by default.
 */
const journey = setUpJourney()
clearFaultsAfterEach(journey)

const api = async (method: string, path: string, body?: unknown, token?: string) => {
  const res = await fetch(`${journey.stack.sandboxUrl}${path}`, {
    method,
    headers: {
      "content-type": "application/json",
      accept: "application/json",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return (await res.json()) as { data: Record<string, unknown> & { uuid?: string; token?: string } }
}

type Item = { product_id: number; addons?: number[]; quantity?: number }

/** A pickup cart (type 3) holding `items` (and `combos`), made over HTTP; optionally a signed-in customer's. */
const cartWith = async (items: ReadonlyArray<Item>, token?: string, combos: ReadonlyArray<unknown> = []) => {
  const uuid = (await api("POST", "/customer/cart/for-guest?restaurant_id=1&type=3", undefined, token)).data.uuid
  if (!uuid) throw new Error("no cart")
  for (const item of items)
    await api(
      "POST",
      "/customer/cart/add-item?widget=true",
      {
        restaurant_id: 1,
        item: { addons: [], quantity: 1, exclude_ingredients: [], ...item },
        ignore_unique_product: 1,
        type: 3,
        cart_uuid: uuid,
      },
      token,
    )
  for (const combo of combos)
    await api("POST", "/customer/cart/add-combo-item?widget=true", { ...(combo as object), cart_uuid: uuid }, token)
  return uuid
}

const serverCart = async (uuid: string, token?: string) => {
  const res = await fetch(`${journey.stack.sandboxUrl}/customer/cart?restaurant_id=1&cart_uuid=${uuid}&widget=true`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  })
  return Schema.decodeUnknownSync(Wire.CartResponse)(await res.json()).data
}

const totalText = (cart: Wire.Cart) => Money.formatPrice(Cart.cartSummary(cart).total, "pl")

/** Opens /widget/cart with this cart stored (and a token, when signed in). */
const openCart = async (uuid: string, options: { size?: Size; token?: string; query?: string } = {}) => {
  const page = await journey.browser.newPage({ viewport: options.size ?? MOBILE })
  await page.addInitScript(
    ([cart, token]) => {
      if (sessionStorage.getItem("seeded")) return
      sessionStorage.setItem("seeded", "1")
      localStorage.setItem("cart_uuid", cart ?? "")
      localStorage.setItem("orderType", "pickup")
      if (token) localStorage.setItem("access_token", token)
    },
    [uuid, options.token ?? ""],
  )
  await page.goto(`${journey.stack.widgetUrl}/widget/cart?restaurantId=1${options.query ?? ""}`)
  await page.getByRole("heading", { name: "Koszyk", level: 1 }).waitFor()
  return page
}

const pageTotal = (page: Page) => page.getByTestId("cart-page-total").textContent()
const line = (page: Page, name: string) => page.locator("li[data-line]", { has: page.getByRole("heading", { name }) })
const settled = (page: Page) =>
  expect.poll(() => page.locator("li[data-line][aria-busy='true']").count(), { timeout: 15_000 }).toBe(0)

describe("cart lines", () => {
  it("rapid quantity changes end on the last choice, one line, totals equal to the server's", async () => {
    const uuid = await cartWith([{ product_id: 1082 }])
    const page = await openCart(uuid)
    await addFault(journey.stack.sandboxUrl, { route: "/customer/cart/change-item-quantity", latencyMs: 250 })
    const select = page.getByLabel("Ilość: Tiramisu")
    for (const n of ["2", "3", "4", "5"]) await select.selectOption(n)
    await settled(page)
    const cart = await serverCart(uuid)
    expect(cart.items.map((l) => l.value.quantity)).toEqual([5])
    expect(await select.inputValue()).toBe("5")
    await expect.poll(() => pageTotal(page)).toBe(totalText(cart))
    await page.close()
  })

  it("a fault during a quantity change shows a message and puts the line back to the server's quantity", async () => {
    const uuid = await cartWith([{ product_id: 1082, quantity: 2 }])
    const page = await openCart(uuid)
    await addFault(journey.stack.sandboxUrl, { route: "/customer/cart/change-item-quantity", status: 500, times: 1 })
    await page.getByLabel("Ilość: Tiramisu").selectOption("6")
    const message = modal(page, "message")
    await message.waitFor()
    expect(await message.textContent()).toContain("Injected fault: HTTP 500")
    await expect.poll(() => page.getByLabel("Ilość: Tiramisu").inputValue()).toBe("2")
    expect((await serverCart(uuid)).items[0]?.value.quantity).toBe(2)
    await message.getByRole("button").last().click()
    await page.close()
  })

  it("removing the last line shows the empty state with a way back to the menu", async () => {
    const uuid = await cartWith([{ product_id: 1082 }])
    const page = await openCart(uuid)
    await page.getByRole("button", { name: "Usuń Tiramisu" }).click()
    await page.getByText("Twój koszyk jest pusty").waitFor()
    // The line leaves the screen as the removal is sent; the server's answer may still be on its way.
    await expect.poll(async () => (await serverCart(uuid)).items).toEqual([])
    await page.getByRole("link", { name: "Przejdź do menu" }).click()
    await page.locator("main h2").first().waitFor()
    expect(new URL(page.url()).pathname).toBe("/widget/")
    await page.close()
  })

  it("a half-and-half line lists both halves and a combo lists each group's product, in both combo shapes", async () => {
    const combo = {
      combo_id: 901,
      quantity: 1,
      groups: [{ group_id: 9101, option_id: 9202, product_id: 1020, extra: 0 }],
    }
    const uuid = await cartWith(
      [
        {
          product_id: 1002,
          addons: [6001],
          ...{ special: { type: "double", data: { product_id: 1020, addons: [6001] } } },
        },
      ],
      undefined,
      [combo],
    )
    for (const shape of ["list", "map"] as const) {
      const page = await journey.browser.newPage({ viewport: MOBILE })
      if (shape === "map")
        // The PHP API may key combo_items by hash: the same cart, served as a map.
        await page.route("**/customer/cart?*", async (route) => {
          const response = await route.fetch()
          const body = (await response.json()) as { data: { combo_items: Array<{ hash: string }> } }
          const map = Object.fromEntries(body.data.combo_items.map((c) => [c.hash, c]))
          await route.fulfill({ response, json: { ...body, data: { ...body.data, combo_items: map } } })
        })
      await page.addInitScript((cart) => {
        localStorage.setItem("cart_uuid", cart)
        localStorage.setItem("orderType", "pickup")
      }, uuid)
      await page.goto(`${journey.stack.widgetUrl}/widget/cart?restaurantId=1`)
      const comboLine = line(page, "Zestaw dla dwojga")
      await comboLine.waitFor()
      expect(await comboLine.textContent()).toContain("Pepperoni")
      const half = line(page, "Margherita / Pepperoni")
      expect(await half.textContent()).toContain("½ Margherita")
      expect(await half.textContent()).toContain("½ Pepperoni")
      await page.close()
    }
  })

  it("a recommended product with nothing to choose is added; one with choices opens the customisation modal", async () => {
    const uuid = await cartWith([{ product_id: 1087 }])
    const page = await openCart(uuid)
    await page.getByRole("button", { name: "Dodaj: Tiramisu" }).click()
    await line(page, "Tiramisu").waitFor()
    const cart = await serverCart(uuid)
    expect(cart.items.map((l) => l.value.product_id).sort()).toEqual([1082, 1087])
    await expect.poll(() => pageTotal(page)).toBe(totalText(cart))
    // Tiramisu left the popular list: it is in the cart now.
    expect(await page.getByRole("button", { name: "Dodaj: Tiramisu" }).count()).toBe(0)
    await page.getByRole("button", { name: "Dodaj: Margherita" }).click()
    await modal(page, "product").waitFor()
    await page.close()
  })
})

describe("offers, promo code and points", () => {
  it("an offer is applied and removed; a refused one shows the server's message, a lost answer 'Error applying offer'", async () => {
    const uuid = await cartWith([{ product_id: 1082 }])
    const page = await openCart(uuid)
    await page.getByRole("button", { name: "Zastosuj: -15% na makarony" }).click()
    const message = modal(page, "message")
    await message.waitFor()
    expect(await message.textContent()).toContain("W koszyku nie ma produktów objętych tą ofertą")
    await message.getByRole("button").last().click()
    await message.waitFor({ state: "detached" })

    const pasta = await cartWith([{ product_id: 1082 }, { product_id: 1064, addons: [6080] }])
    const pastaPage = await openCart(pasta)
    const before = await serverCart(pasta)
    // The button turns to 'Usuń' as the click is made (the cart shows the offer at once); the server
    // has it once its answer is in.
    const answered = pastaPage.waitForResponse((r) => r.url().includes("/customer/cart/apply-offer"))
    await pastaPage.getByRole("button", { name: "Zastosuj: -15% na makarony" }).click()
    await answered
    await pastaPage.getByRole("button", { name: "Usuń: -15% na makarony" }).waitFor()
    const applied = await serverCart(pasta)
    expect(applied.offer_id).toBe(2)
    expect(applied.prices.discount).toBeGreaterThan(before.prices.discount)
    await expect.poll(() => pageTotal(pastaPage)).toBe(totalText(applied))
    await pastaPage.getByRole("button", { name: "Usuń: -15% na makarony" }).click()
    await pastaPage.getByRole("button", { name: "Zastosuj: -15% na makarony" }).waitFor()
    await expect.poll(() => pageTotal(pastaPage)).toBe(totalText(before))

    // Chromium silently resends a request once when a kept-alive socket resets: drop every attempt.
    await addFault(journey.stack.sandboxUrl, { route: "/customer/cart/apply-offer", drop: true })
    await pastaPage.getByRole("button", { name: "Zastosuj: -15% na makarony" }).click()
    const lost = modal(pastaPage, "message")
    await lost.waitFor()
    expect(await lost.textContent()).toContain("Błąd podczas stosowania oferty")
    // The cart on screen is the server's again: the offer is not applied.
    await pastaPage.getByRole("button", { name: "Zastosuj: -15% na makarony" }).waitFor()
    await page.close()
    await pastaPage.close()
  })

  it("promo code: empty does nothing, unknown / expired / below minimum show their messages, a valid one closes the modal", async () => {
    const uuid = await cartWith([{ product_id: 1082 }])
    const page = await openCart(uuid, { size: DESKTOP })
    const requests: string[] = []
    page.on("request", (r) => {
      if (r.url().includes("/customer/cart/add-discount")) requests.push(r.url())
    })
    await page.getByRole("button", { name: "Wpisz kod promocyjny" }).click()
    const promo = modal(page, "promo")
    await promo.waitFor()
    expect(await promo.getByRole("heading").textContent()).toBe("Wpisz kod promocyjny")
    const field = promo.getByPlaceholder("Yummy promo code...")
    const submit = promo.getByRole("button", { name: "Zatwierdź" })
    await submit.click()
    await page.waitForTimeout(300)
    expect(requests).toEqual([])
    for (const [code, text] of [
      ["NOPE", "Nieprawidłowy kod promocyjny"],
      ["LATO2024", "Kod promocyjny wygasł"],
      ["PIZZA5", "Minimalna wartość zamówienia dla tego kodu to 40,00 zł"],
    ] as const) {
      await field.fill(code)
      await submit.click()
      await expect.poll(() => promo.getByRole("alert").textContent()).toBe(text)
    }
    for (const size of [MOBILE, DESKTOP]) {
      await page.setViewportSize(size)
      expect(await axeViolations(page)).toEqual([])
    }
    await shoot(page, "cart-promo-modal")
    await field.fill("BELLA10")
    await submit.click()
    await promo.waitFor({ state: "detached" })
    await page.getByText("Kod BELLA10 zastosowany").waitFor()
    const cart = await serverCart(uuid)
    expect(cart.prices.discount).toBeGreaterThan(0)
    await expect.poll(() => pageTotal(page)).toBe(totalText(cart))
    await page.close()
  })

  it("points: each SPEC §5 message, then points taken off the total", async () => {
    const login = await api("POST", "/customer/login?widget=true", { email: "anna@example.com", password: "haslo123" })
    const token = login.data.token
    if (!token) throw new Error("no token")
    const uuid = await cartWith([{ product_id: 1082 }], token)
    const page = await openCart(uuid, { token })
    await page.getByText("Masz 350 pkt").waitFor()
    const field = page.getByPlaceholder("Liczba punktów")
    const use = page.getByRole("button", { name: "Użyj punktów" })
    const alert = page.locator("#cart-points-error")
    await use.click()
    await expect.poll(() => alert.textContent()).toBe("Wpisz liczbę punktów")
    await field.fill("351")
    await use.click()
    await expect.poll(() => alert.textContent()).toBe("Maksymalnie 350 pkt do wykorzystania")
    await addFault(journey.stack.sandboxUrl, { route: "/customer/cart/add-points", status: 500, times: 1 })
    await field.fill("50")
    await use.click()
    await expect.poll(() => alert.textContent()).toBe("Nie udało się użyć punktów")
    await use.click()
    await page.locator("[data-row='points']").waitFor()
    const cart = await serverCart(uuid, token)
    expect(cart.point_amount).toBe(500)
    await expect.poll(() => pageTotal(page)).toBe(totalText(cart))
    await page.close()
  })
})

describe("the page itself", () => {
  it("has no axe violations at 390 and 1280, goes back to the menu, and Confirm leads to checkout", async () => {
    const uuid = await cartWith([{ product_id: 1082, quantity: 2 }, { product_id: 1087 }])
    const page = await openCart(uuid)
    await line(page, "Tiramisu").waitFor()
    for (const size of [MOBILE, DESKTOP]) {
      await page.setViewportSize(size)
      expect(await axeViolations(page)).toEqual([])
    }
    await shoot(page, "cart-page")
    expect(await page.getByRole("link", { name: /Powrót do menu/ }).getAttribute("href")).toBe(
      "/widget/?restaurantId=1",
    )
    expect(await page.getByRole("link", { name: "Potwierdź" }).getAttribute("href")).toBe(
      "/widget/checkout?restaurantId=1",
    )
    await page.getByRole("link", { name: "Potwierdź" }).click()
    await expect.poll(() => new URL(page.url()).pathname).toBe("/widget/checkout")
    await page.close()
  })

  it("'View Cart' on the menu's bar leads to the cart page", async () => {
    const uuid = await cartWith([{ product_id: 1082 }])
    const page = await journey.browser.newPage({ viewport: MOBILE })
    await page.addInitScript((cart) => {
      localStorage.setItem("cart_uuid", cart)
      localStorage.setItem("orderType", "pickup")
    }, uuid)
    await page.goto(`${journey.stack.widgetUrl}/widget?restaurantId=1`)
    await page.getByTestId("cart-total").waitFor()
    await page.getByTestId("cart-total").click()
    await page.getByRole("heading", { name: "Koszyk", level: 1 }).waitFor()
    expect(new URL(page.url()).pathname).toBe("/widget/cart")
    await line(page, "Tiramisu").waitFor()
    await page.close()
  })
})
