import { Schema } from "effect"
import { At, Half, Id, ModalQuantity } from "../widget/fields"

/**
 * The customisation modal's own facts. The rules (radio vs checkbox, exclusion allowed, mandatory
 * groups) decide elsewhere; these events record the outcome, e.g. the new selection of one group.
 */

/** The modal opened on a product: it starts as that variant, whole (not half-and-half), quantity 1. */
export const ProductModalOpened = Schema.TaggedStruct("ProductModalOpened", { at: At, productId: Id })

/** Another size was chosen: the selected options and exclusions are cleared (SPEC §2). */
export const VariantChosen = Schema.TaggedStruct("VariantChosen", { at: At, productId: Id })

/** Half-and-half switched on or off; off forgets the second half entirely. */
export const HalfAndHalfToggled = Schema.TaggedStruct("HalfAndHalfToggled", { at: At, on: Schema.Boolean })

/** The first-half / second-half tab was chosen (only while half-and-half is on). */
export const HalfTabChosen = Schema.TaggedStruct("HalfTabChosen", { at: At, half: Half })

/** The second half's product was chosen: its add-ons and exclusions are reset (SPEC §2). */
export const SecondHalfChosen = Schema.TaggedStruct("SecondHalfChosen", { at: At, productId: Id })

/** The new selection of one add-on group (add-on ingredient ids), as the selection rule decided it. */
export const AddonSelectionChanged = Schema.TaggedStruct("AddonSelectionChanged", {
  at: At,
  half: Half,
  groupKey: Schema.String,
  optionIds: Schema.Array(Id),
})

/** The new set of excluded ingredient ids of one half (only deletable ones; the rule decides). */
export const IngredientExclusionChanged = Schema.TaggedStruct("IngredientExclusionChanged", {
  at: At,
  half: Half,
  ingredientIds: Schema.Array(Id),
})

export const ModalQuantityChanged = Schema.TaggedStruct("ModalQuantityChanged", { at: At, quantity: ModalQuantity })

/** Mandatory groups were missing: the joined messages block adding until the selection changes. */
export const ModalValidationFailed = Schema.TaggedStruct("ModalValidationFailed", {
  at: At,
  messages: Schema.Array(Schema.String),
})

export const ProductModalClosed = Schema.TaggedStruct("ProductModalClosed", { at: At })

/**
 * The open modal's (product or combo) quantity field as typed when it reads other than the quantity
 * it sent — empty while retyping, '0', '100', '05' (issue 26); null: it shows the quantity again
 * (blur, or typed back to it). Keystrokes coalesce in the log (quantityTypingSupersedes).
 */
export const ModalQuantityTyped = Schema.TaggedStruct("ModalQuantityTyped", {
  at: At,
  text: Schema.NullOr(Schema.String),
})

export const ProductModalEvent = Schema.Union([
  ProductModalOpened,
  VariantChosen,
  HalfAndHalfToggled,
  HalfTabChosen,
  SecondHalfChosen,
  AddonSelectionChanged,
  IngredientExclusionChanged,
  ModalQuantityChanged,
  ModalValidationFailed,
  ProductModalClosed,
  ModalQuantityTyped,
])
export type ProductModalEvent = typeof ProductModalEvent.Type
