import { RESULTS_SHOWN_FIRST } from "../search/results-shown"
import type { AddressModalState, CheckoutState, WidgetState } from "./state"

/**
 * The state every log starts from, apart from its schema (state.ts): the reducers start from it on
 * the first card's path, where the state's schema (only the property tests' validity check) is not
 * loaded (issue 24).
 */

export const initialCheckout: CheckoutState = {
  status: "idle",
  message: null,
  validation: [],
  idempotencyKey: null,
  redirectUri: null,
  orderId: null,
  threeDsUrl: null,
}

export const closedAddressModal: AddressModalState = {
  view: "closed",
  editingId: null,
  place: null,
  typed: null,
  line2: null,
  saveRefused: false,
  locationError: null,
  suggestions: [],
  listOpen: false,
  active: -1,
}

/**
 * The state before any event. The language starts as "pl" (the interface is mostly Polish) until
 * WidgetStylesLoaded names one; the order type starts as delivery (SPEC §9 default).
 */
export const initialState: WidgetState = {
  restaurantId: null,
  route: { name: "menu", orderId: null },
  catalogue: {
    restaurant: null,
    categories: null,
    products: null,
    combos: null,
    failures: { products: null, categories: null },
  },
  settings: { styles: null, translations: [], language: "pl", gcpKey: null },
  session: { token: null, profile: null, points: null, paymentMethods: [] },
  storageUnavailable: null,
  orderType: "delivery",
  addresses: [],
  addressCheck: null,
  cart: { cart: null, uuid: null, pending: false, adding: false, recommended: [], previous: null, addedAt: null },
  pendingItem: null,
  menu: { activeTab: null, expanded: [] },
  panel: null,
  productModal: null,
  comboModal: null,
  addressModal: closedAddressModal,
  authModal: null,
  message: null,
  promo: { open: false, submitting: false, error: null, typed: "" },
  pointsApply: { applied: null, error: null, entered: "" },
  checkout: initialCheckout,
  order: null,
  orders: { list: [], page: 1, lastPage: 1 },
  orderPoll: { orderId: null, failures: 0, notFound: false, paused: false },
  reorder: null,
  checkoutForm: { draft: null, errors: {}, phase: "checking", rememberedPhone: null, cardModalOpen: false },
  settingsForm: {
    tab: "personal",
    profile: null,
    phoneChange: null,
    addingCard: false,
    deletingCard: null,
    outcome: null,
  },
  search: {
    text: "",
    types: [],
    excluded: [],
    remembered: false,
    fromDevice: false,
    scope: null,
    limit: RESULTS_SHOWN_FIRST,
    opened: false,
    panelOpen: false,
  },
}
