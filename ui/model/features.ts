import { computed, type ReadonlySignal } from "@preact/signals-react"
import type { Search, Widget } from "../../domain"
import { accountCommands } from "../account/account-commands"
import { accountView } from "../account/account-view"
import { addressCommands } from "../address/address-commands"
import { cartPageCommands } from "../cart/cart-page-commands"
import { cartPageView } from "../cart/cart-page-view"
import { checkoutCommands } from "../checkout/checkout-commands"
import { cardModalView, checkoutView } from "../checkout/checkout-view"
import { orderCommands } from "../order/order-commands"
import { orderView } from "../order/order-view"
import { reorderCommands, reorderDialog } from "../order/reorder-commands"
import { reorderOffersView, reorderView } from "../order/reorder-view"
import type { CartSync } from "./cart-sync"
import type { ModelContext } from "./context"
import type { MediaUrl } from "./media"
import type { Ordering } from "./ordering"
import type { Translate } from "./views"

/** What the model hands the non-menu features when it builds them (ui/model/model.ts). */
export interface FeatureDeps {
  readonly ctx: ModelContext
  /** The first chunk's cart sync; the add flow is built on it here. */
  readonly cartSync: CartSync
  /** Opens the customisation modal (the model's own, in the first chunk: a menu card calls it). */
  readonly openProduct: (productId: number) => void
  readonly offline: () => boolean
  readonly state: ReadonlySignal<Widget.WidgetState>
  readonly t: ReadonlySignal<Translate>
  readonly language: ReadonlySignal<string>
  readonly media: MediaUrl
  /** The allergens excluded from the menu (issue 30): the cart page's warnings and checkout's allergy line. */
  readonly excluded: ReadonlySignal<ReadonlyArray<Search.AllergenCode>>
}

/**
 * Everything of the widget but the menu and the ordering modals (issue 17, and issue 24's ≤ 130 KB
 * gzipped of JS before the first card): the cart page, checkout, order page, account, addresses and
 * 'Order again' — their commands, the views their screens and modals read, and through them the domain
 * rules only they use (checkout's form and the phone-country table, orders, reorder, the account's
 * decisions) — on top of `ordering` (ui/model/ordering.ts: the add flow and the product, combo and
 * address modals), a chunk of its own fetched beside this one. This module is its own chunk: the
 * model imports it dynamically (`loadModelFeatures`) when a screen or modal that needs it is first shown,
 * when a command of it is first called, or once the first card is on screen and the page is idle; each
 * model builds its own features from it on first use.
 */
export const createFeatures = (deps: FeatureDeps, ordering: Ordering) => {
  const { ctx, state, t, language, media, excluded } = deps
  const { cart } = ordering
  const cartPage = cartPageCommands(ctx, cart, deps.openProduct)
  const reorder = reorderCommands(ctx, cart)
  // The address form resumes a waiting add through reorder's cart flow, so a waiting 'Order again' goes on.
  const address = addressCommands(ctx, reorder.cart)
  const checkout = checkoutCommands(ctx, cart, deps.offline, () => excluded.peek(), state)
  const order = orderCommands(ctx)
  const account = accountCommands(ctx, cart)

  const projections = {
    cartPage: computed(() => cartPageView(state.value, cartPage.saving.value, t.value, media, excluded.value)),
    checkout: computed(() =>
      checkoutView(
        state.value,
        checkout.form.value,
        checkout.fieldErrors.value,
        checkout.phase.value,
        checkout.clock.value,
        t.value,
        excluded.value,
        checkout.rememberedPhone.value,
        checkout.timeMoved.value,
      ),
    ),
    cardModal: computed(() => cardModalView(state.value, checkout.cardModal.value, language.value)),
    order: computed(() => orderView(state.value, state.value.orderPoll, ctx.now(), t.value)),
    account: computed(() => accountView(state.value, t.value)),
    reorder: computed(() => reorderView(state.value, reorderDialog(state.value), ctx.restaurantId, t.value)),
    reorderOffers: computed(() => reorderOffersView(state.value, ctx.restaurantId, t.value)),
  }

  const commands = {
    cartPage,
    address,
    checkout: checkout.commands,
    order: order.commands,
    account,
    reorder: reorder.commands,
  }

  return { projections, commands, resumeCheckout: checkout.resume }
}

export type Features = ReturnType<typeof createFeatures>
