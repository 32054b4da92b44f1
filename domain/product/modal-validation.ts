import type { Product } from "../wire/product"
import { addonGroups } from "./groups"
import { canPairHalves, SECOND_HALF_MISMATCH, SECOND_HALF_REQUIRED } from "./half-and-half"
import type { AddonSelection } from "./selection"
import { MANDATORY_GROUP_MESSAGE, validateMandatoryGroups } from "./validation"

/** The part of the customisation modal's state the add button's check reads (ProductModalState fits). */
export interface ModalSelections {
  readonly variantId: number
  readonly halfAndHalf: boolean
  readonly secondProductId: number | null
  readonly selections: { readonly first: AddonSelection; readonly second: AddonSelection }
}

/**
 * What blocks 'add to order' in the customisation modal (SPEC §5): one 'Wybierz co najmniej jedną
 * opcję z {group}' per mandatory group left empty — the chosen variant's groups, then, in
 * half-and-half, 'Wybierz drugą połowę' while no second half is chosen (adding would otherwise send a
 * whole pizza), the pairing rule (canPairHalves) once one is, and the second half's groups against its own selection. A
 * message already given for the first half is not repeated (both halves of one pizza often share a
 * 'Rodzaj ciasta' group, and the same line twice helps nobody). Empty means adding may go on; the UI
 * shows the messages joined (joinValidationMessages) and records them with ModalValidationFailed.
 * A product the lookup does not know contributes nothing (the menu is not loaded; the server decides).
 */
export const productModalMessages = (
  modal: ModalSelections,
  productById: (id: number) => Product | undefined,
  template: string = MANDATORY_GROUP_MESSAGE.text,
  halfTexts: { readonly required: string; readonly mismatch: string } = {
    required: SECOND_HALF_REQUIRED.text,
    mismatch: SECOND_HALF_MISMATCH.text,
  },
): ReadonlyArray<string> => {
  const halves: Array<readonly [number, AddonSelection]> = [[modal.variantId, modal.selections.first]]
  const messages: Array<string> = []
  if (modal.halfAndHalf) {
    if (modal.secondProductId === null) messages.push(halfTexts.required)
    else {
      const first = productById(modal.variantId)
      const second = productById(modal.secondProductId)
      if (first !== undefined && second !== undefined && !canPairHalves(first, second))
        messages.push(halfTexts.mismatch)
      halves.push([modal.secondProductId, modal.selections.second])
    }
  }
  for (const [productId, selection] of halves) {
    const product = productById(productId)
    if (product === undefined) continue
    for (const message of validateMandatoryGroups(addonGroups(product), selection, template)) {
      if (!messages.includes(message)) messages.push(message)
    }
  }
  return messages
}
