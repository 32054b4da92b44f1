import { Effect } from "effect"
import { Api, type Cancel, Timers } from "../../adapters"
import { Orders, type Widget } from "../../domain"
import type { ModelContext } from "../model/context"
import { rejectedStatus } from "../model/runtime"
import { rememberOrder } from "./stored-orders"

/**
 * How the order page's polling goes: what the page says besides the order itself — the order watched,
 * failed polls in a row (backing off, 'reconnecting'), not found, paused while hidden. In the state
 * (issue 26: a report replays to the hint the customer saw), changed by the orders feature's events.
 */
export type OrderPollState = Widget.WidgetState["orderPoll"]

/**
 * The order page's polling (SPEC §2, §7, §9): GET the order at once and every 10 s through the Timers
 * adapter; while the page is hidden nothing is fetched, and it is fetched once when visible again;
 * failures back off (Orders.orderPollDelay) with a reconnecting hint while the last order stays on
 * screen, so the page is never blank. Only one poll is ever in flight or scheduled.
 */
export const orderCommands = (ctx: ModelContext) => {
  const poll = (): OrderPollState => ctx.state().orderPoll
  let timers: Timers["Service"] | null = null
  let cancel: Cancel | null = null
  let inFlight = false

  const clear = () => {
    cancel?.()
    cancel = null
  }

  const schedule = () => {
    clear()
    const state = poll()
    if (timers === null || state.orderId === null || state.paused || state.notFound) return
    const id = state.orderId
    cancel = timers.schedule(Orders.orderPollDelay(state.failures), () => {
      cancel = null
      void fetchOnce(id)
    })
  }

  const fetchOnce = async (id: number): Promise<void> => {
    if (inFlight) return
    inFlight = true
    const got = await ctx.attempt(Api.use((api) => api.order(id)))
    inFlight = false
    if (poll().orderId !== id) return
    if (got.ok) {
      // The watched order answered: it is shown, and the poll's failures and not-found are over.
      ctx.dispatch({ _tag: "OrderPolled", at: ctx.now(), order: got.value.data })
      await rememberOrder(ctx, got.value.data, "polled")
    } else if (rejectedStatus(got.error) === 404 || rejectedStatus(got.error) === 403) {
      ctx.dispatch({ _tag: "OrderNotFound", at: ctx.now(), orderId: id })
    } else ctx.dispatch({ _tag: "OrderPollFailed", at: ctx.now(), orderId: id })
    schedule()
  }

  return {
    commands: {
      /** Starts watching an order (the order page mounted): fetch now, then every 10 s. */
      watch: async (orderId: number, hidden = false): Promise<void> => {
        if (timers === null) {
          const got = await ctx.attempt(Timers.use((t) => Effect.succeed(t)))
          if (got.ok) timers = got.value
        }
        clear()
        ctx.dispatch({ _tag: "OrderWatchStarted", at: ctx.now(), orderId, hidden })
        if (!hidden) await fetchOnce(orderId)
      },
      /** Stops polling (the page unmounted). */
      stop: (): void => {
        clear()
        if (poll().orderId !== null) ctx.dispatch({ _tag: "OrderWatchStopped", at: ctx.now() })
      },
      /** The page was hidden (pause) or shown again (fetch once, then poll on). */
      visibilityChanged: async (hidden: boolean): Promise<void> => {
        const state = poll()
        if (state.orderId === null || state.paused === hidden) return
        ctx.dispatch({ _tag: "OrderPageVisibilityChanged", at: ctx.now(), hidden })
        if (hidden) clear()
        else await fetchOnce(state.orderId)
      },
      /** The 'try again' of a page that could not load its order: fetch at once. */
      retry: async (): Promise<void> => {
        const state = poll()
        if (state.orderId !== null) await fetchOnce(state.orderId)
      },
    },
  }
}
