import { Api } from "../../adapters"
import { Address } from "../../domain"
import type { ModelContext } from "../model/context"

/**
 * Asks the server about a saved address by making it the active one (PUT with is_active 1, SPEC §7):
 * its answer's active_address_check says whether the restaurant delivers there. The check is
 * remembered (AddressChecked, read by Checkout.checkoutBlock); a failed one also shows its message as
 * a Warning when `warn` (SPEC §8). A failed call tells nothing: the server still decides at checkout.
 */
export const checkAddressOnServer = async (ctx: ModelContext, id: number, warn: boolean): Promise<void> => {
  const address = ctx.state().addresses.find((a) => a.id === id)
  if (address === undefined) return
  const answer = await ctx.attempt(
    Api.use((api) =>
      api.updateAddress(
        id,
        {
          string: address.string,
          latitude: address.latitude,
          longitude: address.longitude,
          address_line_2: address.address_line_2,
          is_active: 1,
          restaurant_id: ctx.restaurantId,
        },
        ctx.restaurantId,
      ),
    ),
  )
  if (answer.ok) recordAddressCheck(ctx, id, answer.value.active_address_check, warn)
}

/** Remembers an answer's active_address_check of an address; none in the answer: nothing known. */
export const recordAddressCheck = (
  ctx: ModelContext,
  addressId: number,
  check: { readonly ok: boolean; readonly message: string } | null | undefined,
  warn = true,
): void => {
  if (!check) return
  const at = ctx.now()
  ctx.dispatch({ _tag: "AddressChecked", at, addressId, ok: check.ok, message: check.message })
  if (warn && !check.ok && check.message) ctx.dispatch({ _tag: "AddressCheckWarned", at, message: check.message })
}

/**
 * Before the checkout offers Place order (issue 27, zones decided up front): the active delivery
 * address is checked with the server unless this session already knows its answer.
 */
export const checkActiveAddress = async (ctx: ModelContext): Promise<void> => {
  const state = ctx.state()
  if (state.orderType !== "delivery") return
  const active = Address.activeAddress(state)
  if (active === null || state.addressCheck?.addressId === active.id) return
  await checkAddressOnServer(ctx, active.id, false)
}
