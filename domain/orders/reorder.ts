import { comboPrice } from "../combo/price"
import { comboSelectionValue } from "../combo/selection"
import { validateCombo } from "../combo/validation"
import type { Grosze } from "../money/money"
import { cartItemValue } from "../product/cart-item"
import { canExcludeIngredient } from "../product/exclusion"
import { addonGroups } from "../product/groups"
import { canPairHalves } from "../product/half-and-half"
import { productModalMessages } from "../product/modal-validation"
import { addonOptionsById, type LineSelection, linePrice } from "../product/price"
import { clampModalQuantity } from "../product/quantity"
import { type AddonSelection, chosenInGroup, emptySelection, selectedAddonIds } from "../product/selection"
import type { CartAddon } from "../wire/cart"
import type { Combo } from "../wire/combo"
import type { Order, OrderItem } from "../wire/order"
import type { Product } from "../wire/product"
import type { CartItemValue, ComboSelection } from "../wire/requests"

/**
 * 'Order again' (issue 15): a past order's lines mapped onto today's menu. Each line becomes the very
 * request the product or combo modal would send for it (cartItemValue, comboSelectionValue), priced
 * by the same functions the modals and the sandbox price with (linePrice, comboPrice), or a reason it
 * cannot be added. Nothing is dropped and nothing is repriced silently: every order line is in
 * `lines` or in `unavailable`, in the order's own order, and a mapped line whose price today differs
 * from what the order charged says so (`was` → `now`).
 */

/** Why an order line cannot be added again. */
export type ReorderUnavailable =
  /** The product is no longer on the menu (and no other size of it is). */
  | "product"
  /** The size ordered is gone, though the dish is still on the menu in other sizes. */
  | "size"
  /** An add-on ordered is no longer offered with the product. */
  | "addon"
  /** An ingredient left out then can no longer be left out (or is no longer in the recipe). */
  | "ingredient"
  /** The second half of a half-and-half is gone or can no longer be paired with the first. */
  | "second-half"
  /** The product now asks for a choice the order did not make (a new mandatory group, fewer options allowed). */
  | "choices"
  /** The combo is no longer on the menu. */
  | "combo"
  /** A combo choice (group or option) is no longer offered. */
  | "combo-option"
  /** A free gift: offers add gifts to a cart themselves, so it is not ordered again. */
  | "gift"
  /** The order does not say what the line was made of (an order kept without its line details). */
  | "details"

/** What a mapped line will send, and its price as ordered and today, both for the ordered quantity. */
interface Mapped {
  /** Position of the line in the order's items. */
  readonly index: number
  readonly name: string
  readonly size: string | null
  readonly quantity: number
  /** The line's price when it was ordered (the order's own figure). */
  readonly was: Grosze
  /** The line's price today: the domain price of exactly the request that will be sent. */
  readonly now: Grosze
  readonly priceChanged: boolean
}

export type ReorderLine =
  | (Mapped & { readonly _tag: "Item"; readonly item: CartItemValue })
  | (Mapped & { readonly _tag: "Combo"; readonly selection: ComboSelection })

export interface ReorderUnavailableLine {
  readonly index: number
  readonly name: string
  readonly size: string | null
  readonly quantity: number
  readonly reason: ReorderUnavailable
}

export type ReorderPlan =
  /** The order is another restaurant's: this widget's menu says nothing about it, so it is not offered. */
  | { readonly _tag: "OtherRestaurant"; readonly restaurantId: number }
  /** The menu is not loaded yet: nothing can be decided. */
  | { readonly _tag: "MenuLoading" }
  | {
      readonly _tag: "Plan"
      readonly lines: ReadonlyArray<ReorderLine>
      readonly unavailable: ReadonlyArray<ReorderUnavailableLine>
    }

/** Today's menu, as the widget holds it (null while a list is not loaded). */
export interface ReorderMenu {
  readonly restaurantId: number
  readonly products: ReadonlyArray<Product> | null
  readonly combos: ReadonlyArray<Combo> | null
}

const idOf = (addon: CartAddon): number => (typeof addon === "number" ? addon : addon.id)

/**
 * Sent add-on ids as a modal selection: every group sees every id (chosenInGroup keeps only the ones
 * a group offers), so the modal's own rules (group order, mandatory groups) read it like a click.
 */
const selectionOf = (product: Product, addonIds: ReadonlyArray<number>): AddonSelection =>
  Object.fromEntries(addonGroups(product).map((g) => [g.key, addonIds]))

const offersAll = (product: Product, addonIds: ReadonlyArray<number>): boolean => {
  const offered = addonOptionsById(product)
  return addonIds.every((id) => offered.has(id))
}

/** A group asking for N options that now holds more than N of the ordered ones. */
const tooMany = (product: Product, selection: AddonSelection): boolean =>
  addonGroups(product).some((g) => g.exactRequired > 0 && chosenInGroup(g, selection).length > g.exactRequired)

type Outcome<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly reason: ReorderUnavailable }
const refuse = <T>(reason: ReorderUnavailable): Outcome<T> => ({ ok: false, reason })

