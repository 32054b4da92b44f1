import { Address, type Widget, type Wire } from "../../domain"
import type { AddressModalView, Translate } from "../model/views"

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
