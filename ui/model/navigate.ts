import type { ModelContext } from "./context"
import type { RouteName, RouteView } from "./route"
import { routeHref } from "./route"

/**
 * The one writer of the History API in the widget (ARCHITECTURE: 'nothing else writes history'): every
 * in-widget move puts its route in the address bar here, keeping ?restaurantId and embed.js's carried
 * choices (routeHref), then tells the model. Back and forward (popstate) only tell the model: the
 * browser has moved the address already.
 */

/** Whether the move adds a history entry (a link followed) or replaces this one (a spent checkout, an unknown address). */
export interface NavigateOptions {
  readonly replace?: boolean
}

/** What a move needs from its widget: the restaurant every address keeps, and how the model is told (RouteChanged). */
export interface Navigator {
  readonly restaurantId: number
  readonly show: (route: RouteName, orderId: number | null) => void
}

/**
 * Whether a click on an in-widget link is the widget's to follow: a plain left click not already
 * handled. A modifier key or another button keeps the browser's own behaviour (a new tab, a window).
 */
export const isPlainClick = (e: {
  readonly defaultPrevented: boolean
  readonly button: number
  readonly metaKey: boolean
  readonly ctrlKey: boolean
  readonly shiftKey: boolean
  readonly altKey: boolean
}): boolean => !e.defaultPrevented && e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey

/** Writes `route` into the address bar, as a new entry or replacing this one. Without a window (Node tests, replay) nothing. */
export const writeAddress = (route: RouteView, restaurantId: number, options: NavigateOptions = {}): void => {
  if (typeof window === "undefined") return
  const href = routeHref(route, restaurantId)
  if (options.replace === true) window.history.replaceState(null, "", href)
  else window.history.pushState(null, "", href)
}

/** Moves the widget to `route`: the address bar first, then the model's screen. */
export const navigate = (to: Navigator, route: RouteView, options: NavigateOptions = {}): void => {
  writeAddress(route, to.restaurantId, options)
  to.show(route.name, route.orderId)
}

/** A command's navigator: the model is told with RouteChanged at the command's clock. */
export const commandNavigator = (ctx: Pick<ModelContext, "restaurantId" | "dispatch" | "now">): Navigator => ({
  restaurantId: ctx.restaurantId,
  show: (route, orderId) => ctx.dispatch({ _tag: "RouteChanged", at: ctx.now(), route, orderId }),
})
