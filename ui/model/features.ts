import { accountFeature } from "../account/feature"
import { addressFeature } from "../address/feature"
import { cartPageFeature } from "../cart/feature"
import { checkoutFeature } from "../checkout/feature"
import { orderFeature } from "../order/feature"
import { buildFeatures, type FeatureDeps } from "./lazy-feature"
import type { Ordering } from "./ordering"

export type { FeatureDeps } from "./lazy-feature"

/**
 * Everything of the widget but the menu and the ordering modals (issue 17, and issue 24's ≤ 130 KB
 * gzipped of JS before the first card), one feature a line, each its folder's `feature.ts`. Built in
 * this order: each gets the add flow the one before it left (the address form's resumes a waiting
 * 'Order again', so it comes after the order feature).
 */
export const LATER_FEATURES = [cartPageFeature, checkoutFeature, accountFeature, orderFeature, addressFeature] as const

/**
 * The later features — the cart page, checkout, order page, account, addresses and 'Order again': their
 * commands, the views their screens and modals read, and through them the domain rules only they use
 * (checkout's form and the phone-country table, orders, reorder, the account's decisions) — on top of
 * `ordering` (ui/model/ordering.ts: the add flow and the product, combo and address modals), a chunk of
 * its own fetched beside this one. This module is its own chunk: the model imports it dynamically
 * (`loadModelFeatures`) when a screen or modal that needs it is first shown, when a command of it is
 * first called, or once the first card is on screen and the page is idle; each model builds its own
 * features from it on first use.
 */
export const createFeatures = (deps: FeatureDeps, ordering: Ordering) => {
  const { projections, commands, resume } = buildFeatures(LATER_FEATURES, { ...deps, cart: ordering.cart })
  return { projections, commands, resumeCheckout: resume }
}

export type Features = ReturnType<typeof createFeatures>
