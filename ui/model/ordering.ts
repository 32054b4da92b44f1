import { addressModalFeature } from "../address/modal-feature"
import { cartFlow } from "../cart/cart-flow"
import { comboFeature } from "../combo-modal/feature"
import { productFeature } from "../product-modal/feature"
import { buildFeatures, type FeatureDeps } from "./lazy-feature"

/**
 * The features a menu card's first click needs (issue 24): the customisation and combo modals and the
 * address modal's view, on the add flow (cart-flow.ts, on the first chunk's cart sync). A chunk of its
 * own, fetched beside ui/model/features.ts (`loadModelFeatures`), so neither is over the 20 KB a lazy
 * chunk may weigh; the features are built on it. What this list imports is all the first-click chunk
 * holds (vite.config.ts FIRST_CLICK): a feature here must not be listed in features.ts too.
 */
export const ORDERING_FEATURES = [productFeature, comboFeature, addressModalFeature] as const

export const createOrdering = (deps: FeatureDeps) => {
  const cart = cartFlow(deps.ctx, deps.cartSync)
  const { projections, commands } = buildFeatures(ORDERING_FEATURES, { ...deps, cart })
  return { cart, projections, commands }
}

export type Ordering = ReturnType<typeof createOrdering>
