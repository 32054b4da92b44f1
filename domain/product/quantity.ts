/** Quantity limits (SPEC §5, §9): 1–99 in the customisation modal, 1–10 in the cart selector. */
export const MODAL_QUANTITY_MIN = 1
export const MODAL_QUANTITY_MAX = 99
export const CART_QUANTITY_MAX = 10

/**
 * Any typed or computed quantity brought into 1..99: fractions are cut to whole units, anything
 * that is not a finite number becomes 1.
 */
export const clampModalQuantity = (quantity: number): number => {
  if (!Number.isFinite(quantity)) return MODAL_QUANTITY_MIN
  return Math.min(MODAL_QUANTITY_MAX, Math.max(MODAL_QUANTITY_MIN, Math.trunc(quantity)))
}

/** Whether the modal's + button is enabled. */
export const canIncrease = (quantity: number): boolean => quantity < MODAL_QUANTITY_MAX

/** Whether the modal's − button is enabled. */
export const canDecrease = (quantity: number): boolean => quantity > MODAL_QUANTITY_MIN

const oneToTen: ReadonlyArray<number> = Array.from({ length: CART_QUANTITY_MAX }, (_, i) => i + 1)

/**
 * The cart line's quantity choices: 1 to 10. A line that already holds more (the modal allows 99)
 * gets its own quantity appended, so the selector can show what is in the cart instead of lying.
 */
export const cartQuantityOptions = (current = 1): ReadonlyArray<number> =>
  Number.isInteger(current) && current > CART_QUANTITY_MAX ? [...oneToTen, current] : oneToTen
