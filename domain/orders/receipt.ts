import { ORDER_TYPE } from "../address/order-type"
import { cartTotal } from "../cart/total"
import { type Grosze, sum, ZERO } from "../money/money"
import type { CartAddon } from "../wire/cart"
import type { Order, OrderItem } from "../wire/order"
import type { Restaurant } from "../wire/restaurant"
import { ORDER_STATUS } from "./status"

/**
 * What an order page shows of the order in every status (issue 27, 'an order page worth watching'):
 * each line as it was made, the receipt whose rows add up to the server's total, where it goes, how
 * it is paid, whom to call, and when. All read from the polled order; nothing is recomputed but the
 * check that the rows add up.
 */

/** One half of a half-and-half line: its pizza and its add-ons. */
export interface OrderHalf {
  readonly name: string
  readonly addons: ReadonlyArray<string>
}

/** A line of the order as the customer made it. */
export interface OrderLine {
  readonly name: string
  /** The size label (variable_name), when the product has sizes. */
  readonly size: string | null
  readonly quantity: number
  /** The server's line total. */
  readonly price: Grosze
  readonly gift: boolean
  /** The add-ons chosen (for a half-and-half: those of the first half). */
  readonly addons: ReadonlyArray<string>
  /** The ingredients taken off. */
  readonly without: ReadonlyArray<string>
  /** A half-and-half's second half; null for a whole product. */
  readonly secondHalf: OrderHalf | null
  /** A combo's chosen products ('Pepperoni 32 cm'); empty for anything else. */
  readonly comboContents: ReadonlyArray<string>
}

/** Names of echoed add-ons (an API that sends bare ids gives no names, and nothing is shown for them). */
const namesOf = (addons: ReadonlyArray<CartAddon> | undefined): ReadonlyArray<string> =>
  (addons ?? []).flatMap((a) => (typeof a === "object" && a.name.trim() !== "" ? [a.name] : []))

const withSize = (name: string, size: string | null | undefined): string =>
  size && size.trim() !== "" ? `${name} ${size}` : name

export const orderLine = (item: OrderItem): OrderLine => {
  const second = item.special?.data ?? null
  return {
    name: item.product.name,
    size: item.product.variable_name ?? null,
    quantity: item.quantity,
    price: item.price,
    gift: item.is_gift,
    addons: namesOf(item.addons),
    without: namesOf(item.exclude_ingredients),
    secondHalf: second === null ? null : { name: second.product?.name ?? "", addons: namesOf(second.addons) },
    comboContents: (item.groups ?? []).flatMap((g) =>
      g.product && g.product.name.trim() !== "" ? [withSize(g.product.name, g.product.variable_name)] : [],
    ),
  }
}

export const orderLines = (order: Pick<Order, "items">): ReadonlyArray<OrderLine> => order.items.map(orderLine)

/**
 * The receipt (SPEC §9 'sub_total plus delivery minus discount minus point_amount'): the items, the
 * delivery fee (null on pickup or when the server sends none), the discounts, the points paid with,
 * and the total — always the server's price. The items are the server's sub_total, else the sum of
 * its lines; `addsUp` says whether the rows make the server's total (the page shows them either way).
 */
export interface OrderReceipt {
  readonly items: Grosze
  readonly delivery: Grosze | null
  readonly discount: Grosze
  readonly points: Grosze
  readonly total: Grosze
  readonly addsUp: boolean
}

export const orderReceipt = (order: Pick<Order, "items" | "price" | "prices" | "discount" | "type">): OrderReceipt => {
  const items = order.prices?.sub_total ?? sum(order.items.filter((i) => !i.is_gift).map((i) => i.price))
  const fee = order.prices?.delivery ?? null
  const delivery = order.type === ORDER_TYPE.pickup && (fee ?? ZERO) === ZERO ? null : fee
  const points = order.prices?.point_amount ?? ZERO
  return {
    items,
    delivery,
    discount: order.discount,
    points,
    total: order.price,
    addsUp:
      cartTotal({ sub_total: items, delivery: delivery ?? ZERO, discount: order.discount, point_amount: points }) ===
      order.price,
  }
}

/** Where the order goes: the delivery address, or for pickup the restaurant's address. */
export interface OrderDestination {
  readonly kind: "delivery" | "pickup"
  readonly address: string | null
}

/**
 * The restaurant's contact for this order: what the order carries, else the loaded restaurant's when
 * it is the order's restaurant (an order of another restaurant never borrows this one's phone).
 */
const restaurantOf = (order: Pick<Order, "restaurant_id">, restaurant: Restaurant | null): Restaurant | null =>
  restaurant !== null && restaurant.id === order.restaurant_id ? restaurant : null

export const orderDestination = (
  order: Pick<Order, "type" | "address" | "restaurant" | "restaurant_id">,
  restaurant: Restaurant | null,
): OrderDestination =>
  order.type === ORDER_TYPE.pickup
    ? {
        kind: "pickup",
        address: order.restaurant?.address || restaurantOf(order, restaurant)?.address || null,
      }
    : { kind: "delivery", address: order.address?.string || null }

/** The restaurant's phone for a tel: link ('+48221234567'), digits and a leading + only; null when unknown. */
export const restaurantPhone = (
  order: Pick<Order, "restaurant" | "restaurant_id">,
  restaurant: Restaurant | null,
): string | null => {
  const phone = order.restaurant?.phone || restaurantOf(order, restaurant)?.feedback_phone || ""
  const dialable = phone.replace(/[^\d+]/g, "").replace(/(?!^)\+/g, "")
  return /\d{3,}/.test(dialable) ? dialable : null
}

/** Whether the order is with the driver (status 4): its own 'on the way' view (SPEC shows neither other view there). */
export const isOnTheWay = (status: number): boolean => status === ORDER_STATUS.inDelivery
