import { Settings } from "../../domain"
import type { RouteView } from "../model/views"

/** The widget's routes (SPEC §2) under /widget; every route keeps ?restaurantId. */
export interface ParsedLocation {
  readonly route: RouteView | null
  /** null when missing or not a positive whole number. */
  readonly restaurantId: number | null
  /** embed.js's data-lang / data-start, passed as ?lang= and ?start= (read once, at boot). */
  readonly embed: Settings.EmbedChoices
}

const positiveInt = (text: string | null): number | null => {
  if (text === null || !/^\d+$/.test(text.trim())) return null
  const n = Number(text)
  return Number.isSafeInteger(n) && n > 0 ? n : null
}

/**
 * Reads a location: /widget (or /widget/, or / for the bare dev server) is the menu, then
 * /widget/cart, /widget/checkout, /widget/order/{id}, /widget/settings. Anything else is null (the
 * shell shows 'not found' with a link to the menu).
 */
export const parseLocation = (pathname: string, search: string): ParsedLocation => {
  const restaurantId = positiveInt(new URLSearchParams(search).get("restaurantId"))
  const embed = Settings.embedChoicesOf(search)
  const path = pathname.replace(/\/+$/, "")
  const rest = path === "" || path === "/widget" || path === "/index.html" ? "" : path.replace(/^\/widget\//, "")
  if (rest === "") return { route: { name: "menu", orderId: null }, restaurantId, embed }
  if (rest === "cart" || rest === "checkout" || rest === "settings") {
    return { route: { name: rest, orderId: null }, restaurantId, embed }
  }
  const order = /^order\/(\d+)$/.exec(rest)
  const orderId = order ? positiveInt(order[1] ?? null) : null
  if (orderId !== null) return { route: { name: "order", orderId }, restaurantId, embed }
  return { route: null, restaurantId, embed }
}

/** The href of a route for a restaurant: '/widget/?restaurantId=1', '/widget/order/7?restaurantId=1'. */
export const routeHref = (route: RouteView, restaurantId: number): string => {
  const query = `?restaurantId=${restaurantId}`
  switch (route.name) {
    case "menu":
      return `/widget/${query}`
    case "order":
      return `/widget/order/${route.orderId ?? ""}${query}`
    default:
      return `/widget/${route.name}${query}`
  }
}
