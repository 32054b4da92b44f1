/**
 * The widget's routes (SPEC §2), each under /widget: the menu at /widget itself, the order page at
 * /widget/order/{id}, every other one at /widget/<its name>. A new screen's route is one more name here
 * (plain data: the first card's router reads it without Effect's Schema).
 */
export const ROUTE_NAMES = ["menu", "cart", "checkout", "order", "settings"] as const
export type RouteNameOf = (typeof ROUTE_NAMES)[number]

/** The route a path after /widget/ names when it is a plain one (not the menu, not the order page), else null. */
export const plainRoute = (rest: string): Exclude<RouteNameOf, "menu" | "order"> | null => {
  const found = ROUTE_NAMES.find((name) => name === rest)
  return found === undefined || found === "menu" || found === "order" ? null : found
}
