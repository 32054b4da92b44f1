import { Address, type Widget, type Wire } from "../../domain"
import type { Translate } from "../model/translation"

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

/** Where the map centres: a complete place (Address.isCompleteAddress), else nowhere (the SPEC §9 default). */
const coordinates = (place: Wire.Place | null): { lat: number; lng: number } | null =>
  place !== null && Address.isCompleteAddress(place)
    ? { lat: Number(place.latitude), lng: Number(place.longitude) }
    : null

/** The address list or form, as the address modals render them. */
export const addressModalView = (state: Widget.WidgetState, t: Translate): AddressModalView => {
  const modal = state.addressModal
  if (modal.view === "closed") return { view: "closed" }
  if (modal.view === "list") {
    return {
      view: "list",
      addresses: state.addresses.map((a) => ({
        id: a.id,
        string: a.string,
        addressLine2: a.address_line_2,
        active: a.is_active,
      })),
    }
  }
  const editing = modal.editingId === null ? null : (state.addresses.find((a) => a.id === modal.editingId) ?? null)
  const place: Wire.Place | null =
    modal.place ??
    (editing ? { string: editing.string, latitude: editing.latitude, longitude: editing.longitude } : null)
  const at = coordinates(place)
  const gcpKey = state.settings.gcpKey
  const refusal = Address.saveRefusal(place)
  return {
    view: "form",
    form: {
      editingId: modal.editingId,
      text: place?.string ?? "",
      typed: modal.typed,
      place,
      addressLine2: modal.line2 ?? editing?.address_line_2 ?? "",
      canSave: refusal === null,
      saveRefusal: refusal === null ? null : t(refusal.key, refusal.text),
      saveRefused: modal.saveRefused,
      locationError: modal.locationError,
      list: { suggestions: modal.suggestions, listOpen: modal.listOpen, active: modal.active },
      submitLabel: editing ? t("save-address", "Save Address") : t("add-address", "Add Address"),
      showDelete: editing !== null,
      showMap: gcpKey !== null && gcpKey.trim() !== "",
      mapCenter: at ?? Address.MAP_DEFAULTS.center,
      mapZoom: at ? Address.MAP_DEFAULTS.placeZoom : Address.MAP_DEFAULTS.zoom,
      markers: Address.markerPoints(state.addresses),
    },
  }
}
