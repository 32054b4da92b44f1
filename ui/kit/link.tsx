import type { MouseEvent, ReactNode } from "react"
import { useModel } from "../model/model-context"
import { isPlainClick, navigate } from "../model/navigate"
import type { RouteView } from "../model/route"
import { routeHref } from "../model/route"

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
    if (!isPlainClick(e)) return
    e.preventDefault()
    // The new screen's top comes into view with the move itself (ui/app/mount.tsx).
    navigate({ restaurantId, show: model.commands.navigation.navigate }, to)
  }
  return (
    <a href={routeHref(to, restaurantId)} className={className} onClick={onClick} aria-label={rest["aria-label"]}>
      {children}
    </a>
  )
}
