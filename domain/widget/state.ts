import { Schema } from "effect"
import { PhoneChangeValue, ProfileDraftValue, SettingsOutcomeValue, SettingsTab } from "../account/settings-events"
import { CheckoutDraftValue, CheckoutPhase } from "../checkout/draft-events"
import { AuthFieldsValue } from "../dialogs/events"
import { AllergenCodeValue } from "../search/events"
import {
  AddressValue,
  AuthMode,
  CartItemValue,
  CartValue,
  CategoryValue,
  ComboSelectionValue,
  ComboValue,
  Half,
  Id,
  MenuTab,
  ModalQuantity,
  OrderTypeName,
  OrderValue,
  PanelName,
  PaymentMethodValue,
  PlaceValue,
  ProductValue,
  ProfileValue,
  RestaurantValue,
  RouteName,
  TranslationValue,
  WidgetStylesValue,
} from "./fields"

/**
 * The widget's whole state, as plain readonly JSON data (no Map/Set/Date/undefined): states compare
 * with deep equality, print as JSON and snapshot cleanly. "Not there" is always null, never a missing
 * key, so a state survives JSON.stringify → JSON.parse unchanged. The schema doubles as the validity
 * check of the property tests (see isValidState); reducers never run it.
 */

/** Selections of add-on groups for one half: group key → chosen add-on ingredient ids (never []). */
export const HalfSelections = Schema.Record(Schema.String, Schema.Array(Id))

export const ProductModalState = Schema.Struct({
  /** The product the modal was opened on (the first half). */
  productId: Id,
  /** The chosen size variant; starts as productId. */
  variantId: Id,
  halfAndHalf: Schema.Boolean,
  activeHalf: Half,
  secondProductId: Schema.NullOr(Id),
  selections: Schema.Struct({ first: HalfSelections, second: HalfSelections }),
  excluded: Schema.Struct({ first: Schema.Array(Id), second: Schema.Array(Id) }),
  quantity: ModalQuantity,
  validation: Schema.Array(Schema.String),
  /** The quantity field's draft while typing (ModalQuantityTyped); absent: it shows `quantity`. */
  quantityTyped: Schema.optionalKey(Schema.NullOr(Schema.String)),
})
export type ProductModalState = typeof ProductModalState.Type

export const ComboModalState = Schema.Struct({
  comboId: Id,
  /** Group id (as a string key) → chosen option id; integer-like keys keep a canonical order in JS. */
  choices: Schema.Record(Schema.String, Id),
  focusedGroupId: Schema.NullOr(Id),
  quantity: ModalQuantity,
  error: Schema.NullOr(Schema.String),
  /** The quantity field's draft while typing (ModalQuantityTyped); absent: it shows `quantity`. */
  quantityTyped: Schema.optionalKey(Schema.NullOr(Schema.String)),
})
export type ComboModalState = typeof ComboModalState.Type

export const AddressModalState = Schema.Struct({
  view: Schema.Literals(["closed", "list", "form"]),
  editingId: Schema.NullOr(Id),
  /** The place chosen in the open form (autocomplete, location or map), already geocoded. */
  place: Schema.NullOr(PlaceValue),
  /**
   * The address field as typed, no place chosen from it yet; null: it shows the place's (or the edited
   * address's) text.
   */
  typed: Schema.NullOr(Schema.String),
  /** The flat / floor field as typed; null: the edited address's (or empty). */
  line2: Schema.NullOr(Schema.String),
  /** Save was pressed while the place could not be saved: the form says why until it can (issue 27). */
  saveRefused: Schema.Boolean,
  /** Why 'Use my current location' found no position (denied, unavailable); cleared by the next try. */
  locationError: Schema.NullOr(Schema.String),
  /** The address field's autocomplete list: the places offered, open, the option active (-1: none). */
  suggestions: Schema.Array(PlaceValue),
  listOpen: Schema.Boolean,
  active: Schema.Int,
})
export type AddressModalState = typeof AddressModalState.Type

