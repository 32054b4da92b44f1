import { copy } from "../i18n/copy"
import type { Combo } from "../wire/combo"
import { chosenComboOption } from "./choice"
import type { ComboChoice } from "./price"

/** The message when a combo is added with nothing chosen (SPEC §5, §8). */
export const COMBO_INCOMPLETE = copy("please-complete-your-combo-selection", "Please complete your combo selection")

export type ComboValidation = { readonly ok: true } | { readonly ok: false; readonly message: string }

/**
 * A combo may be added when at least one of its groups has a (real) option chosen, as the spec says;
 * it does not demand every group. A combo without groups has nothing chosen, so it is refused too.
 */
export const validateCombo = (
  combo: Combo,
  choice: ComboChoice,
  message: string = COMBO_INCOMPLETE.text,
): ComboValidation =>
  combo.groups.some((g) => chosenComboOption(g, choice) !== undefined) ? { ok: true } : { ok: false, message }
