import { type ReadonlySignal, signal } from "@preact/signals-react"
import type { Cancel } from "../../adapters"
import type { ModelContext } from "./context"

/**
 * The network as the customer's browser sees it (adapters' Connectivity; a runtime without it —
 * tests, replay — is always online). The offline notice reads `online`; checkout refuses to send
 * while it is false; when the network comes back `onBack` runs (the model refetches the cart, so a
 * change made by another tab or a call that failed while offline shows as the server has it).
 */
export const connectivityWatch = (ctx: ModelContext, onBack: () => Promise<unknown>) => {
  const online = signal(true)
  let stopWatching: Cancel | null = null
  let stopped = false
  return {
    online: online as ReadonlySignal<boolean>,
    /** Reads the current state and follows every change until `stop`. */
    start: async (): Promise<void> => {
      if (stopWatching !== null || stopped) return
      const found = await ctx.call(({ Effect, Connectivity }) => Effect.serviceOption(Connectivity))
      if (!found.ok || found.value._tag === "None" || stopped) return
      const service = found.value.value
      online.value = service.online()
      stopWatching = service.watch((now) => {
        if (online.peek() === now) return
        online.value = now
        if (now) void onBack()
      })
    },
    stop: (): void => {
      stopped = true
      stopWatching?.()
      stopWatching = null
    },
  }
}
