import { Account, Address, Cart, Catalogue, Combo, Money, Product, Search, type Widget, type Wire } from "../../domain"
import type { MediaUrl } from "../model/media"
import type { Translate } from "../model/translation"

/** A menu tab as the state spells it: "combos" or a category id. */
export type MenuTab = NonNullable<Widget.WidgetState["menu"]["activeTab"]>

/** The menu header: name, order-type tabs, address button, account buttons (SPEC §2 Menu). */
export interface HeaderView {
  /** null while the restaurant is loading (or its load was swallowed). */
  readonly restaurantName: string | null
  readonly orderType: Address.OrderType
  /** '-10%' on the pickup tab when widget_takeaway_discount > 0, else null. */
  readonly pickupBadge: string | null
  /** The active address string, or the translated 'Select Address'. */
  readonly addressText: string
  readonly hasAddress: boolean
  /** Delivery mode: the fee, the free-delivery threshold and the time, each translated and filled; [] in Pickup. */
  readonly deliveryTerms: ReadonlyArray<string>
  /** Pickup mode: where the order is collected (label and the restaurant's address); null in Delivery. */
  readonly pickupAddress: { readonly label: string; readonly address: string } | null
  readonly showAuthButtons: boolean
  readonly showPoints: boolean
  readonly points: number
  readonly showMenuButton: boolean
}

export interface MenuTabView {
  readonly tab: MenuTab
  readonly label: string
  readonly selected: boolean
}

/** One product card: one per size family, opening the modal on the representative. */
export interface ProductCardView {
  readonly id: number
  readonly name: string
  readonly description: string
  readonly logo: string | null
  readonly types: ReadonlyArray<{ readonly id: number; readonly name: string }>
  /** The allergens any size declares, translated (EU-14) and each once; empty when none. */
  readonly allergens: ReadonlyArray<string>
  /** Units of this family in the cart; 0 hides the badge. */
  readonly quantityInCart: number
  /** 'from' price text (real_price + vat); struck through when `saleText` is set. */
  readonly priceText: string
  readonly saleText: string | null
}

export interface ComboCardView {
  readonly id: number
  readonly name: string
  readonly description: string
  readonly logo: string | null
  /** 'from' price text: base_price, else price. */
  readonly priceText: string
  /** While allergens are excluded: 'Some options contain: Milk' when an option declares one; else null. */
  readonly warning: string | null
}

/**
 * What the menu body shows for the active tab. `loading` → skeletons; `failed` → the message and a
 * retry; otherwise the cards. Exactly one of products / combos is relevant, by `kind`.
 */
export type MenuBodyView =
  | { readonly kind: "loading" }
  | { readonly kind: "failed"; readonly message: string }
  | { readonly kind: "empty"; readonly text: string }
  | { readonly kind: "combos"; readonly combos: ReadonlyArray<ComboCardView>; readonly emptyText: string | null }
  | {
      readonly kind: "products"
      readonly categoryId: number
      readonly categoryName: string
      readonly products: ReadonlyArray<ProductCardView>
      /** The 'Show More' button shows (more than 12 and not expanded). */
      readonly hasMore: boolean
      /** Total products of the category (families), for 'Show More' labels and tests. */
      readonly total: number
      /** 'Product List Is Empty' when the category has none, else null. */
      readonly emptyText: string | null
    }

export interface CartBarView {
  readonly show: boolean
  readonly totalText: string
  readonly itemCount: number
  /** What the total includes ('incl. delivery 7.99 zł', 'free delivery'); null when nothing to say. */
  readonly includesText: string | null
  /** When the last add succeeded: a change starts the 'Added' confirmation (for Widget.DELAYS.successMessageMs, ui/menu/cart-bar.tsx). */
  readonly addedAt: number | null
  /** The translated 'Added' confirmation. */
  readonly addedText: string
}

/** One delivery term as the header shows it: translated, its amount formatted or its minutes filled in. */
const termText = (term: Address.DeliveryTerm, t: Translate): string =>
  term.kind === "time"
    ? t(term.text.key, term.text.text, { minutes: term.minutes })
    : t(term.text.key, term.text.text, { amount: Money.formatPrice(term.amount, t.language) })

/** The header: restaurant name, order type, the −N % pickup badge, the address text and the account controls. */
export const headerView = (state: Widget.WidgetState, t: Translate): HeaderView => {
  const restaurant = state.catalogue.restaurant
  const address = Address.activeAddress(state)
  return {
    restaurantName: restaurant?.name ?? null,
    orderType: state.orderType,
    pickupBadge: restaurant ? Address.takeawayDiscountBadge(restaurant.widget_takeaway_discount) : null,
    addressText: address?.string || t("select-address", "Select Address"),
    hasAddress: address !== null,
    deliveryTerms:
      state.orderType === "delivery" ? Address.deliveryTerms(restaurant).map((term) => termText(term, t)) : [],
    pickupAddress:
      state.orderType === "pickup" && restaurant && restaurant.address.trim() !== ""
        ? { label: t(Address.PICKUP_AT.key, Address.PICKUP_AT.text), address: restaurant.address }
        : null,
    ...Account.headerAccess(state),
  }
}

/** The category strip: Combos first, then one tab per category (empty until categories load). */
export const menuTabsView = (
  state: Pick<Widget.WidgetState, "catalogue">,
  active: MenuTab | null,
  t: Translate,
): ReadonlyArray<MenuTabView> => {
  const categories = state.catalogue.categories
  if (categories === null) return []
  const names = new Map(categories.map((c) => [c.id, c.name]))
  return Catalogue.menuTabs(categories).map((choice) => {
    const tab = Catalogue.menuTabValue(choice)
    const label =
      choice.kind === "combos" ? t(Catalogue.COMBOS_TAB.key, Catalogue.COMBOS_TAB.text) : (names.get(choice.id) ?? "")
    return { tab, label, selected: active === tab }
  })
}

