import { type Address, Cart, Checkout, Discounts, Money, Product, Search, type Widget } from "../../domain"
import type { MediaUrl } from "../model/media"
import type { Translate } from "../model/translation"
import { type DeliveryBlockView, deliveryBlockView } from "./delivery-block-view"

/** One line of the cart page, ready to render: every text and price already decided. */
export interface CartPageLineView {
  readonly kind: Cart.LineKind
  readonly key: string
  readonly name: string
  readonly logo: string | null
  /** Size, add-ons, exclusions or the combo's chosen products: one short text each. */
  readonly details: ReadonlyArray<string>
  /** Half-and-half: each half with its add-ons ('1/2 Margherita', '+ Grube'); null otherwise. */
  readonly halves: ReadonlyArray<{ readonly label: string; readonly addons: string | null }> | null
  /**
   * 'Contains allergens you excluded: milk' when the line's product (either half, a combo's chosen
   * option) declares an allergen excluded from the menu (issue 30); null otherwise.
   */
  readonly allergenWarning: string | null
  readonly quantity: number
  readonly quantityOptions: ReadonlyArray<number>
  readonly priceText: string
  readonly saving: boolean
  readonly quantityLabel: string
  readonly removeLabel: string
}

export interface CartPageView {
  /** loading: the first fetch of a stored cart; empty: nothing to order. */
  readonly status: "loading" | "empty" | "ready"
  readonly lines: ReadonlyArray<CartPageLineView>
  readonly gifts: ReadonlyArray<{ readonly name: string; readonly quantityText: string; readonly freeText: string }>
  readonly recommended: ReadonlyArray<{
    readonly id: number
    readonly name: string
    readonly description: string
    readonly logo: string | null
    readonly priceText: string
    readonly addLabel: string
  }>
  readonly offers: ReadonlyArray<Discounts.OfferLine & { readonly actionText: string }>
  /** null when hidden (SPEC §2: show_points on and the customer has points). */
  readonly points: {
    readonly available: number
    readonly availableText: string
    readonly error: string | null
    /** The field as typed (issue 26: in the log). */
    readonly entered: string
  } | null
  readonly promo: {
    readonly code: string | null
    readonly open: boolean
    readonly submitting: boolean
    readonly error: string | null
    /** The modal's field as typed (each opening starts empty). */
    readonly typed: string
  }
  readonly summary: ReadonlyArray<{ readonly id: string; readonly label: string; readonly amountText: string }>
  readonly totalText: string
  readonly orderType: Address.OrderType
  readonly addressText: string | null
  readonly adding: boolean
  /** Delivery to an address the restaurant refused (Checkout.checkoutBlock): no confirm, its notice instead. */
  readonly deliveryBlock: DeliveryBlockView | null
  /** The phone's sticky 'Go to checkout · total' bar (Checkout.offersCheckoutBar); null when not offered. */
  readonly checkoutBar: { readonly label: string; readonly totalText: string } | null
}

const formatLine = (text: string | null): string | null => (text === null || text === "" ? null : text)

/**
 * The cart page (SPEC §2) as plain data: the domain's line views, gifts, offers, points and summary,
 * with every text translated and every price formatted. The component only renders it.
 */