export const AuthModalState = Schema.Struct({
  mode: AuthMode,
  step: Schema.Int,
  error: Schema.NullOr(Schema.String),
  /** The form as typed, passwords aside. */
  fields: AuthFieldsValue,
})
export type AuthModalState = typeof AuthModalState.Type

/** An add waiting for the address form (delivery with no address). */
export const PendingItem = Schema.Union([
  Schema.TaggedStruct("Item", { item: CartItemValue }),
  Schema.TaggedStruct("Combo", { selection: ComboSelectionValue }),
])
export type PendingItem = typeof PendingItem.Type

export const CheckoutStatus = Schema.Literals(["idle", "submitting", "redirect", "navigate", "threeDs", "error"])
export type CheckoutStatus = typeof CheckoutStatus.Type

export const CheckoutState = Schema.Struct({
  status: CheckoutStatus,
  /** The inline error under the place-order button (status "error"). */
  message: Schema.NullOr(Schema.String),
  /** Messages of the last failed form validation; cleared by the next submission. */
  validation: Schema.Array(Schema.String),
  idempotencyKey: Schema.NullOr(Schema.String),
  redirectUri: Schema.NullOr(Schema.String),
  orderId: Schema.NullOr(Id),
  threeDsUrl: Schema.NullOr(Schema.String),
})
export type CheckoutState = typeof CheckoutState.Type

export const Message = Schema.Struct({ title: Schema.String, message: Schema.String })
export type Message = typeof Message.Type

