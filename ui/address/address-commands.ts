import { Option } from "effect"
import { Api, type MapHandle, Maps } from "../../adapters"
import { Address, type Wire } from "../../domain"
import type { cartFlow } from "../cart/cart-flow"
import type { ModelContext } from "../model/context"
import { type CallFailure, rejectedStatus } from "../model/runtime"
import { checkAddressOnServer, recordAddressCheck } from "./address-check"

/** What the address form submits; the coordinates travel as strings (SPEC §3). */
export interface AddressInput {
  readonly string: string
  readonly latitude: string
  readonly longitude: string
  readonly address_line_2: string | null
}

/**
 * The address modals' commands. Saving follows SPEC §5 (nothing happens without text, latitude and
 * longitude) and then resumes the cart flow of SPEC §4 for the item that was waiting for an address.
 */
export const addressCommands = (ctx: ModelContext, cart: ReturnType<typeof cartFlow>) => {
  const at = () => ctx.now()

  /** After an address is saved or chosen: the pending add goes on, or a cart without address gets it. */
  const resumePending = async (): Promise<void> => {
    const pending = ctx.state().pendingItem
    if (pending !== null) await cart.addLine(pending)
  }

  /**
   * Reverse-geocodes a point into the form. No result (SPEC §8 'No results found') leaves the form's
   * place as it was and returns that message for the form to show (issue 27: never as the address text,
   * so it can never be saved as an address); null when the place was found.
   */
  const placeAt = async (latitude: number, longitude: number): Promise<string | null> => {
    const found = await ctx.attempt(Maps.use((maps) => maps.reverseGeocode(latitude, longitude)))
    if (!found.ok) {
      const text = Address.locationFailure("no-results")
      return ctx.t()(text.key, text.text)
    }
    ctx.dispatch({ _tag: "AddressPlaceChosen", at: at(), place: found.value })
    return null
  }

  /**
   * Issue 27, 'the fee follows the address': after the delivery address changed, an existing delivery
   * cart is moved to it and the server's cart is read again (cleared while pending, so nothing can be
   * confirmed on the old fee). The failure when the move failed (the caller says so), else null.
   */
  const cartFollowsAddress = async (id: number): Promise<CallFailure | null> => {
    const state = ctx.state()
    const uuid = state.cart.uuid
    if (uuid === null || state.orderType !== "delivery") return null
    const attached = await ctx.attempt(Api.use((api) => api.updateCartAddress({ cart_uuid: uuid, address_id: id })))
    if (!attached.ok) return attached.error
    await cart.reloadCart()
    return null
  }

  return {
    /** Autocomplete limited to addresses (SPEC §7); nothing is asked for blank text. */
    search: async (text: string): Promise<ReadonlyArray<Wire.Place>> => {
      if (text.trim() === "") return []
      const found = await ctx.attempt(Maps.use((maps) => maps.autocomplete(text.trim())))
      return found.ok ? found.value : []
    },
    /**
     * Fills the form from the browser's position. When the browser refuses (or cannot tell), or no
     * address is found there, returns the form's message saying so (Address.locationFailure),
     * translated; null when the place was found.
     */
    useCurrentLocation: async (): Promise<string | null> => {
      const position = await ctx.attempt(Maps.use((maps) => maps.currentPosition()))
      if (position.ok) return placeAt(position.value.latitude, position.value.longitude)
      const error = position.error
      const denied = error._tag === "MapsFailed" && error.reason === "GeolocationDenied"
      const text = Address.locationFailure(denied ? "denied" : "unavailable")
      return ctx.t()(text.key, text.text)
    },
    chooseMapLocation: (latitude: number, longitude: number): Promise<string | null> => placeAt(latitude, longitude),
    /**
     * Draws the address form's map into `container` when maps are configured (live layer with a key);
     * a click on it reverse-geocodes into the form. null when there is no map (sandbox, no key, load failed).
     */
    drawMap: async (container: HTMLElement): Promise<MapHandle | null> => {
      const drawn = await ctx.attempt(
        Maps.use((maps) => maps.drawMap(container, { onClick: (lat, lng) => void placeAt(lat, lng) })),
      )
      return drawn.ok ? Option.getOrNull(drawn.value) : null
    },
    openModal: (): void => ctx.dispatch({ _tag: "AddressModalOpened", at: at() }),
    openForm: (editingId: number | null): void => ctx.dispatch({ _tag: "AddressFormOpened", at: at(), editingId }),
    showList: (): void => ctx.dispatch({ _tag: "AddressListShown", at: at() }),
    /**
     * 'Go Back' in the form: to where the customer came from (Address.formBackTarget). The form an
     * add opened closes, back to the product or combo modal with its choices; otherwise the list.
     */
    back: (): void =>
      Address.formBackTarget(ctx.state()) === "close"
        ? ctx.dispatch({ _tag: "AddressModalClosed", at: at() })
        : ctx.dispatch({ _tag: "AddressListShown", at: at() }),
    close: (): void => ctx.dispatch({ _tag: "AddressModalClosed", at: at() }),
    choosePlace: (place: Wire.Place): void => ctx.dispatch({ _tag: "AddressPlaceChosen", at: at(), place }),
    /** The address field or the flat line as typed, or the location's failure (issue 26: coalesced in the log). */
    editForm: (patch: {
      readonly typed?: string
      readonly line2?: string
      readonly locationError?: string | null
      readonly suggestions?: ReadonlyArray<Wire.Place>
      readonly listOpen?: boolean
      readonly active?: number
    }): void => ctx.dispatch({ _tag: "AddressFormEdited", at: at(), patch }),
    /** Save pressed while the place cannot be saved: nothing is sent, the form says why (in the log). */
    refuseSave: (): void => ctx.dispatch({ _tag: "AddressSaveRefused", at: at() }),

    save: async (input: AddressInput): Promise<void> => {
      if (!Address.isCompleteAddress(input)) return
      const state = ctx.state()
      const editingId = state.addressModal.view === "form" ? state.addressModal.editingId : null
      const body: Wire.AddressBody = {
        string: input.string.trim(),
        latitude: input.latitude.trim(),
        longitude: input.longitude.trim(),
        address_line_2: input.address_line_2?.trim() || null,
        is_active: 1,
        restaurant_id: ctx.restaurantId,
      }
      const saved = await ctx.attempt(
        Api.use((api) =>
          editingId === null
            ? api.addAddress(body, ctx.restaurantId)
            : api.updateAddress(editingId, body, ctx.restaurantId),
        ),
      )
      if (!saved.ok) {
        ctx.dispatch({
          _tag: "AddressSaveFailed",
          at: at(),
          message: ctx.failure("addAddress", saved.error),
        })
        return
      }
      const address = saved.value.data.address
      ctx.dispatch({ _tag: "AddressSaved", at: at(), address, edited: editingId !== null })
      recordAddressCheck(ctx, address.id, saved.value.active_address_check)
      // A saved address is the active one (is_active 1): the cart's fee follows it (a waiting add then
      // lands in that cart; without a cart, the add creates one on this address).
      if (Address.activeAddress(ctx.state())?.id === address.id && ctx.state().cart.uuid !== null)
        await cartFollowsAddress(address.id)
      await resumePending()
    },

    /**
     * Picks a saved address: it becomes the only active one, the modal closes, a waiting add goes on.
     * The server is told too (PUT with is_active 1, SPEC §7), and its active_address_check of the
     * address is remembered; a delivery cart is moved to it and read again (issue 27).
     */
    select: async (id: number): Promise<void> => {
      const state = ctx.state()
      if (!state.addresses.some((a) => a.id === id)) return
      ctx.dispatch({ _tag: "AddressActivated", at: at(), id })
      ctx.dispatch({ _tag: "AddressModalClosed", at: at() })
      const uuid = state.cart.uuid
      await checkAddressOnServer(ctx, id, true)
      if (state.pendingItem !== null) {
        if (uuid !== null) await cartFollowsAddress(id)
        await cart.addLine(state.pendingItem)
        return
      }
      if (uuid !== null && state.orderType === "delivery") {
        const failure = await cartFollowsAddress(id)
        if (failure === null) return
        // The cart may still be on the old address (or the change landed and the answer was lost): say
        // so, show the server's cart, and make its address the active one again, so the next pick retries.
        ctx.dispatch({
          _tag: "MessageShown",
          at: at(),
          title: "Error",
          message: ctx.failure("generic", failure),
        })
        const server = await cart.resyncCart()
        const held = server?.address_id ?? null
        if (
          held !== null &&
          held !== Address.activeAddress(ctx.state())?.id &&
          ctx.state().addresses.some((a) => a.id === held)
        )
          ctx.dispatch({ _tag: "AddressActivated", at: at(), id: held })
      }
    },

    /** Deletes on the server, then locally: cart_uuid is cleared and the cart reset (SPEC §4). */
    remove: async (id: number): Promise<void> => {
      const deleted = await ctx.attempt(Api.use((api) => api.deleteAddress(id, ctx.restaurantId)))
      if (!deleted.ok && rejectedStatus(deleted.error) !== 404) {
        ctx.dispatch({
          _tag: "MessageShown",
          at: at(),
          title: "Error",
          message: ctx.failure("generic", deleted.error),
        })
        return
      }
      ctx.dispatch({ _tag: "AddressDeleted", at: at(), id })
    },
  }
}
