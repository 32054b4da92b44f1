import { featureLine } from "./model/lazy-feature"

/**
 * Every feature that loads after the first card, one line each, in the order they are built: each
 * gets the add flow the one before it left (the address form's resumes a waiting 'Order again', so it
 * comes after the order page). A line names the chunk the feature comes in — "first-click" (what a menu
 * card's first click waits for: the add flow and the customisation, combo and address modals' views;
 * vite.config.ts FIRST_CLICK keeps their modules in one file) or "later" (the rest, one file fetched
 * once the first card is on screen and the page is idle) — its folder's `feature.ts`, the views and
 * command groups it adds to the model (`model.projections.<view>`, `model.commands.<group>`), its
 * modal's chunk and its screen, if it has them (ui/app/modal-host.tsx and ui/app/app.tsx load them
 * with the feature). A new screen is its route in
 * domain/navigation, its folder, and one line here.
 */
export const FEATURES = {
  addFlow: featureLine({ chunk: "first-click", load: () => import("./cart/add-flow-feature") }),
  product: featureLine({
    chunk: "first-click",
    load: () => import("./product-modal/feature"),
    views: ["productModalView"],
    commands: ["product"],
    modal: () => import("./product-modal/product-modal"),
  }),
  combo: featureLine({
    chunk: "first-click",
    load: () => import("./combo-modal/feature"),
    views: ["comboModalView"],
    commands: ["combo"],
    modal: () => import("./combo-modal/combo-modal"),
  }),
  addressModal: featureLine({
    chunk: "first-click",
    load: () => import("./address/modal-feature"),
    views: ["addressModalView"],
  }),
  cartPage: featureLine({
    chunk: "later",
    load: () => import("./cart/feature"),
    views: ["cartPage"],
    commands: ["cartPage"],
    screen: { route: "cart", load: () => import("./cart/cart-screen") },
  }),
  checkout: featureLine({
    chunk: "later",
    load: () => import("./checkout/feature"),
    views: ["checkout", "cardModal"],
    commands: ["checkout"],
    screen: { route: "checkout", load: () => import("./checkout/checkout-screen") },
  }),
  account: featureLine({
    chunk: "later",
    load: () => import("./account/feature"),
    views: ["account"],
    commands: ["account"],
    modal: () => import("./account/account-modals"),
  }),
  order: featureLine({
    chunk: "later",
    load: () => import("./order/feature"),
    views: ["order", "reorder", "reorderOffers"],
    commands: ["order", "reorder"],
    modal: () => import("./order/reorder-dialog"),
    screen: { route: "order", load: () => import("./order/order-screen") },
  }),
  address: featureLine({
    chunk: "later",
    load: () => import("./address/feature"),
    commands: ["address"],
    modal: () => import("./address/address-modal"),
  }),
  settings: featureLine({
    chunk: "later",
    screen: { route: "settings", load: () => import("./settings/settings-screen") },
  }),
}
