import { Schema } from "effect"
import { type WidgetState, WidgetStateSchema } from "./state"

const matchesSchema = Schema.is(WidgetStateSchema)

/**
 * Why a state is not one the reducers can produce: its shape (the state schema) and the invariants
 * that tie slices together. Empty means valid. Used by the property tests and by replay tooling;
 * too slow for the hot path, so reducers never call it.
 */
export const stateProblems = (state: WidgetState): ReadonlyArray<string> => {
  if (!matchesSchema(state)) return ["the state does not match WidgetStateSchema"]
  const problems: Array<string> = []
  const { cart, session, productModal: modal, checkout, orders, addressModal } = state
  if (cart.cart !== null && cart.cart.uuid !== cart.uuid) problems.push("the held cart's uuid is not the stored uuid")
  if (cart.pending && cart.cart !== null) problems.push("a cart is held while a fetch is pending")
  if (session.token === null && (session.profile !== null || session.points !== null)) {
    problems.push("profile or points without a token")
  }
  if (session.token === null && session.paymentMethods.length > 0) problems.push("saved cards without a token")
  if (modal !== null) {
    if (!modal.halfAndHalf && modal.activeHalf === "second") problems.push("second-half tab without half-and-half")
    if (!modal.halfAndHalf && modal.secondProductId !== null) problems.push("second half chosen without half-and-half")
    if (!modal.halfAndHalf && (Object.keys(modal.selections.second).length > 0 || modal.excluded.second.length > 0)) {
      problems.push("second-half selections without half-and-half")
    }
    for (const half of ["first", "second"] as const) {
      for (const [group, ids] of Object.entries(modal.selections[half])) {
        if (ids.length === 0) problems.push(`empty selection kept for group ${group}`)
      }
    }
  }
  if (checkout.status === "redirect" && checkout.redirectUri === null) problems.push("redirect without a uri")
  if (checkout.status === "navigate" && checkout.orderId === null) problems.push("navigate without an order id")
  if (checkout.status === "threeDs" && (checkout.threeDsUrl === null || checkout.orderId === null)) {
    problems.push("3-D Secure without a frame url or order id")
  }
  if (checkout.status === "error" && checkout.message === null) problems.push("checkout error without a message")
  if (checkout.status !== "threeDs" && checkout.threeDsUrl !== null) problems.push("3-D Secure frame left open")
  if (orders.page < 1 || orders.page > orders.lastPage) problems.push("orders page outside 1..lastPage")
  if (addressModal.view !== "form" && (addressModal.editingId !== null || addressModal.place !== null)) {
    problems.push("address form data while the form is not open")
  }
  return problems
}

/** True when the state has the schema's shape and every cross-slice invariant holds. */
export const isValidState = (state: WidgetState): boolean => stateProblems(state).length === 0
