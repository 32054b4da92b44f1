import type { MouseEvent, ReactNode } from "react"
import type { RouteView } from "../model/views"
import { useModel } from "./model-context"
import { routeHref } from "./route"

/** Pushes a route onto the History API and tells the model; every route keeps ?restaurantId. */
export const goTo = (navigate: (route: RouteView) => void, route: RouteView, restaurantId: number): void => {
  window.history.pushState(null, "", routeHref(route, restaurantId))
  navigate(route)
}

interface LinkProps {
  readonly to: RouteView
  readonly className?: string
  readonly children: ReactNode
  readonly "aria-label"?: string
}

/**
 * An in-widget link: a real href (so it opens in a new tab with a modifier key), navigated with the
 * History API on a plain click.
 */
export function Link({ to, className, children, ...rest }: LinkProps): ReactNode {
  const model = useModel()
  const restaurantId = model.state.peek().restaurantId ?? 0
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return
    e.preventDefault()
    // The new screen's top comes into view with the move itself (ui/app/mount.tsx).
    goTo((r) => model.commands.navigation.navigate(r.name, r.orderId), to, restaurantId)
  }
  return (
    <a href={routeHref(to, restaurantId)} className={className} onClick={onClick} aria-label={rest["aria-label"]}>
      {children}
    </a>
  )
}
