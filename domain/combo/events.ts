import { Schema } from "effect"
import { At, Id, ModalQuantity } from "../widget/fields"

/** The combo modal opened with its initial choice ([groupId, optionId] pairs, e.g. the default options). */
export const ComboModalOpened = Schema.TaggedStruct("ComboModalOpened", {
  at: At,
  comboId: Id,
  choice: Schema.Array(Schema.Tuple([Id, Id])),
})

/** A group was focused ('Zmień'): its options are shown on the left. */
export const ComboGroupFocused = Schema.TaggedStruct("ComboGroupFocused", { at: At, groupId: Id })

/** An option was chosen for a group; it replaces the group's previous option. */
export const ComboOptionChosen = Schema.TaggedStruct("ComboOptionChosen", { at: At, groupId: Id, optionId: Id })

export const ComboQuantityChanged = Schema.TaggedStruct("ComboQuantityChanged", { at: At, quantity: ModalQuantity })

/** 'Please complete your combo selection'. */
export const ComboValidationFailed = Schema.TaggedStruct("ComboValidationFailed", { at: At, message: Schema.String })

export const ComboModalClosed = Schema.TaggedStruct("ComboModalClosed", { at: At })

export const ComboModalEvent = Schema.Union([
  ComboModalOpened,
  ComboGroupFocused,
  ComboOptionChosen,
  ComboQuantityChanged,
  ComboValidationFailed,
  ComboModalClosed,
])
export type ComboModalEvent = typeof ComboModalEvent.Type
