import { describe, expect, it } from "vitest"
import { formEditSupersedes } from "../../../domain/widget/coalesce"
import { reduce } from "../../../domain/widget/evolve"
import { applied, given } from "../../support/given"
import { aCart, anAddress, event } from "../widget/entities"

const loaded = given(event("AddressesLoaded", { addresses: [anAddress(11, true), anAddress(12), anAddress(13)] }))
/** The address modal's fields before anything is typed, chosen or suggested (a list or form just shown). */
const nothingEntered = {
  place: null,
  typed: null,
  line2: null,
  saveRefused: false,
  locationError: null,
  suggestions: [],
  listOpen: false,
  active: -1,
}
const active = (state: ReturnType<typeof given>) => state.addresses.filter((a) => a.is_active).map((a) => a.id)

describe("saving addresses", () => {
  it("an edit sets the edited address active and all others inactive", () => {
    const state = reduce(loaded, event("AddressSaved", { address: anAddress(13, false), edited: true }))
    expect(active(state)).toEqual([13])
    expect(state.addresses.map((a) => a.id)).toEqual([11, 12, 13])
  })

  it("a new address saved as active becomes the only active one; the form closes", () => {
    const open = reduce(loaded, event("AddressFormOpened", { editingId: null }))
    const state = reduce(open, event("AddressSaved", { address: anAddress(14, true), edited: false }))
    expect(active(state)).toEqual([14])
    expect(state.addressModal.view).toBe("closed")
  })

  it("a new inactive address is appended and leaves the active one alone", () => {
    const state = reduce(loaded, event("AddressSaved", { address: anAddress(14, false), edited: false }))
    expect(active(state)).toEqual([11])
    expect(state.addresses.map((a) => a.id)).toEqual([11, 12, 13, 14])
  })

  it("saving keeps the add that waits for the address", () => {
    const item = { product_id: 1002, addons: [], quantity: 1, exclude_ingredients: [], special: null }
    const state = given(
      event("ItemAddRequested", { item, pendingAddress: true }),
      event("AddressFormOpened", { editingId: null }),
      event("AddressSaved", { address: anAddress(14, true), edited: false }),
    )
    expect(state.pendingItem?._tag).toBe("Item")
  })

  it("a failed save and a failed active-address check show an Error and a Warning", () => {
    expect(reduce(loaded, event("AddressSaveFailed", { message: "Failed to add address" })).message).toEqual({
      title: "Error",
      message: "Failed to add address",
    })
    expect(reduce(loaded, event("AddressCheckWarned", { message: "Poza strefą dostawy" })).message).toEqual({
      title: "Warning",
      message: "Poza strefą dostawy",
    })
  })
})

describe("activating and deleting", () => {
  it("activating makes exactly that address active; activating it again changes nothing", () => {
    const state = reduce(loaded, event("AddressActivated", { id: 12 }))
    expect(active(state)).toEqual([12])
    expect(reduce(state, event("AddressActivated", { id: 12 }))).toBe(state)
    expect(reduce(state, event("AddressActivated", { id: 99 }))).toBe(state)
  })

  it("deleting removes the address locally, clears cart_uuid and resets the cart", () => {
    const withCart = reduce(
      loaded,
      event("CartStored", { cart: aCart({ uuid: "u1", items: [{ key: "k1", quantity: 1 }] }) }),
    )
    const state = reduce(withCart, event("AddressDeleted", { id: 12 }))
    expect(state.addresses.map((a) => a.id)).toEqual([11, 13])
    expect(state.cart).toMatchObject({ cart: null, uuid: null, pending: false })
  })

  it("deleting the address being edited returns the modal to the list", () => {
    const editing = reduce(loaded, event("AddressFormOpened", { editingId: 12 }))
    expect(reduce(editing, event("AddressDeleted", { id: 12 })).addressModal).toEqual({
      view: "list",
      editingId: null,
      ...nothingEntered,
    })
  })

  it("deleting an unknown address changes nothing (the cart stays)", () => {
    expect(reduce(loaded, event("AddressDeleted", { id: 99 }))).toBe(loaded)
  })
})