/** The allergens a card lists: every size's, EU-14 ones translated, each once. */
export const allergenTexts = (names: ReadonlyArray<string>, t: Translate): ReadonlyArray<string> =>
  Search.declaredAllergens(names).map((a) => (a.key === null ? a.text : t(a.key, a.text)))

/** One product card (also the search results' cards). */
export const productCard = (
  representative: Wire.Product,
  variants: ReadonlyArray<Wire.Product>,
  quantities: ReadonlyMap<number, number>,
  media: MediaUrl,
  t: Translate,
): ProductCardView => {
  const language = t.language
  const price = Product.productCardPrice(representative)
  let inCart = 0
  for (const v of variants) inCart += quantities.get(v.id) ?? 0
  return {
    id: representative.id,
    name: representative.name,
    description: representative.description,
    logo: media(representative.logo),
    types: representative.types,
    allergens: allergenTexts(
      variants.flatMap((v) => v.allergens),
      t,
    ),
    quantityInCart: inCart,
    priceText: Money.formatPrice(price.from, language),
    saleText: price.sale === null ? null : Money.formatPrice(price.sale, language),
  }
}

export const comboCard = (combo: Wire.Combo, media: MediaUrl, language?: string): ComboCardView => ({
  id: combo.id,
  name: combo.name,
  description: combo.description,
  logo: media(combo.logo),
  priceText: Money.formatPrice(Combo.comboBasePrice(combo), language),
  warning: null,
})

/**
 * The card views already made, per product (a card's representative, as the catalogue holds it) or
 * combo: reused while the language, the cart and the combo's warning are the same. The menu body and
 * the search results share them, so the memoised cards that stay on screen do not render again on a
 * keystroke, a 'Show More' or a tab switch, and the first letter's results reuse the cards the tab
 * made (a keystroke on 1000+ products stays within a frame's work).
 */
const cardCache = new WeakMap<
  object,
  { readonly t: Translate; readonly cart: unknown; readonly warning: string | null; readonly view: unknown }
>()

export const cachedCard = <V>(
  key: object,
  t: Translate,
  cart: unknown,
  warning: string | null,
  make: (warning: string | null) => V,
): V => {
  const hit = cardCache.get(key)
  if (hit && hit.t === t && hit.cart === cart && hit.warning === warning) return hit.view as V
  const view = make(warning)
  cardCache.set(key, { t, cart, warning, view })
  return view
}

/** What the menu body shows for the active tab: skeletons, a retry, combos, or products (12, then all). */
export const menuBodyView = (
  state: Pick<Widget.WidgetState, "catalogue" | "menu" | "cart">,
  active: MenuTab | null,
  t: Translate,
  media: MediaUrl,
): MenuBodyView => {
  const { failures, categories, products, combos } = state.catalogue
  const failed = failures.products ?? failures.categories
  if (failed !== null) return { kind: "failed", message: failed }
  if (active === null) {
    if (categories === null || combos === null) return { kind: "loading" }
    return { kind: "empty", text: t(Catalogue.PRODUCT_LIST_EMPTY.key, Catalogue.PRODUCT_LIST_EMPTY.text) }
  }
  if (active === "combos") {
    if (combos === null) return { kind: "loading" }
    return {
      kind: "combos",
      combos: combos.map((c) => cachedCard(c, t, state.cart, null, () => comboCard(c, media, t.language))),
      emptyText: combos.length === 0 ? t(Catalogue.NO_COMBOS.key, Catalogue.NO_COMBOS.text) : null,
    }
  }
  if (products === null || categories === null) return { kind: "loading" }
  const sorted = Catalogue.categoryFamilies(products, active)
  const expanded = state.menu.expanded.includes(active)
  let quantities: ReadonlyMap<number, number> | null = null
  return {
    kind: "products",
    categoryId: active,
    categoryName: categories.find((c) => c.id === active)?.name ?? "",
    products: Catalogue.visibleProducts(sorted, expanded).map((p) =>
      cachedCard(p.family.representative, t, state.cart, null, () => {
        quantities ??= Cart.cartQuantities(Cart.shownCart(state.cart))
        return productCard(p, p.family.variants, quantities, media, t)
      }),
    ),
    hasMore: Catalogue.hasMore(sorted, expanded),
    total: sorted.length,
    emptyText: sorted.length === 0 ? t(Catalogue.PRODUCT_LIST_EMPTY.key, Catalogue.PRODUCT_LIST_EMPTY.text) : null,
  }
}

/**
 * The bottom bar: shown when the cart has items or combo items, with the domain's total and what it
 * includes. It reads Cart.shownCart, so a re-fetch (a Delivery/Pickup switch) keeps the last cart up.
 */
export const cartBarView = (state: Pick<Widget.WidgetState, "cart">, t: Translate): CartBarView => {
  const cart = Cart.shownCart(state.cart)
  const bar = Cart.cartBar(cart)
  const includes = Cart.totalIncludes(cart)
  return {
    show: bar.show,
    totalText: Money.formatPrice(bar.total ?? Money.ZERO, t.language),
    itemCount: bar.units,
    includesText:
      includes === null
        ? null
        : t(includes.text.key, includes.text.text, {
            amount: includes.amount === null ? "" : Money.formatPrice(includes.amount, t.language),
          }),
    addedAt: state.cart.addedAt,
    addedText: t(Cart.ADDED_CONFIRMATION.key, Cart.ADDED_CONFIRMATION.text),
  }
}