export const cartPageView = (
  state: Pick<
    Widget.WidgetState,
    "cart" | "catalogue" | "promo" | "pointsApply" | "session" | "orderType" | "addresses" | "addressCheck"
  >,
  saving: ReadonlySet<string>,
  t: Translate,
  media: MediaUrl,
  excluded: ReadonlyArray<Search.AllergenCode> = [],
): CartPageView => {
  const cart = state.cart.cart
  const products = state.catalogue.products ?? []
  const menu = new Map(excluded.length === 0 ? [] : products.map((p) => [p.id, p] as const))
  const allergenWarning = (productIds: ReadonlyArray<number>): string | null => {
    const found = Search.excludedAllergensOf(productIds, menu, excluded)
    return found.length === 0
      ? null
      : t(Search.CART_LINE_ALLERGENS.key, Search.CART_LINE_ALLERGENS.text, {
          allergens: Search.allergenNameList(found, (c) => t(c.key, c.text), t.language ?? "en"),
        })
  }
  const status =
    cart === null && state.cart.uuid !== null && state.cart.pending
      ? "loading"
      : Cart.cartIsEmpty(cart)
        ? "empty"
        : "ready"
  const lines: ReadonlyArray<CartPageLineView> =
    cart === null
      ? []
      : Cart.cartLines(cart, products).map((line) => {
          const details: string[] = []
          let halves: CartPageLineView["halves"] = null
          if (line.kind === "item") {
            if (line.size) details.push(line.size)
            if (line.halves) {
              halves = [line.halves.first, line.halves.second].map((h) => ({
                label: `½ ${h.name}`,
                addons: h.addons.length > 0 ? `+ ${h.addons.map((a) => a.name).join(", ")}` : null,
              }))
            } else if (line.addons.length > 0) details.push(`+ ${line.addons.map((a) => a.name).join(", ")}`)
            if (line.excluded.length > 0)
              details.push(
                t("without-ingredients", "Without: {names}", { names: line.excluded.map((e) => e.name).join(", ") }),
              )
          } else {
            for (const g of line.groups) details.push(g.size ? `${g.productName} (${g.size})` : g.productName)
          }
          return {
            kind: line.kind,
            key: line.key,
            name: line.name,
            logo: media(line.logo),
            details: details.flatMap((d) => formatLine(d) ?? []),
            halves,
            allergenWarning: allergenWarning(line.productIds),
            quantity: line.quantity,
            quantityOptions: Cart.cartQuantityOptions(line.quantity),
            priceText: Money.formatPrice(line.price, t.language),
            saving: saving.has(`${line.kind}:${line.key}`),
            quantityLabel: t("quantity-of", "Quantity: {name}", { name: line.name }),
            removeLabel: t("remove-item", "Remove {name}", { name: line.name }),
          }
        })
  const freeText = t("gift-free", "Free")
  const gifts =
    cart === null
      ? []
      : Cart.cartGifts(cart).map((g) => ({
          name: g.size ? `${g.name} (${g.size})` : g.name,
          quantityText: `× ${g.quantity}`,
          freeText,
        }))
  const recommended = Cart.recommendedNotInCart(state.cart.recommended, cart).map((p) => {
    const price = Product.productCardPrice(p)
    return {
      id: p.id,
      name: p.name,
      description: p.description,
      logo: media(p.logo),
      priceText: Money.formatPrice(price.sale ?? price.from, t.language),
      addLabel: t("add-product", "Add: {name}", { name: p.name }),
    }
  })
  const offers = Discounts.offerLines(state).map((o) => ({
    ...o,
    actionText: o.applied ? t("remove-offer", "Remove") : t("apply-offer", "Apply"),
  }))
  const available = state.session.points ?? 0
  const availableCopy = Discounts.countedCopy(Discounts.POINTS_AVAILABLE, t.language ?? "en", available)
  const points =
    state.session.token !== null &&
    Discounts.showPointsPanel(state.catalogue.restaurant?.settings?.show_points ?? null, available)
      ? {
          available,
          availableText: t(availableCopy.key, availableCopy.text, { n: available }),
          error: state.pointsApply.error,
          entered: state.pointsApply.entered,
        }
      : null
  const summary =
    cart === null
      ? []
      : (() => {
          const s = Cart.cartSummary(cart)
          const rows = [
            {
              id: "sub_total",
              label: t("subtotal", "Subtotal"),
              amountText: Money.formatPrice(s.subTotal, t.language),
            },
          ]
          // Pickup has no delivery: the row shows only when there is a fee or the order is delivered.
          if (state.orderType === "delivery" || s.delivery > 0)
            rows.push({
              id: "delivery",
              label: t("delivery", "Delivery"),
              amountText: Money.formatPrice(s.delivery, t.language),
            })
          if (s.discount > 0)
            rows.push({
              id: "discount",
              label: t("discount", "Discount"),
              amountText: `-${Money.formatPrice(s.discount, t.language)}`,
            })
          if (s.points > 0)
            rows.push({
              id: "points",
              label: t("points-discount", "Points"),
              amountText: `-${Money.formatPrice(s.points, t.language)}`,
            })
          return rows
        })()
  const address = cart?.address?.string
  const totalText = Money.formatPrice(cart === null ? Money.ZERO : Cart.cartSummary(cart).total, t.language)
  return {
    status,
    lines,
    gifts,
    recommended,
    offers,
    points,
    promo: {
      code: cart?.promo_code ?? null,
      open: state.promo.open,
      submitting: state.promo.submitting,
      error: state.promo.error,
      typed: state.promo.typed,
    },
    summary,
    totalText,
    orderType: state.orderType,
    addressText: address && address.trim() !== "" ? address : null,
    adding: state.cart.adding,
    deliveryBlock: deliveryBlockView(state, t),
    checkoutBar: Checkout.offersCheckoutBar(state)
      ? { label: t(Checkout.GO_TO_CHECKOUT.key, Checkout.GO_TO_CHECKOUT.text), totalText }
      : null,
  }
}
