import { Context, Layer } from "effect"
import type { Cancel } from "./timers"

/**
 * Whether the browser believes it is online (navigator.onLine and the window's `online` / `offline`
 * events), so the widget can tell a customer on a lost network that their cart is safe, refuse to
 * send a checkout it could not confirm, and refetch the cart when the network is back. A widget
 * without this service (tests, replay) behaves as always online.
 */
export class Connectivity extends Context.Service<
  Connectivity,
  {
    /** The browser's current belief; `false` is reliable (no network), `true` only means 'maybe'. */
    readonly online: () => boolean
    /** Calls `onChange` on every change from then on; returns the function that stops listening. */
    readonly watch: (onChange: (online: boolean) => void) => Cancel
  }
>()("widget/Connectivity") {
  /** The browser's navigator.onLine and window events. */
  static readonly layer = Layer.sync(Connectivity, () => browserConnectivity(globalThis))
}

/** The browser surface Connectivity reads; tests pass a fake. */
export interface ConnectivityEnvironment {
  readonly navigator?: { readonly onLine?: boolean }
  readonly addEventListener?: (type: string, listener: () => void) => void
  readonly removeEventListener?: (type: string, listener: () => void) => void
}

/** Connectivity over a window-like environment; without `navigator.onLine` it answers online. */
export const browserConnectivity = (env: ConnectivityEnvironment): Connectivity["Service"] =>
  Connectivity.of({
    online: () => env.navigator?.onLine !== false,
    watch: (onChange) => {
      const online = () => onChange(true)
      const offline = () => onChange(false)
      env.addEventListener?.("online", online)
      env.addEventListener?.("offline", offline)
      return () => {
        env.removeEventListener?.("online", online)
        env.removeEventListener?.("offline", offline)
      }
    },
  })

/** A connectivity a test switches by hand: `set(false)` is the network gone, `set(true)` back. */
export const manualConnectivity = (initial = true) => {
  let online = initial
  const listeners = new Set<(online: boolean) => void>()
  const service = Connectivity.of({
    online: () => online,
    watch: (onChange) => {
      listeners.add(onChange)
      return () => {
        listeners.delete(onChange)
      }
    },
  })
  return {
    service,
    layer: Layer.succeed(Connectivity, service),
    set: (next: boolean) => {
      online = next
      for (const listener of [...listeners]) listener(next)
    },
  }
}
