import { Result, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { cartGifts, cartIsEmpty, cartLines, cartSummary, recommendedNotInCart } from "../../../domain/cart/lines"
import { cartTotal } from "../../../domain/cart/total"
import type { Grosze } from "../../../domain/money/money"
import { parseLog } from "../../../domain/replay/decode-log"
import type { WidgetEvent } from "../../../domain/widget/event"
import { Cart } from "../../../domain/wire/cart"
import { fixtureProducts, sessionText } from "../../support/fixtures"
import { aCart } from "../widget/entities"

type HeldCart = typeof Cart.Type

/** The last cart a recorded session stored: real server carts, decoded as the widget keeps them. */
const sessionCart = (file: string): HeldCart => {
  const decoded = parseLog(sessionText(file))
  if (Result.isFailure(decoded)) throw new Error(decoded.failure.message)
  const stored = decoded.success.filter(
    (e): e is Extract<WidgetEvent, { _tag: "CartStored" }> => e._tag === "CartStored",
  )
  const last = stored.at(-1)
  if (!last) throw new Error(`${file} stores no cart`)
  return last.cart
}
const menu = fixtureProducts(1)
const product = (id: number) => {
  const p = menu.find((x) => x.id === id)
  if (!p) throw new Error(`no product ${id}`)
  return p
}

describe("cart lines from the recorded sessions", () => {
  it("a half-and-half item lists both halves, each with its own add-ons, and the server's line price", () => {
    const [line] = cartLines(sessionCart("half-and-half.json"), menu)
    expect(line).toMatchObject({
      kind: "item",
      name: "Margherita / Pepperoni",
      size: "32 cm",
      quantity: 2,
      excluded: [{ id: 5003, name: "Świeża bazylia" }],
      halves: {
        first: {
          name: "Margherita",
          size: "32 cm",
          addons: [
            { id: 6002, name: "Grube" },
            { id: 6030, name: "Pieczarki" },
          ],
        },
        second: {
          name: "Pepperoni",
          size: "32 cm",
          addons: [
            { id: 6001, name: "Cienkie" },
            { id: 6031, name: "Oliwki" },
          ],
        },
      },
    })
    // The line price is the server's line total (the widget never re-prices a stored line).
    expect(line?.price).toBe(8330)
  })

  it("a plain item lists its add-ons by name, with the server's line price", () => {
    const [line] = cartLines(sessionCart("menu-customise.json"), menu)
    expect(line).toMatchObject({ kind: "item", name: "Margherita", size: "32 cm", halves: null, quantity: 2 })
    expect(line?.kind === "item" && line.addons.map((a) => a.name)).toEqual(["Cienkie", "Pieczarki"])
    expect(line?.kind === "item" && line.excluded.map((i) => i.name)).toEqual(["Świeża bazylia"])
    expect(line?.price).toBe(7680)
  })

  it("a combo lists each group's chosen product", () => {
    const lines = cartLines(sessionCart("combo.json"), menu)
    const combo = lines.find((l) => l.kind === "combo")
    expect(combo).toMatchObject({
      kind: "combo",
      name: "Zestaw dla dwojga",
      groups: [
        { productName: "Quattro Formaggi", size: "32 cm" },
        { productName: "Fanta", size: "0.5 l" },
        { productName: "Tiramisu", size: null },
      ],
    })
    expect(lines.map((l) => l.kind)).toEqual(["combo"])
  })

  it("combo items sent as a list and as a keyed map give the same lines", () => {
    const combos = [
      { key: "h1", quantity: 1 },
      { key: "h2", quantity: 3 },
    ]
    const list = cartLines(aCart({ combos, comboShape: "list" }))
    const map = cartLines(aCart({ combos, comboShape: "map" }))
    expect(map).toEqual(list)
    expect(list.map((l) => [l.key, l.quantity])).toEqual([
      ["h1", 1],
      ["h2", 3],
    ])
  })

  it("bare add-on and ingredient ids are named from the menu", () => {
    const wire = {
      uuid: "u1",
      prices: { sub_total: 40, delivery: 0, discount: 0 },
      items: [{ uuid: "l1", product_id: 1002, addons: [6002], exclude_ingredients: [5003], quantity: 1, price: 40 }],
    }
    const [line] = cartLines(Schema.decodeUnknownSync(Cart)(wire), menu)
    expect(line).toMatchObject({
      name: "Margherita",
      addons: [{ id: 6002, name: "Grube" }],
      excluded: [{ id: 5003, name: "Świeża bazylia" }],
    })
  })
})

describe("gifts, summary, empty state, recommended", () => {
  it("gifts keep their quantity and are marked free", () => {
    const cart = Schema.decodeUnknownSync(Cart)({
      uuid: "u1",
      prices: { sub_total: 120, delivery: 0, discount: 0 },
      gifts: [{ product: { id: 1083, name: "Panna cotta", variable_name: null }, quantity: 2 }],
    })
    expect(cartGifts(cart)).toEqual([{ name: "Panna cotta", size: null, logo: null, quantity: 2, free: true }])
  })

  it("the summary is the server's parts and the total is sub_total + delivery − discount − point_amount", () => {
    for (const file of ["menu-customise.json", "half-and-half.json", "combo.json", "cart-promo-offer.json"]) {
      const cart = sessionCart(file)
      const s = cartSummary(cart)
      expect(s.total).toBe(s.subTotal + s.delivery - s.discount - s.points)
      // The recorded server carts agree: their `price` is the same total.
      expect(s.total).toBe(cart.price)
    }
    // Pickup −10 %, the pasta offer and BELLA10 together, as the sandbox priced them.
    const s = cartSummary(sessionCart("cart-promo-offer.json"))
    expect(s).toEqual({ subTotal: 9670, delivery: 0, discount: 2981, points: 0, total: 6689 })
  })

  it("a total never goes below 0", () => {
    expect(
      cartTotal({
        sub_total: 100 as Grosze,
        delivery: 0 as Grosze,
        discount: 80 as Grosze,
        point_amount: 50 as Grosze,
      }),
    ).toBe(0)
  })

  it("a cart without items and combos is empty, gifts or not", () => {
    expect(cartIsEmpty(null)).toBe(true)
    expect(cartIsEmpty(aCart({}))).toBe(true)
    expect(cartIsEmpty(aCart({ items: [{ key: "k", quantity: 1 }] }))).toBe(false)
    expect(cartIsEmpty(aCart({ combos: [{ key: "k", quantity: 1 }] }))).toBe(false)
  })

  it("recommended products already in the cart are not offered again", () => {
    const cart = aCart({ items: [{ key: "k", quantity: 1 }] }) // product 1002
    expect(recommendedNotInCart([product(1002), product(1020)], cart).map((p) => p.id)).toEqual([1020])
  })
})
