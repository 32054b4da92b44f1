import type { Grosze } from "../money/money"
import { addonOptionsById } from "../product/price"
import type { Cart, CartAddon, CartItem, ComboItem } from "../wire/cart"
import type { Product, ProductSummary } from "../wire/product"
import { cartTotal } from "./total"

/**
 * What the cart page shows of each line (SPEC §2 Cart page, §3 Cart). The server's cart is the
 * word on prices: a line's price is the server's line total, the summary is the server's totals and
 * the total is SPEC §9's sum. Names of add-ons and excluded ingredients come from the cart when it
 * echoes them, else from the menu (the API may send bare ids).
 */

/** An add-on (or excluded ingredient) as the line lists it. */
export interface CartLineAddon {
  readonly id: number
  readonly name: string
}

/** One half of a half-and-half pizza with the add-ons chosen for it. */
export interface CartLineHalf {
  readonly name: string
  readonly size: string | null
  readonly addons: ReadonlyArray<CartLineAddon>
}

/** An item line: a product, or a half-and-half pizza (`halves` not null). */
export interface CartItemLine {
  readonly kind: "item"
  /** The line key (uuid, else hash, else map key): what change-item-quantity sends as item_uuid. */
  readonly key: string
  readonly productId: number
  /** Every product the line is made of: the product, and the second half's of a half-and-half (allergen warnings). */
  readonly productIds: ReadonlyArray<number>
  readonly name: string
  readonly size: string | null
  readonly logo: string | null
  readonly addons: ReadonlyArray<CartLineAddon>
  readonly excluded: ReadonlyArray<CartLineAddon>
  readonly halves: { readonly first: CartLineHalf; readonly second: CartLineHalf } | null
  readonly quantity: number
  readonly price: Grosze
}

/** A combo line: each group with the product chosen for it. */
export interface CartComboLine {
  readonly kind: "combo"
  readonly key: string
  readonly comboId: number
  /** The products chosen in the combo's groups (allergen warnings). */
  readonly productIds: ReadonlyArray<number>
  readonly name: string
  readonly logo: string | null
  readonly groups: ReadonlyArray<{ readonly productName: string; readonly size: string | null }>
  readonly quantity: number
  readonly price: Grosze
}

export type CartLine = CartItemLine | CartComboLine

/** A free gift the cart earned (SPEC §3 gifts: product, quantity); always free. */
export interface CartGiftLine {
  readonly name: string
  readonly size: string | null
  readonly logo: string | null
  readonly quantity: number
  readonly free: true
}

type Keyed<V> = { readonly key: string; readonly value: V }

const byId = (products: ReadonlyArray<Product>): ReadonlyMap<number, Product> => new Map(products.map((p) => [p.id, p]))

/** The add-ons of a line by name: echoed objects as sent, bare ids looked up in the product's add-on options. */
const addonNames = (addons: ReadonlyArray<CartAddon>, product: Product | undefined): ReadonlyArray<CartLineAddon> => {
  const options = product ? addonOptionsById(product) : new Map()
  return addons.flatMap((a) => {
    if (typeof a !== "number") return [{ id: a.id, name: a.name }]
    const found = options.get(a)
    return found ? [{ id: a, name: found.name as string }] : []
  })
}

/** Excluded ingredients by name: echoed objects as sent, bare ids looked up in the product's ingredients. */
const excludedNames = (
  excluded: ReadonlyArray<CartAddon>,
  product: Product | undefined,
): ReadonlyArray<CartLineAddon> =>
  excluded.flatMap((a) => {
    if (typeof a !== "number") return [{ id: a.id, name: a.name }]
    const found = product?.ingredients.find((i) => i.id === a)
    return found ? [{ id: a, name: found.name }] : []
  })

const nameOf = (summary: ProductSummary | null, product: Product | undefined): string =>
  summary?.name || product?.name || ""

