/**
 * The six calls the menu's first screen needs, their URLs and the headers every call carries, in one
 * place and without Effect: the live Api (api-live.ts) and the menu prefetch script the page runs
 * before any module (menu-prefetch.ts, a tiny classic script) build them from these same functions,
 * so the prefetched requests are the very requests the Api would send and their answers can stand in.
 */

/** Where the widget's API lives when nothing else says so: the local sandbox (npm start). */
export const DEFAULT_API_BASE = "http://127.0.0.1:8787"

/** The raw Storage key of the bearer token (SPEC §3 `access_token`); StorageKeys.accessToken uses it. */
export const ACCESS_TOKEN_STORAGE_KEY = "access_token"

/** The header carrying the guest identity both ways (see StorageKeys.guestToken). */
export const GUEST_TOKEN_HEADER = "X-Guest-Token"

/** Every call sends cookies too (the sandbox's guest cookie is a convenience beside the token). */
export const REQUEST_CREDENTIALS: RequestCredentials = "include"

/** An absolute http(s) URL without trailing slashes, or undefined when the text is not one. */
export const normaliseApiBase = (text: string): string | undefined => {
  try {
    const url = new URL(text)
    if (url.protocol !== "http:" && url.protocol !== "https:") return undefined
    return `${url.origin}${url.pathname}`.replace(/\/+$/, "")
  } catch {
    return undefined
  }
}

/**
 * The API base from `<meta name="widget-api-base" content="...">` (vite fills %VITE_API_BASE% at
 * build time; servers of dist/ rewrite it per sandbox). Anything that is not an absolute http(s)
 * URL — a missing meta, an unreplaced placeholder — falls back to the default. The meta is the ONLY
 * source: never a query parameter, or a crafted link could send the bearer token to any server.
 */
export const readApiBase = (doc: Pick<Document, "querySelector"> | undefined): string => {
  const content = doc?.querySelector('meta[name="widget-api-base"]')?.getAttribute("content")?.trim() ?? ""
  return normaliseApiBase(content) ?? DEFAULT_API_BASE
}

export type QueryValue = string | number | boolean | null | undefined

/** `${apiBase}${path}?query` with absent values left out, in the query's own key order. */
export const requestUrl = (
  apiBase: string,
  path: string,
  query: Readonly<Record<string, QueryValue>> | undefined,
): string => {
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(name, String(value))
  }
  const text = search.toString()
  return `${apiBase}${path}${text ? `?${text}` : ""}`
}

/** The headers of every call: JSON wanted, the bearer token when signed in, the guest token when sent. */
export const requestHeaders = (
  token: string | null,
  guest: string | null,
  extra?: Readonly<Record<string, string>>,
): Record<string, string> => ({
  Accept: "application/json",
  ...extra,
  ...(token === null ? {} : { Authorization: `Bearer ${token}` }),
  ...(guest === null ? {} : { [GUEST_TOKEN_HEADER]: guest }),
})

/** The flag SPEC §7 puts on customer calls; categories is listed without it. */
export const WIDGET_FLAG = { widget: "true" } as const

/** One GET of the first screen: a path and its query. */
export interface MenuCall {
  readonly path: string
  readonly query: Readonly<Record<string, QueryValue>>
}

/** The six calls of the menu's first screen (SPEC §4 'other loads'), as the Api sends them. */
export const menuCalls = (restaurantId: number) =>
  ({
    settings: { path: "/settings", query: {} },
    widgetStyles: { path: "/customer/widgets", query: { restaurant_id: restaurantId, ...WIDGET_FLAG } },
    restaurant: { path: `/customer/restaurants/${restaurantId}`, query: WIDGET_FLAG },
    categories: { path: "/customer/categories", query: { restaurant: restaurantId } },
    products: { path: "/customer/products/optimized", query: { restaurant: restaurantId, ...WIDGET_FLAG } },
    combos: { path: "/customer/combos", query: { restaurant: restaurantId, ...WIDGET_FLAG } },
  }) as const satisfies Record<string, MenuCall>

/** Where the prefetch script leaves its requests for the app (a property of window). */
export const PREFETCH_GLOBAL = "__widgetPrefetch"

/**
 * What the prefetch script hands to the app: the bearer token its requests carried (null: none) and
 * each request's pending answer by URL. The Api takes each answer at most once.
 */
export interface MenuPrefetch {
  readonly token: string | null
  readonly answers: Record<string, Promise<Response>>
}
