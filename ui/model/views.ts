import type { Address, Widget, Wire } from "../../domain"

/** Which half of a half-and-half pizza (the state's spelling). */
export type Half = NonNullable<Widget.WidgetState["productModal"]>["activeHalf"]
/** A menu tab as the state spells it: "combos" or a category id. */
export type MenuTab = NonNullable<Widget.WidgetState["menu"]["activeTab"]>
export type RouteName = Widget.WidgetState["route"]["name"]

/**
 * The view objects the model's projections hand to components. They are already decided and
 * translated: every price is a formatted text computed by the domain, every label passed through the
 * translation lookup. Components render them and call commands; they never derive prices or rules.
 */

/** Translation lookup bound to the current language: `t("show-more", "Show More")`; `{n}` placeholders filled from params. */
/**
 * The translation lookup, carrying the language it translates into so prices are written the same way
 * (Money.formatPrice(g, t.language): '26,90 zł' in Polish). A lookup without a language writes English.
 */
export type Translate = ((
  key: string,
  fallback: string,
  params?: Readonly<Record<string, string | number>>,
) => string) & {
  readonly language?: string
}

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

export interface ProductModalOptionView {
  readonly id: number
  readonly name: string
  /** '+X.XX zł' or 'Darmowy' (halved in half-and-half). */
  readonly priceText: string
  readonly checked: boolean
  /** A checkbox that may not be ticked now (the group already has its N). */
  readonly disabled: boolean
}

export interface ProductModalGroupView {
  readonly key: string
  readonly name: string
  /** 'Wybierz N' / 'Wybierz 1' or null. */
  readonly hint: string | null
  /** 'Wymagane' or null. */
  readonly badge: string | null
  /** 'Dodatkowe' on the gathered ungrouped list, else null. */
  readonly tag: string | null
  /** After a refused add, this group's own 'Wybierz co najmniej jedną opcję z …' while it needs a choice; else null. */
  readonly invalidText: string | null
  readonly mode: "radio" | "checkbox"
  readonly options: ReadonlyArray<ProductModalOptionView>
}

export interface ProductModalView {
  readonly productId: number
  readonly name: string
  readonly description: string
  readonly logo: string | null
  readonly allergens: ReadonlyArray<string>
  /** Size variants sorted by the number in variable_name; empty when the dish has one size. */
  readonly sizes: ReadonlyArray<{
    readonly productId: number
    readonly label: string
    readonly priceText: string
    readonly selected: boolean
  }>
  /** The half-and-half toggle is offered (allow_half). */
  readonly allowHalf: boolean
  /** The half-and-half price rule in one line, by the switch; null when the size cannot be halved. */
  readonly halfPriceRule: string | null
  readonly halfAndHalf: boolean
  /** First/second-half tabs while half-and-half is on, else null. */
  readonly halfTabs: {
    readonly active: Half
    readonly first: { readonly label: string; readonly productName: string }
    readonly second: { readonly label: string; readonly productName: string | null }
  } | null
  /** Products of the same category to pick the second half from (shown on the second tab). */
  readonly secondHalfChoices: ReadonlyArray<{
    readonly productId: number
    readonly name: string
    readonly selected: boolean
  }>
  /** Add-on groups of the active half (the second half's product when on the second tab). */
  readonly groups: ReadonlyArray<ProductModalGroupView>
  /** Ingredients of the active half; only `canExclude` ones are toggleable. */
  readonly ingredients: ReadonlyArray<{
    readonly id: number
    readonly name: string
    readonly excluded: boolean
    readonly canExclude: boolean
  }>
  readonly quantity: number
  /** The quantity field's draft while typing (issue 26: in the log); null: it shows `quantity`. */
  readonly quantityTyped?: string | null
  readonly canDecrease: boolean
  readonly canIncrease: boolean
  /** The live total (line price × quantity). */
  readonly totalText: string
  /** The joined validation messages ('\n' between them), or null. */
  readonly validationText: string | null
  /** After a refused add with half-and-half on and no second half: 'Choose the second half', shown at the picker. */
  readonly secondHalfInvalidText: string | null
  /** An add is running: the button shows progress and ignores clicks. */
  readonly adding: boolean
}

