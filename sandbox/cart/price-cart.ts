import { Address, Cart, Combo, Money, Product, type Wire } from "../../domain"
import type { RestaurantMenu } from "../catalogue/catalogue"
import { mediaUrl } from "../http/media"
import type { StoredCart } from "./cart-store"
import { deliveryFee } from "./delivery-fee"
import { offerDiscount, offerProblem, percentOf, pointsValue, promoCodeProblem, promoDiscount } from "./discounts"

/**
 * Turns a stored cart into the wire cart the widget decodes (domain `Cart`), computing every line
 * and total with the domain's pricing functions (linePrice, comboPrice, cartTotal), so the widget's
 * live prices and the server's totals agree by construction. Money leaves as złoty numbers, which is
 * what the wire `Money` schema decodes back to the same grosze.
 */

type Json = Record<string, unknown>

export interface PricedCart {
  readonly wire: Json
  readonly subTotal: Money.Grosze
  readonly delivery: Money.Grosze
  readonly discount: Money.Grosze
  readonly pointAmount: Money.Grosze
  readonly total: Money.Grosze
  /** The sum of the lines whose product is in a category (category offers). */
  readonly categoryTotal: (categoryId: number) => Money.Grosze
  /** The lines as an order keeps them (gifts included, with is_gift). */
  readonly orderItems: ReadonlyArray<Json>
}

const summary = (origin: string, product: Pick<Wire.Product, "id" | "name" | "logo" | "variable_name">) => ({
  id: product.id,
  name: product.name,
  logo: mediaUrl(origin, product.logo),
  variable_name: product.variable_name,
})