describe("the address modal", () => {
  it("opens the list, the form (to add or edit), goes back, and closes", () => {
    const list = reduce(loaded, event("AddressModalOpened", {}))
    expect(list.addressModal.view).toBe("list")
    const form = reduce(list, event("AddressFormOpened", { editingId: 11 }))
    expect(form.addressModal).toEqual({ view: "form", editingId: 11, ...nothingEntered })
    expect(reduce(form, event("AddressListShown", {})).addressModal.view).toBe("list")
    expect(reduce(form, event("AddressModalClosed", {})).addressModal.view).toBe("closed")
  })

  it("(issue 26) holds the address field and the flat line as typed; a chosen place replaces the typed text, another form starts empty", () => {
    const form = reduce(loaded, event("AddressFormOpened", { editingId: null }))
    const typed = applied(form, [
      event("AddressFormEdited", { patch: { typed: "Hoż" } }),
      event("AddressFormEdited", { patch: { line2: "m. 4" } }),
    ])
    expect(typed.addressModal).toMatchObject({ typed: "Hoż", line2: "m. 4" })
    const place = { string: "Hoża 42, Warszawa", latitude: "52.2259", longitude: "21.0137" }
    expect(reduce(typed, event("AddressPlaceChosen", { place })).addressModal).toMatchObject({
      place,
      typed: null,
      line2: "m. 4",
    })
    expect(reduce(typed, event("AddressFormOpened", { editingId: 11 })).addressModal).toMatchObject({
      typed: null,
      line2: null,
    })
    // A closed modal has no form to edit.
    expect(reduce(loaded, event("AddressFormEdited", { patch: { typed: "x" } }))).toBe(loaded)
    expect(
      formEditSupersedes(
        event("AddressFormEdited", { patch: { typed: "H" } }),
        event("AddressFormEdited", { patch: { typed: "Ho" } }),
      ),
    ).toBe(true)
  })

  it("editing an address that is not saved does not open the form", () => {
    expect(reduce(loaded, event("AddressFormOpened", { editingId: 99 }))).toBe(loaded)
  })

  it("a chosen place is kept only while the form is open", () => {
    const place = { string: "Hoża 42, Warszawa", latitude: "52.2259", longitude: "21.0137" }
    const form = reduce(loaded, event("AddressFormOpened", { editingId: null }))
    expect(reduce(form, event("AddressPlaceChosen", { place })).addressModal.place).toEqual(place)
    expect(reduce(loaded, event("AddressPlaceChosen", { place }))).toBe(loaded)
  })

  it("closing the modal drops an add that was waiting for an address", () => {
    const item = { product_id: 1002, addons: [], quantity: 1, exclude_ingredients: [], special: null }
    const state = given(
      event("ItemAddRequested", { item, pendingAddress: true }),
      event("AddressFormOpened", { editingId: null }),
      event("AddressModalClosed", {}),
    )
    expect(state.pendingItem).toBeNull()
  })
})

describe("'Use my current location' found no position (issue 26: the form's message is in the log)", () => {
  const form = applied(loaded, [event("AddressFormOpened", { editingId: null })])
  const denied = event("AddressFormEdited", { patch: { locationError: "Location access was denied." } })

  it("given the form open, when the location fails, then the form says why; the next try clears it", () => {
    const failed = applied(form, [denied])
    expect(failed.addressModal.locationError).toBe("Location access was denied.")
    expect(
      applied(failed, [event("AddressFormEdited", { patch: { locationError: null } })]).addressModal.locationError,
    ).toBeNull()
    // Typing leaves it, as the form always did.
    expect(applied(failed, [event("AddressFormEdited", { patch: { typed: "Ho" } })]).addressModal.locationError).toBe(
      "Location access was denied.",
    )
  })

  it("given the message shown, when the form is left or opened again, then a new form starts without it", () => {
    const failed = applied(form, [denied])
    expect(applied(failed, [event("AddressListShown", {})]).addressModal.locationError).toBeNull()
    expect(applied(failed, [event("AddressModalClosed", {})]).addressModal.locationError).toBeNull()
    expect(applied(failed, [event("AddressFormOpened", { editingId: 11 })]).addressModal.locationError).toBeNull()
  })

  it("given no form open, when the location fails, then nothing changes; a retry's clear and its failure coalesce", () => {
    expect(applied(loaded, [denied])).toBe(loaded)
    expect(formEditSupersedes(event("AddressFormEdited", { patch: { locationError: null } }), denied)).toBe(true)
    expect(formEditSupersedes(event("AddressFormEdited", { patch: { typed: "Ho" } }), denied)).toBe(false)
  })
})