const mapProductLine = (
  item: OrderItem,
  productId: number,
  products: ReadonlyArray<Product>,
): Outcome<{ readonly item: CartItemValue; readonly now: Grosze }> => {
  const byId = (id: number) => products.find((p) => p.id === id)
  const product = byId(productId)
  if (product === undefined) return refuse(products.some((p) => p.name === item.product.name) ? "size" : "product")
  const addonIds = (item.addons ?? []).map(idOf)
  const excluded = (item.exclude_ingredients ?? []).map(idOf)
  if (!offersAll(product, addonIds)) return refuse("addon")
  for (const id of excluded) {
    const ingredient = product.ingredients.find((i) => i.id === id)
    if (ingredient === undefined || !canExcludeIngredient(ingredient)) return refuse("ingredient")
  }
  const firstSelection = selectionOf(product, addonIds)
  let secondHalf: LineSelection["secondHalf"]
  let secondSelection = emptySelection
  const special = item.special ?? null
  if (special !== null) {
    const second = byId(special.data.product_id)
    if (second === undefined || !canPairHalves(product, second)) return refuse("second-half")
    const secondIds = special.data.addons.map(idOf)
    if (!offersAll(second, secondIds)) return refuse("addon")
    secondSelection = selectionOf(second, secondIds)
    if (tooMany(second, secondSelection)) return refuse("choices")
    secondHalf = { product: second, addonIds: selectedAddonIds(addonGroups(second), secondSelection) }
  }
  if (tooMany(product, firstSelection)) return refuse("choices")
  const messages = productModalMessages(
    {
      variantId: product.id,
      halfAndHalf: secondHalf !== undefined,
      secondProductId: secondHalf?.product.id ?? null,
      selections: { first: firstSelection, second: secondSelection },
    },
    byId,
  )
  if (messages.length > 0) return refuse("choices")
  const line: LineSelection = {
    product,
    addonIds: selectedAddonIds(addonGroups(product), firstSelection),
    quantity: clampModalQuantity(item.quantity),
    secondHalf,
  }
  return { ok: true, value: { item: cartItemValue(line, excluded), now: linePrice(line) } }
}

const mapComboLine = (
  item: OrderItem,
  comboId: number,
  combos: ReadonlyArray<Combo>,
): Outcome<{ readonly selection: ComboSelection; readonly now: Grosze }> => {
  const combo = combos.find((c) => c.id === comboId)
  if (combo === undefined) return refuse("combo")
  const choice = new Map<number, number>()
  for (const chosen of item.groups ?? []) {
    const group = combo.groups.find((g) => g.id === chosen.group_id)
    const option = group?.options.find((o) => o.id === chosen.option?.id)
    if (group === undefined || option === undefined || option.product.id === null) return refuse("combo-option")
    // The option now serves another product than the one ordered: not the same combo any more.
    if (chosen.product?.id != null && chosen.product.id !== option.product.id) return refuse("combo-option")
    choice.set(group.id, option.id)
  }
  if (!validateCombo(combo, choice).ok) return refuse("combo-option")
  const quantity = clampModalQuantity(item.quantity)
  return {
    ok: true,
    value: { selection: comboSelectionValue(combo, choice, quantity), now: comboPrice(combo, choice, quantity) },
  }
}

/**
 * The order mapped onto today's menu (see the file's note). An order of another restaurant is not
 * mapped at all; while products or combos are still loading nothing is decided.
 */
export const reorderPlan = (order: Pick<Order, "restaurant_id" | "items">, menu: ReorderMenu): ReorderPlan => {
  if (order.restaurant_id !== menu.restaurantId) return { _tag: "OtherRestaurant", restaurantId: order.restaurant_id }
  if (menu.products === null || menu.combos === null) return { _tag: "MenuLoading" }
  const products = menu.products
  const combos = menu.combos
  const lines: ReorderLine[] = []
  const unavailable: ReorderUnavailableLine[] = []
  order.items.forEach((item, index) => {
    const mapped = mapLine(item, products, combos)
    const base = { index, name: item.product.name, size: item.product.variable_name ?? null }
    if (!mapped.ok) unavailable.push({ ...base, quantity: item.quantity, reason: mapped.reason })
    else lines.push({ ...base, ...mapped.value, was: item.price, priceChanged: item.price !== mapped.value.now })
  })
  return { _tag: "Plan", lines, unavailable }
}

type MappedRequest =
  | { readonly _tag: "Item"; readonly item: CartItemValue; readonly quantity: number; readonly now: Grosze }
  | { readonly _tag: "Combo"; readonly selection: ComboSelection; readonly quantity: number; readonly now: Grosze }

/** One order line: a gift, a combo (combo_id), or a product line, mapped or refused with its reason. */
const mapLine = (
  item: OrderItem,
  products: ReadonlyArray<Product>,
  combos: ReadonlyArray<Combo>,
): Outcome<MappedRequest> => {
  if (item.is_gift) return refuse("gift")
  const comboId = item.combo_id ?? null
  if (comboId !== null) {
    const mapped = mapComboLine(item, comboId, combos)
    if (!mapped.ok) return mapped
    const { selection, now } = mapped.value
    return { ok: true, value: { _tag: "Combo", selection, quantity: selection.quantity, now } }
  }
  const productId = item.product.id
  // Without its add-ons, a product line would be rebuilt as something else: say so instead.
  if (productId === null || item.addons === undefined) return refuse("details")
  const mapped = mapProductLine(item, productId, products)
  if (!mapped.ok) return mapped
  const { item: request, now } = mapped.value
  return { ok: true, value: { _tag: "Item", item: request, quantity: request.quantity, now } }
}

/** Whether the plan has anything to add (the dialog's Confirm is offered only then). */
export const reorderHasLines = (plan: ReorderPlan): boolean => plan._tag === "Plan" && plan.lines.length > 0