export interface ComboOptionView {
  readonly id: number
  readonly name: string
  readonly variableName: string | null
  readonly logo: string | null
  /**
   * '+x.xx zł' (the option's own extra_price, Combo.optionCardText), 'Darmowy' when it adds nothing, or ''
   * when it adds only its group's surcharge (shown on the group, never called free).
   */
  readonly extraText: string
  readonly chosen: boolean
}

export interface ComboModalView {
  readonly comboId: number
  readonly name: string
  readonly description: string
  readonly logo: string | null
  readonly groups: ReadonlyArray<{
    readonly id: number
    readonly name: string
    readonly chosen: ComboOptionView | null
    readonly focused: boolean
    /** The group's surcharge, '+2,50 zł' (Combo.groupSurchargeText); null when it adds nothing. */
    readonly surchargeText: string | null
    /** After a refused add: this group has no choice yet, so it is marked. */
    readonly invalid: boolean
  }>
  readonly focusedGroupId: number | null
  /** 'Step 2 of 3': where the focused group stands in the walk through the groups; null without groups. */
  readonly stepText: string | null
  /** 'Each choice here adds +2,50 zł' over the focused group's options; null when it has no surcharge. */
  readonly focusedSurchargeText: string | null
  /** Options of the focused group (left side). */
  readonly options: ReadonlyArray<ComboOptionView>
  readonly quantity: number
  /** The quantity field's draft while typing (issue 26: in the log); null: it shows `quantity`. */
  readonly quantityTyped?: string | null
  readonly canDecrease: boolean
  readonly canIncrease: boolean
  readonly totalText: string
  /** 'Please complete your combo selection' after a refused add, else null. */
  readonly error: string | null
  readonly adding: boolean
}

export interface AddressListItemView {
  readonly id: number
  readonly string: string
  readonly addressLine2: string | null
  readonly active: boolean
}

/** The address field's autocomplete list: the places offered, open, the option active (-1: none). */
export interface AutocompleteList {
  readonly suggestions: ReadonlyArray<Wire.Place>
  readonly listOpen: boolean
  readonly active: number
}

export interface AddressFormView {
  readonly editingId: number | null
  /** The text to show in the address field: the chosen place, else the edited address, else ''. */
  readonly text: string
  /** The address field as typed, no place chosen from it yet (issue 26: in the log); null shows `text`. */
  readonly typed: string | null
  /** The chosen place (or the edited address as a place) — what saveAddress sends. */
  readonly place: Wire.Place | null
  /** The flat / floor field as shown: as typed, else the edited address's (issue 26: in the log). */
  readonly addressLine2: string
  /** Text, latitude and longitude are all present (SPEC §5). */
  readonly canSave: boolean
  /** Why the place cannot be saved yet (Address.saveRefusal), translated; null when it can. */
  readonly saveRefusal: string | null
  /** Save was pressed while it could not save (issue 26: in the log): the form shows `saveRefusal`. */
  readonly saveRefused: boolean
  /** Why 'Use my current location' found no position (issue 26: in the log); null: none. */
  readonly locationError: string | null
  /** The address field's autocomplete list as shown (issue 26: in the log). */
  readonly list: AutocompleteList
  /** 'Add Address' or 'Save Address' (editing), translated. */
  readonly submitLabel: string
  readonly showDelete: boolean
  /** A map key is configured. */
  readonly showMap: boolean
  readonly mapCenter: { readonly lat: number; readonly lng: number }
  readonly mapZoom: number
  /** The saved addresses as markers, clustered on the map (Address.markerPoints). */
  readonly markers: ReadonlyArray<{ readonly latitude: number; readonly longitude: number }>
}

export type AddressModalView =
  | { readonly view: "closed" }
  | { readonly view: "list"; readonly addresses: ReadonlyArray<AddressListItemView> }
  | { readonly view: "form"; readonly form: AddressFormView }

/** The generic message modal: translated title and the message. */
export interface MessageView {
  readonly title: string
  readonly message: string
}

/** Where the shared layout is, for the router. */
export interface RouteView {
  readonly name: RouteName
  readonly orderId: number | null
}