export const WidgetStateSchema = Schema.Struct({
  restaurantId: Schema.NullOr(Id),
  route: Schema.Struct({ name: RouteName, orderId: Schema.NullOr(Id) }),
  catalogue: Schema.Struct({
    restaurant: Schema.NullOr(RestaurantValue),
    /** null = not loaded yet; [] = loaded and empty. */
    categories: Schema.NullOr(Schema.Array(CategoryValue)),
    products: Schema.NullOr(Schema.Array(ProductValue)),
    combos: Schema.NullOr(Schema.Array(ComboValue)),
    failures: Schema.Struct({ products: Schema.NullOr(Schema.String), categories: Schema.NullOr(Schema.String) }),
  }),
  settings: Schema.Struct({
    styles: Schema.NullOr(WidgetStylesValue),
    translations: Schema.Array(TranslationValue),
    language: Schema.String,
    gcpKey: Schema.NullOr(Schema.String),
  }),
  session: Schema.Struct({
    token: Schema.NullOr(Schema.String),
    profile: Schema.NullOr(ProfileValue),
    points: Schema.NullOr(Schema.Int),
    paymentMethods: Schema.Array(PaymentMethodValue),
  }),
  storageUnavailable: Schema.NullOr(Schema.String),
  orderType: OrderTypeName,
  addresses: Schema.Array(AddressValue),
  /**
   * The last failed active_address_check (SPEC §7) and the address it was for: the restaurant does not
   * deliver there. null when none failed (or the address passed a later check).
   */
  addressCheck: Schema.NullOr(Schema.Struct({ addressId: Id, message: Schema.String })),
  cart: Schema.Struct({
    cart: Schema.NullOr(CartValue),
    uuid: Schema.NullOr(Schema.String),
    pending: Schema.Boolean,
    adding: Schema.Boolean,
    recommended: Schema.Array(ProductValue),
    /**
     * The last cart held before a fetch cleared it (SPEC §4 clears the cart while a fetch is pending);
     * the menu's bar keeps showing it until the fetch ends, so a Delivery/Pickup switch never hides it.
     */
    previous: Schema.NullOr(CartValue),
    /** When the last add succeeded (the CartStored that ended it): the 'Added' confirmation starts then. */
    addedAt: Schema.NullOr(Schema.Number),
  }),
  pendingItem: Schema.NullOr(PendingItem),
  menu: Schema.Struct({ activeTab: Schema.NullOr(MenuTab), expanded: Schema.Array(Id) }),
  panel: Schema.NullOr(PanelName),
  productModal: Schema.NullOr(ProductModalState),
  comboModal: Schema.NullOr(ComboModalState),
  addressModal: AddressModalState,
  authModal: Schema.NullOr(AuthModalState),
  message: Schema.NullOr(Message),
  promo: Schema.Struct({
    open: Schema.Boolean,
    submitting: Schema.Boolean,
    error: Schema.NullOr(Schema.String),
    /** The code in the modal's field, as typed (issue 26); each opening starts empty. */
    typed: Schema.String,
  }),
  pointsApply: Schema.Struct({
    applied: Schema.NullOr(Schema.Int),
    error: Schema.NullOr(Schema.String),
    /** The points field as typed. */
    entered: Schema.String,
  }),
  checkout: CheckoutState,
  order: Schema.NullOr(OrderValue),
  orders: Schema.Struct({ list: Schema.Array(OrderValue), page: Schema.Int, lastPage: Schema.Int }),
  /**
   * The order page's polling (domain/orders/evolve.ts): the order watched (null: not on the order page),
   * failed polls in a row (the wait backs off and the page says it is reconnecting), the API does not
   * know the order, polling paused while the page is hidden.
   */
  orderPoll: Schema.Struct({
    orderId: Schema.NullOr(Id),
    failures: Schema.Int,
    notFound: Schema.Boolean,
    paused: Schema.Boolean,
  }),
  /**
   * The 'Order again' dialog (null: closed): the held order in review, being added, or stopped by a
   * failed add, with the order-line indexes added and not added.
   */
  reorder: Schema.NullOr(
    Schema.Struct({
      phase: Schema.Literals(["review", "adding", "failed"]),
      orderId: Id,
      added: Schema.Array(Schema.Int),
      notAdded: Schema.Array(Schema.Int),
    }),
  ),
  /**
   * The checkout page's form as typed, its field messages, how the page got on and whether the
   * card-entry modal is open (domain/checkout/draft.ts); `draft` is null until a checkout page opens.
   */
  checkoutForm: Schema.Struct({
    draft: Schema.NullOr(CheckoutDraftValue),
    errors: Schema.Record(Schema.String, Schema.String),
    phase: CheckoutPhase,
    /** The phone a guest ordered with on this device before, offered again (StorageKeys.guestPhone). */
    rememberedPhone: Schema.NullOr(Schema.String),
    cardModalOpen: Schema.Boolean,
  }),
  /** The settings screen's tab and its unsaved Personal Information form (null: the saved profile shows). */
  settingsForm: Schema.Struct({
    tab: SettingsTab,
    profile: Schema.NullOr(ProfileDraftValue),
    /** The phone change's code step, open. */
    phoneChange: Schema.NullOr(PhoneChangeValue),
    /** Payment Methods' add-card form is open. */
    addingCard: Schema.Boolean,
    /** The saved card 'Do you want to delete this card?' asks about. */
    deletingCard: Schema.NullOr(Id),
    /** The message the last save, change or delete answered, as shown under its form (issue 26). */
    outcome: Schema.NullOr(SettingsOutcomeValue),
  }),
  /** The menu's search and filters (domain/search/evolve.ts): the text, types, exclusions, scope, cards shown. */
  search: Schema.Struct({
    text: Schema.String,
    types: Schema.Array(Id),
    excluded: Schema.Array(AllergenCodeValue),
    /** 'Remember on this device' is ticked (issue 30). */
    remembered: Schema.Boolean,
    /** The exclusion came from this device at the start of the visit: the menu offers a one-tap 'Clear'. */
    fromDevice: Schema.Boolean,
    /** A tab picked while searching narrows the results to it; null shows every category's matches. */
    scope: Schema.NullOr(MenuTab),
    /** How many result cards show while searching every category (Search.resultsShown). */
    limit: Schema.Int,
    /** On a phone the magnifier opens the field and the filters under the tabs. */
    opened: Schema.Boolean,
    /** The 'Without allergens' panel is open. */
    panelOpen: Schema.Boolean,
  }),
})

/** The state every log starts from. */
export type WidgetState = typeof WidgetStateSchema.Type
