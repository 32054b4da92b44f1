import { type ReadonlySignal, signal } from "@preact/signals-react"
import { Effect } from "effect"
import { Api, type Cancel, Timers } from "../../adapters"
import { Orders } from "../../domain"
import type { ModelContext } from "./context"
import { rejectedStatus } from "./runtime"
import { rememberOrder } from "./stored-orders"

/** How the order page's polling goes: what the page says besides the order itself. */
export interface OrderPollState {
  /** The order id being watched (null: not on the order page). */
  readonly orderId: number | null
  /** Failed polls in a row: the wait backs off and the page says it is reconnecting. */
  readonly failures: number
  /** The API does not know this order (or it is not the caller's): a clear message, no polling. */
  readonly notFound: boolean
  /** Polling is paused because the page is hidden. */
  readonly paused: boolean
}

const idle: OrderPollState = { orderId: null, failures: 0, notFound: false, paused: false }

/**
 * The order page's polling (SPEC §2, §7, §9): GET the order at once and every 10 s through the Timers
 * adapter; while the page is hidden nothing is fetched, and it is fetched once when visible again;
 * failures back off (Orders.orderPollDelay) with a reconnecting hint while the last order stays on
 * screen, so the page is never blank. Only one poll is ever in flight or scheduled.
 */
export const orderCommands = (ctx: ModelContext) => {
  const poll = signal<OrderPollState>(idle)
  let timers: Timers["Service"] | null = null
  let cancel: Cancel | null = null
  let inFlight = false

  const clear = () => {
    cancel?.()
    cancel = null
  }

  const schedule = () => {
    clear()
    const state = poll.peek()
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
    const now = poll.peek()
    if (now.orderId !== id) return
    if (got.ok) {
      ctx.dispatch({ _tag: "OrderPolled", at: ctx.now(), order: got.value.data })
      poll.value = { ...now, failures: 0, notFound: false }
      await rememberOrder(ctx, got.value.data, "polled")
    } else if (rejectedStatus(got.error) === 404 || rejectedStatus(got.error) === 403) {
      poll.value = { ...now, notFound: true }
    } else poll.value = { ...now, failures: now.failures + 1 }
    schedule()
  }

  return {
    poll: poll as ReadonlySignal<OrderPollState>,
    commands: {
      /** Starts watching an order (the order page mounted): fetch now, then every 10 s. */
      watch: async (orderId: number, hidden = false): Promise<void> => {
        if (timers === null) {
          const got = await ctx.attempt(Timers.use((t) => Effect.succeed(t)))
          if (got.ok) timers = got.value
        }
        clear()
        poll.value = { orderId, failures: 0, notFound: false, paused: hidden }
        if (!hidden) await fetchOnce(orderId)
      },
      /** Stops polling (the page unmounted). */
      stop: (): void => {
        clear()
        poll.value = idle
      },
      /** The page was hidden (pause) or shown again (fetch once, then poll on). */
      visibilityChanged: async (hidden: boolean): Promise<void> => {
        const state = poll.peek()
        if (state.orderId === null || state.paused === hidden) return
        poll.value = { ...state, paused: hidden }
        if (hidden) clear()
        else await fetchOnce(state.orderId)
      },
      /** The 'try again' of a page that could not load its order: fetch at once. */
      retry: async (): Promise<void> => {
        const state = poll.peek()
        if (state.orderId !== null) await fetchOnce(state.orderId)
      },
    },
  }
}
