/** Quantity limits of the customisation modal (SPEC §5, §9): 1–99; the cart selector's 1–10 is Cart's. */
export const MODAL_QUANTITY_MIN = 1
export const MODAL_QUANTITY_MAX = 99

/**
 * Any typed or computed quantity brought into 1..99: fractions are cut to whole units, anything
 * that is not a finite number becomes 1.
 */
export const clampModalQuantity = (quantity: number): number => {
  if (!Number.isFinite(quantity)) return MODAL_QUANTITY_MIN
  return Math.min(MODAL_QUANTITY_MAX, Math.max(MODAL_QUANTITY_MIN, Math.trunc(quantity)))
}

/** Whether a quantity is one the modal holds: a whole number in 1..99. */
export const isModalQuantity = (quantity: number): boolean => quantity === clampModalQuantity(quantity)

/** Whether the modal's + button is enabled. */
export const canIncrease = (quantity: number): boolean => quantity < MODAL_QUANTITY_MAX

/** Whether the modal's − button is enabled. */
export const canDecrease = (quantity: number): boolean => quantity > MODAL_QUANTITY_MIN