describe("the address field's autocomplete list (issue 26: in the log, its places redacted in a report)", () => {
  const form = applied(loaded, [event("AddressFormOpened", { editingId: null })])
  const places = [
    { string: "Hoża 42, Warszawa", latitude: "52.2259", longitude: "21.0137" },
    { string: "Hoża 44, Warszawa", latitude: "52.2261", longitude: "21.0139" },
  ]
  const offered = event("AddressFormEdited", { patch: { suggestions: places, listOpen: true, active: -1 } })

  it("given the form open, when places are offered and the arrow keys move, then the list shows them and the option", () => {
    const shown = applied(form, [offered, event("AddressFormEdited", { patch: { listOpen: true, active: 1 } })])
    expect(shown.addressModal).toMatchObject({ suggestions: places, listOpen: true, active: 1 })
    const closed = applied(shown, [event("AddressFormEdited", { patch: { listOpen: false, active: -1 } })])
    expect(closed.addressModal).toMatchObject({ suggestions: places, listOpen: false, active: -1 })
    // The arrow keys' moves coalesce; a new list does not replace the moves before it.
    const move = (active: number) => event("AddressFormEdited", { patch: { listOpen: true, active } })
    expect(formEditSupersedes(move(0), move(1))).toBe(true)
    expect(formEditSupersedes(move(0), offered)).toBe(false)
  })

  it("given a list shown, when the form is left or opened again, then a new form starts without it", () => {
    const shown = applied(form, [offered])
    for (const left of [event("AddressListShown", {}), event("AddressModalClosed", {})])
      expect(applied(shown, [left]).addressModal).toMatchObject({ suggestions: [], listOpen: false, active: -1 })
    expect(applied(shown, [event("AddressFormOpened", { editingId: 11 })]).addressModal.suggestions).toEqual([])
  })
})

describe("a refused save (issue 26: the form's 'why it was not saved' is in the log)", () => {
  const form = applied(loaded, [event("AddressFormOpened", { editingId: null })])

  it("given the form open, when save is refused, then the form says why; refused again, nothing changes", () => {
    const refused = applied(form, [event("AddressSaveRefused", {})])
    expect(refused.addressModal.saveRefused).toBe(true)
    expect(applied(refused, [event("AddressSaveRefused", {})])).toBe(refused)
  })

  it("given a refused save, when a place is chosen or a field typed, then it stays (shown until the place can be saved)", () => {
    const place = { string: "Hoża 42, Warszawa", latitude: "52.2259", longitude: "21.0137" }
    const state = applied(form, [
      event("AddressSaveRefused", {}),
      event("AddressFormEdited", { patch: { typed: "Ho" } }),
      event("AddressPlaceChosen", { place }),
    ])
    expect(state.addressModal.saveRefused).toBe(true)
  })

  it("given a refused save, when the form is left or opened again, then a new form starts without it", () => {
    const refused = applied(form, [event("AddressSaveRefused", {})])
    expect(applied(refused, [event("AddressListShown", {})]).addressModal.saveRefused).toBe(false)
    expect(applied(refused, [event("AddressModalClosed", {})]).addressModal.saveRefused).toBe(false)
    expect(applied(refused, [event("AddressFormOpened", { editingId: 11 })]).addressModal.saveRefused).toBe(false)
  })

  it("given no form open, when save is refused, then nothing changes", () => {
    expect(applied(loaded, [event("AddressSaveRefused", {})])).toBe(loaded)
  })
})
