import { errorMessage, warningMessage } from "../dialogs/message"
import { copyCartSlice, copyState, withSlice } from "../widget/copies"
import { exhaustive } from "../widget/exhaustive"
import { closedAddressModal } from "../widget/initial-state"
import type { WidgetState } from "../widget/state"
import type { AddressEvent } from "./events"

type Address = WidgetState["addresses"][number]

/** The modal's list: a closed modal's empty fields (domain/widget/initial-state.ts) with the list in view. */
const listView: WidgetState["addressModal"] = { ...closedAddressModal, view: "list" }

/** Only `id` active; the same array when that is already so. */
const onlyActive = (addresses: ReadonlyArray<Address>, id: number): ReadonlyArray<Address> =>
  addresses.every((a) => a.is_active === (a.id === id))
    ? addresses
    : addresses.map((a) => (a.is_active === (a.id === id) ? a : { ...a, is_active: a.id === id }))

/** Saved addresses and the address modal (list, form, chosen place). */
export const reduceAddresses = (state: WidgetState, event: AddressEvent): WidgetState => {
  switch (event._tag) {
    case "AddressesLoaded":
      return withSlice(state, "addresses", event.addresses)
    case "AddressSaved": {
      const saved = event.address
      const exists = state.addresses.some((a) => a.id === saved.id)
      const upserted = exists
        ? state.addresses.map((a) => (a.id === saved.id ? saved : a))
        : [...state.addresses, saved]
      const next = copyState(state)
      next.addresses = event.edited || saved.is_active ? onlyActive(upserted, saved.id) : upserted
      next.addressModal = closedAddressModal
      return next
    }
    case "AddressSaveFailed":
      return withSlice(state, "message", errorMessage(event.message))
    case "AddressCheckWarned":
      return withSlice(state, "message", warningMessage(event.message))
    case "AddressChecked": {
      if (event.ok)
        return state.addressCheck?.addressId === event.addressId ? withSlice(state, "addressCheck", null) : state
      return withSlice(state, "addressCheck", { addressId: event.addressId, message: event.message })
    }
    case "AddressActivated": {
      if (!state.addresses.some((a) => a.id === event.id)) return state
      const addresses = onlyActive(state.addresses, event.id)
      return addresses === state.addresses ? state : withSlice(state, "addresses", addresses)
    }
    case "AddressDeleted": {
      if (!state.addresses.some((a) => a.id === event.id)) return state
      const next = copyState(state)
      next.addresses = state.addresses.filter((a) => a.id !== event.id)
      const cart = copyCartSlice(state.cart)
      cart.cart = null
      cart.uuid = null
      cart.pending = false
      cart.previous = null
      next.cart = cart
      if (state.addressModal.editingId === event.id) next.addressModal = listView
      return next
    }
    case "AddressModalOpened":
      return withSlice(state, "addressModal", listView)
    case "AddressFormOpened":
      if (event.editingId !== null && !state.addresses.some((a) => a.id === event.editingId)) return state
      // A new or edited address starts from a closed modal's empty fields, the form in view.
      return withSlice(state, "addressModal", { ...closedAddressModal, view: "form", editingId: event.editingId })
    case "AddressListShown":
      return state.addressModal.view === "form" ? withSlice(state, "addressModal", listView) : state
    case "AddressModalClosed": {
      if (state.addressModal.view === "closed" && state.pendingItem === null) return state
      const next = copyState(state)
      next.addressModal = closedAddressModal
      next.pendingItem = null
      return next
    }
    case "AddressPlaceChosen":
      return state.addressModal.view === "form"
        ? // The field shows the chosen place's text: what was typed to find it goes.
          withSlice(state, "addressModal", { ...state.addressModal, place: event.place, typed: null })
        : state
    case "AddressSaveRefused":
      return state.addressModal.view === "form" && !state.addressModal.saveRefused
        ? withSlice(state, "addressModal", { ...state.addressModal, saveRefused: true })
        : state
    case "AddressFormEdited":
      return state.addressModal.view === "form"
        ? withSlice(state, "addressModal", { ...state.addressModal, ...event.patch })
        : state
    default:
      return exhaustive(event, state)
  }
}
