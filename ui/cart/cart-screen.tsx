import type { ReactNode } from "react"
import { PlaceholderScreen } from "../app/placeholder-screen"
import type { RouteView } from "../model/views"

/** The cart screen (SPEC §2), a lazy chunk of its own; until it is built it shows the shared placeholder. */
export default function CartScreen({ route }: { readonly route: RouteView }): ReactNode {
  return <PlaceholderScreen route={route} />
}
