import { Navigation, Settings, type Widget } from "../../domain"

export type RouteName = Widget.WidgetState["route"]["name"]

/** Where the shared layout is, for the router. */
export interface RouteView {
  readonly name: RouteName
  readonly orderId: number | null
}

/** The widget's routes (SPEC §2) under /widget; every route keeps ?restaurantId. */
export interface ParsedLocation {
  readonly route: RouteView | null
  /** null when missing or not a positive whole number. */
  readonly restaurantId: number | null
  /** embed.js's data-lang / data-start / data-color / data-background / data-footer, passed in the query (read once, at boot). */
  readonly embed: Settings.EmbedChoices
  /** `from=payment`: embed.js opened this order page on the customer's return from the payment provider. */
  readonly fromPayment: boolean
}

/**
 * Reads a location: /widget (or /widget/, or / for the bare dev server) is the menu, then
 * /widget/cart, /widget/checkout, /widget/order/{id}, /widget/settings. Anything else is null (the
 * shell shows 'not found' with a link to the menu).
 */
export const parseLocation = (pathname: string, search: string): ParsedLocation => {
  const query = new URLSearchParams(search)
  const restaurantId = Navigation.restaurantIdFromSearch(search)
  const embed = Settings.embedChoicesOf(search)
  const base = { restaurantId, embed, fromPayment: false }
  const path = pathname.replace(/\/+$/, "")
  const rest = path === "" || path === "/widget" || path === "/index.html" ? "" : path.replace(/^\/widget\//, "")
  if (rest === "") return { ...base, route: { name: "menu", orderId: null } }
  const plain = Navigation.plainRoute(rest)
  if (plain !== null) return { ...base, route: { name: plain, orderId: null } }
  const order = /^order\/(\d+)$/.exec(rest)
  const orderId = order ? Navigation.positiveWholeNumber(order[1] ?? null) : null
  if (orderId !== null)
    return { ...base, route: { name: "order", orderId }, fromPayment: query.get("from") === "payment" }
  return { ...base, route: null }
}

/** What embed.js put in the widget's address that every in-widget address keeps: its choices (lang, start, colour, background, footer) and page. */
const CARRIED = [...Settings.EMBED_QUERY_KEYS, "host"] as const

/**
 * The carried part of a query (`&lang=en&host=...`), so a reload or a link opened from any screen
 * still has embed.js's choices and the page a payment returns to. `from=payment` is not carried: it
 * belongs to the one order page embed.js opened.
 */
export const carriedQuery = (search: string): string => {
  const query = new URLSearchParams(search)
  return CARRIED.map((key) => {
    const value = query.get(key)
    return value ? `&${key}=${encodeURIComponent(value)}` : ""
  }).join("")
}

/** The query the widget was opened with, when there is a window (tests and replay have none to carry). */
const currentSearch = (): string => (typeof window === "undefined" ? "" : window.location.search)

/**
 * The href of a route for a restaurant: '/widget/?restaurantId=1', '/widget/order/7?restaurantId=1',
 * plus what `carriedQuery` keeps from the current address (embedded: '&lang=en&start=...&host=...').
 */
export const routeHref = (route: RouteView, restaurantId: number, search: string = currentSearch()): string => {
  const query = `?restaurantId=${restaurantId}${carriedQuery(search)}`
  switch (route.name) {
    case "menu":
      return `/widget/${query}`
    case "order":
      return `/widget/order/${route.orderId ?? ""}${query}`
    default:
      return `/widget/${route.name}${query}`
  }
}
