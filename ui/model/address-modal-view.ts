import type { Widget, Wire } from "../../domain"
import type { AddressModalView, Translate } from "./views"

/** SPEC §9: the map opens on Warsaw at zoom 10, and zooms to 15 once a place is chosen. */
export const MAP_DEFAULT_CENTER = { lat: 52.228, lng: 21.011 } as const
export const MAP_ZOOM_INITIAL = 10
export const MAP_ZOOM_PLACE = 15

/** A place can be saved only with text, latitude and longitude all present (SPEC §5). */
export const isSavablePlace = (place: Pick<Wire.Place, "string" | "latitude" | "longitude"> | null): boolean =>
  place !== null && place.string.trim() !== "" && place.latitude.trim() !== "" && place.longitude.trim() !== ""

const coordinates = (place: Wire.Place | null): { lat: number; lng: number } | null => {
  if (place === null || !isSavablePlace(place)) return null
  const lat = Number(place.latitude)
  const lng = Number(place.longitude)
  return Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : null
}

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
  return {
    view: "form",
    form: {
      editingId: modal.editingId,
      text: place?.string ?? "",
      place,
      addressLine2: editing?.address_line_2 ?? "",
      canSave: isSavablePlace(place),
      submitLabel: editing ? t("save-address", "Save Address") : t("add-address", "Add Address"),
      showDelete: editing !== null,
      showMap: gcpKey !== null && gcpKey.trim() !== "",
      mapCenter: at ?? MAP_DEFAULT_CENTER,
      mapZoom: at ? MAP_ZOOM_PLACE : MAP_ZOOM_INITIAL,
    },
  }
}
