import { describe, expect, it } from "vitest"
import { supersedes } from "../../../domain/widget/snapshot"
import { applied, given } from "../../support/given"
import { event } from "../widget/entities"

/** Issue 26: the modals' quantity field while typing (empty, '0', '100') is the log's, so a report shows it. */

const typed = (text: string | null) => event("ModalQuantityTyped", { text })

describe("the modal quantity field's draft in the log", () => {
  it("given the product modal open, when the field is emptied, then the modal holds the draft; blur (null) shows the quantity again", () => {
    const open = given(event("ProductModalOpened", { productId: 1002 }))
    const emptied = applied(open, [typed("")])
    expect(emptied.productModal).toMatchObject({ quantity: 1, quantityTyped: "" })
    expect(applied(emptied, [typed(null)]).productModal?.quantityTyped).toBeNull()
    // The modal closed: the draft goes with it; opened again, it starts without one.
    expect(applied(emptied, [event("ProductModalClosed", {})]).productModal).toBeNull()
    const reopened = applied(emptied, [
      event("ProductModalClosed", {}),
      event("ProductModalOpened", { productId: 1002 }),
    ])
    expect(reopened.productModal?.quantityTyped).toBeUndefined()
  })

  it("given the combo modal open, when '100' is typed (the quantity sent is 99), then the combo modal holds it", () => {
    const open = given(event("ComboModalOpened", { comboId: 901, choice: [] }))
    const state = applied(open, [event("ComboQuantityChanged", { quantity: 99 }), typed("100")])
    expect(state.comboModal).toMatchObject({ quantity: 99, quantityTyped: "100" })
  })

  it("given no modal open, when a draft arrives, then nothing changes", () => {
    const state = given()
    expect(applied(state, [typed("")])).toBe(state)
  })

  it("a keystroke's draft supersedes the one before it in the log", () => {
    expect(supersedes(typed(""), typed("0"))).toBe(true)
    expect(supersedes(typed("0"), typed(null))).toBe(true)
    expect(supersedes(event("ModalQuantityChanged", { quantity: 2 }), typed(""))).toBe(false)
  })
})
