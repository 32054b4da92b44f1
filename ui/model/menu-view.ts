import { Address, Cart, Catalogue, Combo, Money, Product, type Widget, type Wire } from "../../domain"
import type { MediaUrl } from "./media"
import type {
  CartBarView,
  ComboCardView,
  HeaderView,
  MenuBodyView,
  MenuTab,
  MenuTabView,
  ProductCardView,
  Translate,
} from "./views"

/** The active address: the one marked active; null when none is (SPEC §2 'Select Address'). */
export const activeAddress = (state: Widget.WidgetState): Widget.WidgetState["addresses"][number] | null =>
  state.addresses.find((a) => a.is_active) ?? null

const isOn = (value: string | null | undefined): boolean => value === "on"

/** The header's decisions: which buttons show (show_profile / show_points rules), badge, address text. */
export const headerView = (state: Widget.WidgetState, t: Translate): HeaderView => {
  const restaurant = state.catalogue.restaurant
  const settings = state.settings.styles?.settings
  const showProfile = isOn(settings?.show_profile)
  const loggedIn = state.session.token !== null
  const address = activeAddress(state)
  return {
    restaurantName: restaurant?.name ?? null,
    orderType: state.orderType,
    pickupBadge: restaurant ? Address.takeawayDiscountBadge(restaurant.widget_takeaway_discount) : null,
    addressText: address?.string || t("select-address", "Select Address"),
    hasAddress: address !== null,
    showAuthButtons: !loggedIn && showProfile,
    showPoints: loggedIn && showProfile && isOn(settings?.show_points),
    points: state.session.points ?? state.session.profile?.points ?? 0,
    showMenuButton: loggedIn && showProfile,
  }
}

/**
 * The tab the menu shows: the customer's choice, else the default-tab rule of SPEC §2 once combos
 * and categories are both known (null before: the strip shows skeletons).
 */
export const activeTab = (state: Widget.WidgetState): MenuTab | null => {
  if (state.menu.activeTab !== null) return state.menu.activeTab
  const { combos, categories } = state.catalogue
  if (combos === null || categories === null) return null
  const chosen = Catalogue.defaultTab(combos, categories, state.settings.styles?.settings.starting_screen ?? null)
  return chosen === null ? null : Catalogue.menuTabValue(chosen)
}

/** The category strip: Combos first, then one tab per category (empty until categories load). */
export const menuTabsView = (
  state: Pick<Widget.WidgetState, "catalogue">,
  active: MenuTab | null,
  t: Translate,
): ReadonlyArray<MenuTabView> => {
  const categories = state.catalogue.categories
  if (categories === null) return []
  return [
    { tab: "combos", label: t(Catalogue.COMBOS_TAB.key, Catalogue.COMBOS_TAB.text), selected: active === "combos" },
    ...categories.map((c) => ({ tab: c.id, label: c.name, selected: active === c.id })),
  ]
}

/** Units per product id in the held cart (items only; combos are not product cards). */
export const cartQuantities = (state: Pick<Widget.WidgetState, "cart">): ReadonlyMap<number, number> => {
  const counts = new Map<number, number>()
  for (const line of state.cart.cart?.items ?? []) {
    const id = line.value.product_id
    counts.set(id, (counts.get(id) ?? 0) + line.value.quantity)
  }
  return counts
}

const productCard = (
  representative: Wire.Product,
  variants: ReadonlyArray<Wire.Product>,
  quantities: ReadonlyMap<number, number>,
  media: MediaUrl,
): ProductCardView => {
  const price = Product.productCardPrice(representative)
  let inCart = 0
  for (const v of variants) inCart += quantities.get(v.id) ?? 0
  return {
    id: representative.id,
    name: representative.name,
    description: representative.description,
    logo: media(representative.logo),
    types: representative.types,
    quantityInCart: inCart,
    priceText: Money.formatPrice(price.from),
    saleText: price.sale === null ? null : Money.formatPrice(price.sale),
  }
}

export const comboCard = (combo: Wire.Combo, media: MediaUrl): ComboCardView => ({
  id: combo.id,
  name: combo.name,
  description: combo.description,
  logo: media(combo.logo),
  priceText: Money.formatPrice(Combo.comboBasePrice(combo)),
})

/**
 * The sorted product families of one category: one card per dish (sizes share a card), sorted by
 * the representative's sort_order then name (SPEC §2).
 */
export const categoryFamilies = (products: ReadonlyArray<Wire.Product>, categoryId: number) =>
  Catalogue.sortProducts(
    Catalogue.productFamilies(Catalogue.productsInCategory(products, categoryId)).map((f) => ({
      ...f.representative,
      family: f,
    })),
  )

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
      combos: combos.map((c) => comboCard(c, media)),
      emptyText: combos.length === 0 ? t(Catalogue.NO_COMBOS.key, Catalogue.NO_COMBOS.text) : null,
    }
  }
  if (products === null || categories === null) return { kind: "loading" }
  const sorted = categoryFamilies(products, active)
  const expanded = state.menu.expanded.includes(active)
  const quantities = cartQuantities(state)
  return {
    kind: "products",
    categoryId: active,
    categoryName: categories.find((c) => c.id === active)?.name ?? "",
    products: Catalogue.visibleProducts(sorted, expanded).map((p) =>
      productCard(p, p.family.variants, quantities, media),
    ),
    hasMore: Catalogue.hasMore(sorted, expanded),
    total: sorted.length,
    emptyText: sorted.length === 0 ? t(Catalogue.PRODUCT_LIST_EMPTY.key, Catalogue.PRODUCT_LIST_EMPTY.text) : null,
  }
}

/** The bottom bar: shown when the cart has items or combo items; the total is the domain's cartTotal. */
export const cartBarView = (state: Pick<Widget.WidgetState, "cart">): CartBarView => {
  const cart = state.cart.cart
  if (cart === null) return { show: false, totalText: Money.formatPrice(Money.ZERO), itemCount: 0 }
  let count = 0
  for (const l of cart.items) count += l.value.quantity
  for (const l of cart.combo_items) count += l.value.quantity
  return {
    show: cart.items.length > 0 || cart.combo_items.length > 0,
    totalText: Money.formatPrice(
      Cart.cartTotal({
        sub_total: cart.prices.sub_total,
        delivery: cart.prices.delivery,
        discount: cart.prices.discount,
        point_amount: cart.point_amount,
      }),
    ),
    itemCount: count,
  }
}
