import { Schema } from "effect"
import { AddressValue, At, Id, PlaceValue } from "../widget/fields"

export const AddressesLoaded = Schema.TaggedStruct("AddressesLoaded", {
  at: At,
  addresses: Schema.Array(AddressValue),
})

/**
 * An address was saved (added or edited). An edit, or a saved address marked active, becomes the
 * only active address (SPEC §4). The form closes after saving.
 */
export const AddressSaved = Schema.TaggedStruct("AddressSaved", {
  at: At,
  address: AddressValue,
  edited: Schema.Boolean,
})

/** Saving failed: 'Failed to add address' or the server's message, in the error dialog. */
export const AddressSaveFailed = Schema.TaggedStruct("AddressSaveFailed", { at: At, message: Schema.String })

/** The save succeeded but active_address_check failed: its message is shown as a Warning. */
export const AddressCheckWarned = Schema.TaggedStruct("AddressCheckWarned", { at: At, message: Schema.String })

/**
 * The server's active_address_check of a saved or picked address (SPEC §7 PUT/POST addresses): `ok`
 * false means the restaurant does not deliver there, with the server's message. Remembered for that
 * address, so checkout is not offered while it is the delivery address (Checkout.checkoutBlock).
 */
export const AddressChecked = Schema.TaggedStruct("AddressChecked", {
  at: At,
  addressId: Id,
  ok: Schema.Boolean,
  message: Schema.String,
})

/** The customer picked a saved address: it becomes the only active one. */
export const AddressActivated = Schema.TaggedStruct("AddressActivated", { at: At, id: Id })

/** An address was deleted: removed locally, cart_uuid cleared and the cart reset (SPEC §4). */
export const AddressDeleted = Schema.TaggedStruct("AddressDeleted", { at: At, id: Id })

/** The address list modal opened. */
export const AddressModalOpened = Schema.TaggedStruct("AddressModalOpened", { at: At })

/** The address form opened, to add (editingId null) or to edit a saved address. */
export const AddressFormOpened = Schema.TaggedStruct("AddressFormOpened", { at: At, editingId: Schema.NullOr(Id) })

/** 'Go Back' in the form: back to the list. */
export const AddressListShown = Schema.TaggedStruct("AddressListShown", { at: At })

/** The address modal closed (close control or outside click); a pending add waiting for it is dropped. */
export const AddressModalClosed = Schema.TaggedStruct("AddressModalClosed", { at: At })

/**
 * A place was chosen in the form (autocomplete, current location or a map click), already geocoded.
 * A failed reverse geocode arrives with the text 'No results found' and empty coordinates.
 */
export const AddressPlaceChosen = Schema.TaggedStruct("AddressPlaceChosen", { at: At, place: PlaceValue })
/**
 * The open address form's fields as typed (issue 26: a report replays them): `typed`, the address
 * field's text before a place is chosen from its suggestions; `line2`, the flat / floor field;
 * `locationError`, why 'Use my current location' found no position (the widget's text; null: none
 * shown); `suggestions`, `listOpen`, `active`, the address field's autocomplete list as shown (the
 * places it offers, open, the option the arrow keys are on; -1: none). Edits of the same fields
 * coalesce in the log (formEditSupersedes, domain/widget/coalesce.ts).
 */
export const AddressFormEdited = Schema.TaggedStruct("AddressFormEdited", {
  at: At,
  patch: Schema.Struct({
    typed: Schema.optionalKey(Schema.String),
    line2: Schema.optionalKey(Schema.String),
    locationError: Schema.optionalKey(Schema.NullOr(Schema.String)),
    suggestions: Schema.optionalKey(Schema.Array(PlaceValue)),
    listOpen: Schema.optionalKey(Schema.Boolean),
    active: Schema.optionalKey(Schema.Int),
  }),
})

/** Save was pressed without a place that can be saved (SPEC §5): nothing is sent, the form says why. */
export const AddressSaveRefused = Schema.TaggedStruct("AddressSaveRefused", { at: At })

export const AddressEvent = Schema.Union([
  AddressesLoaded,
  AddressSaved,
  AddressSaveFailed,
  AddressCheckWarned,
  AddressChecked,
  AddressActivated,
  AddressDeleted,
  AddressModalOpened,
  AddressFormOpened,
  AddressListShown,
  AddressModalClosed,
  AddressPlaceChosen,
  AddressFormEdited,
  AddressSaveRefused,
])
export type AddressEvent = typeof AddressEvent.Type