const itemLine = (line: Keyed<CartItem>, menu: ReadonlyMap<number, Product>): CartItemLine => {
  const item = line.value
  const product = menu.get(item.product_id)
  const size = item.product?.variable_name ?? product?.variable_name ?? null
  const addons = addonNames(item.addons, product)
  const special = item.special
  const secondId = special?.data.product_id
  const secondProduct = secondId === undefined ? undefined : menu.get(secondId)
  const halves =
    special === null
      ? null
      : {
          first: { name: nameOf(item.product, product), size, addons },
          second: {
            name: nameOf(special.data.product ?? null, secondProduct),
            size: special.data.product?.variable_name ?? secondProduct?.variable_name ?? null,
            addons: addonNames(special.data.addons, secondProduct),
          },
        }
  return {
    kind: "item",
    key: line.key,
    productId: item.product_id,
    productIds: secondId === undefined ? [item.product_id] : [item.product_id, secondId],
    name: halves ? `${halves.first.name} / ${halves.second.name}` : nameOf(item.product, product),
    size,
    logo: item.product?.logo ?? product?.logo ?? null,
    addons: halves ? [] : addons,
    excluded: excludedNames(item.exclude_ingredients, product),
    halves,
    quantity: item.quantity,
    price: item.price,
  }
}

const comboLine = (line: Keyed<ComboItem>): CartComboLine => {
  const combo = line.value
  return {
    kind: "combo",
    key: line.key,
    comboId: combo.combo?.id ?? combo.combo_id,
    productIds: combo.groups.flatMap((g) => (g.product?.id == null ? [] : [g.product.id])),
    name: combo.combo?.name || combo.name,
    logo: combo.combo?.logo ?? combo.logo,
    groups: combo.groups.flatMap((g) =>
      g.product === null ? [] : [{ productName: g.product.name, size: g.product.variable_name }],
    ),
    quantity: combo.quantity,
    price: combo.price,
  }
}

/**
 * The cart's lines in the order the server sent them: items first, then combos (list- and
 * map-shaped combo_items alike, since both decode to one keyed list). `products` is the menu, used
 * only to name add-ons and ingredients the server sent as bare ids.
 */
export const cartLines = (cart: Cart, products: ReadonlyArray<Product> = []): ReadonlyArray<CartLine> => {
  const menu = byId(products)
  return [...cart.items.map((l) => itemLine(l, menu)), ...cart.combo_items.map(comboLine)]
}

/** The cart's free gifts with their quantity, each marked free (SPEC §2 'free gifts'). */
export const cartGifts = (cart: Cart): ReadonlyArray<CartGiftLine> =>
  cart.gifts.map((g) => ({
    name: g.product.name,
    size: g.product.variable_name,
    logo: g.product.logo,
    quantity: g.quantity,
    free: true as const,
  }))

/** The price summary (SPEC §2, §9): the server's sub_total, delivery, discount and point_amount, and the total. */
export interface CartSummary {
  readonly subTotal: Grosze
  readonly delivery: Grosze
  readonly discount: Grosze
  readonly points: Grosze
  readonly total: Grosze
}

export const cartSummary = (cart: Cart): CartSummary => ({
  subTotal: cart.prices.sub_total,
  delivery: cart.prices.delivery,
  discount: cart.prices.discount,
  points: cart.point_amount,
  total: cartTotal({
    sub_total: cart.prices.sub_total,
    delivery: cart.prices.delivery,
    discount: cart.prices.discount,
    point_amount: cart.point_amount,
  }),
})

/** Whether the cart page shows its empty state: no cart, or one without items and combos (gifts alone are not an order). */
export const cartIsEmpty = (cart: Cart | null): boolean =>
  cart === null || (cart.items.length === 0 && cart.combo_items.length === 0)

/** The recommended products worth showing: not already in the cart (the server filters too; a stale list must not offer a line twice). */
export const recommendedNotInCart = (
  recommended: ReadonlyArray<Product>,
  cart: Cart | null,
): ReadonlyArray<Product> => {
  const inCart = new Set((cart?.items ?? []).map((l) => l.value.product_id))
  return recommended.filter((p) => !inCart.has(p.id))
}
