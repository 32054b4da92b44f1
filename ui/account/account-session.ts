import type { ModelContext } from "../model/context"
import type { Attempt } from "../model/runtime"
import { rejectedStatus } from "../model/runtime"

/**
 * Every command's calls go through this guard: a call refused with 401 tells `onRejected`, which
 * signs the customer out once (Account.decideRejectedToken) — the token is cleared and the guest cart
 * kept. The failed outcome still goes back to the command, which shows what it would show anyway; the
 * calls after it carry no token, so nothing keeps failing in a loop.
 */
export const guardSession =
  (attempt: Attempt, onRejected: (status: number) => void): Attempt =>
  async (effect) => {
    const outcome = await attempt(effect)
    if (!outcome.ok) {
      const status = rejectedStatus(outcome.error)
      if (status === 401) onRejected(status)
    }
    return outcome
  }

/**
 * A signed-in customer's profile, addresses and points at this restaurant (SPEC §6: fetched after
 * login or register, and at start-up with a stored token). Failures are swallowed; a 401 among them
 * signs the customer out through the model's session guard.
 */
export const loadCustomer = async (ctx: ModelContext): Promise<void> => {
  if (ctx.state().session.token === null) return
  const at = () => ctx.now()
  const [profile, addresses, points] = await Promise.all([
    ctx.call(({ Api }) => Api.use((api) => api.profile())),
    ctx.call(({ Api }) => Api.use((api) => api.addresses())),
    ctx.call(({ Api }) => Api.use((api) => api.pointsCollected(ctx.restaurantId))),
  ])
  if (profile.ok) ctx.dispatch({ _tag: "ProfileLoaded", at: at(), profile: profile.value.data.data })
  if (addresses.ok) ctx.dispatch({ _tag: "AddressesLoaded", at: at(), addresses: addresses.value.data })
  if (points.ok) ctx.dispatch({ _tag: "PointsLoaded", at: at(), points: Math.trunc(points.value.data.points) })
}