export const priceCart = (
  cart: StoredCart,
  menu: RestaurantMenu,
  origin: string,
  address: {
    readonly id: number
    readonly string: string
    readonly latitude: string
    readonly longitude: string
  } | null,
  today: string,
): PricedCart => {
  const items: Json[] = []
  const orderItems: Json[] = []
  const lineTotals: Array<{ categoryId: number | null; price: Money.Grosze }> = []
  for (const line of cart.doc.items) {
    const product = menu.products.get(line.product_id)
    if (!product) continue
    const second = line.special ? menu.products.get(line.special.data.product_id) : undefined
    const price = Product.linePrice({
      product,
      addonIds: line.addons,
      quantity: line.quantity,
      secondHalf: second && line.special ? { product: second, addonIds: line.special.data.addons } : undefined,
    })
    lineTotals.push({ categoryId: product.category_id, price })
    const addonsOf = (p: Wire.Product, ids: ReadonlyArray<number>) => {
      const byId = Product.addonOptionsById(p)
      return ids.flatMap((id) => {
        const ing = byId.get(id)
        return ing ? [{ id, name: ing.name, price: Money.toZloty(Product.addonPrice(ing)) }] : []
      })
    }
    const item: Json = {
      uuid: line.uuid,
      hash: line.uuid,
      product_id: product.id,
      product: summary(origin, product),
      addons: addonsOf(product, line.addons),
      exclude_ingredients: line.exclude_ingredients.map((id) => {
        const ing = product.ingredients.find((i) => i.id === id)
        return { id, name: ing?.name ?? "", price: Money.toZloty(ing?.price ?? Money.ZERO) }
      }),
      quantity: line.quantity,
      special:
        second && line.special
          ? {
              type: "double",
              data: {
                product_id: second.id,
                addons: addonsOf(second, line.special.data.addons),
                product: summary(origin, second),
              },
            }
          : null,
      price: Money.toZloty(price),
    }
    items.push(item)
    const name = second ? `${product.name} / ${second.name}` : product.name
    // The order keeps what the line was made of, so 'Order again' can rebuild it (Wire.OrderItem).
    orderItems.push({
      quantity: line.quantity,
      product: { ...summary(origin, product), name },
      is_gift: 0,
      price: Money.toZloty(price),
      addons: item.addons,
      exclude_ingredients: item.exclude_ingredients,
      special: item.special,
    })
  }
  const comboItems: Json[] = []
  for (const entry of cart.doc.combo_items) {
    const combo = menu.combos.get(entry.combo_id)
    if (!combo) continue
    const choice = new Map(entry.groups.map((g) => [g.group_id, g.option_id]))
    const price = Combo.comboPrice(combo, choice, entry.quantity)
    lineTotals.push({ categoryId: null, price })
    const groups = combo.groups.flatMap((group) => {
      const option = group.options.find((o) => o.id === choice.get(group.id))
      return option
        ? [
            {
              group_id: group.id,
              product: { ...option.product, logo: mediaUrl(origin, option.product.logo) },
              option: { id: option.id, extra_price: Money.toZloty(option.extra_price) },
              extra: Combo.chosenOptionExtra(group, option),
            },
          ]
        : []
    })
    const logo = mediaUrl(origin, combo.logo)
    comboItems.push({
      uuid: entry.uuid,
      hash: entry.uuid,
      combo: { id: combo.id, name: combo.name, logo },
      combo_id: combo.id,
      name: combo.name,
      logo,
      groups: groups.map(({ extra: _extra, ...g }) => g),
      extra: Money.toZloty(Money.sum(groups.map((g) => g.extra))),
      price: Money.toZloty(price),
      quantity: entry.quantity,
    })
    orderItems.push({
      quantity: entry.quantity,
      product: { id: combo.id, name: combo.name, logo, variable_name: null },
      is_gift: 0,
      price: Money.toZloty(price),
      combo_id: combo.id,
      groups: groups.map(({ extra: _extra, ...g }) => g),
    })
  }

  const subTotal = Money.sum(lineTotals.map((l) => l.price))
  const categoryTotal = (categoryId: number) =>
    Money.sum(lineTotals.filter((l) => l.categoryId === categoryId).map((l) => l.price))
  const terms = menu.delivery
  const offer = menu.offers.find((o) => o.id === cart.doc.offer_id)
  const offerApplies = offer !== undefined && offerProblem(offer, { type: cart.type, subTotal, categoryTotal }) === null

  const freeDelivery =
    subTotal >= Money.fromZloty(terms.freeFrom) ||
    (offerApplies && offer?.kind === "free_delivery") ||
    subTotal === Money.ZERO
  const delivery = cart.type === Address.ORDER_TYPE.delivery && !freeDelivery ? deliveryFee(menu, address) : Money.ZERO

  const takeaway =
    cart.type === Address.ORDER_TYPE.pickup ? percentOf(subTotal, terms.takeawayDiscountPercent) : Money.ZERO
  const code = menu.promoCodes.find((p) => p.code.toUpperCase() === (cart.doc.promo_code ?? "").toUpperCase())
  const promo = code && promoCodeProblem(code, subTotal, today) === null ? promoDiscount(code, subTotal) : Money.ZERO
  const offerOff = offerApplies && offer ? offerDiscount(offer, subTotal, categoryTotal) : Money.ZERO
  const discount = [takeaway, promo, offerOff].reduce((a, b) => Money.add(a, b), Money.ZERO)
  const payable = Money.max0((subTotal + delivery - discount) as Money.Grosze)
  const wanted = pointsValue(cart.doc.points)
  const pointAmount = Money.grosze(Math.min(wanted, payable))
  const total = Cart.cartTotal({ sub_total: subTotal, delivery, discount, point_amount: pointAmount })

  const gifts = menu.gifts.flatMap((rule) => {
    const product = menu.products.get(rule.product_id)
    return product && subTotal >= Money.fromZloty(rule.min_sub_total)
      ? [{ product: summary(origin, product), quantity: rule.quantity }]
      : []
  })
  for (const gift of gifts) orderItems.push({ quantity: gift.quantity, product: gift.product, is_gift: 1, price: 0 })

  const wire: Json = {
    uuid: cart.uuid,
    type: cart.type,
    restaurant_id: cart.restaurant_id,
    address_id: cart.address_id,
    address: address ? { id: address.id, string: address.string } : null,
    price: Money.toZloty(total),
    prices: {
      sub_total: Money.toZloty(subTotal),
      delivery: Money.toZloty(delivery),
      discount: Money.toZloty(discount),
    },
    point_amount: Money.toZloty(pointAmount),
    points: cart.doc.points,
    offer_id: offerApplies ? (offer?.id ?? null) : null,
    offer_list: menu.offers.map((o) => ({ id: o.id, name: o.name, description: o.description })),
    gifts,
    // The PHP API keys lines by uuid and sends an empty map as []; the domain decodes both shapes.
    items: items.length === 0 ? [] : Object.fromEntries(items.map((i) => [i.uuid as string, i])),
    combo_items: comboItems,
    promo_code: code ? code.code : null,
  }
  return { wire, subTotal, delivery, discount, pointAmount, total, categoryTotal, orderItems }
}
