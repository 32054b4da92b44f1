// biome-ignore lint/style/noRestrictedImports: this script is built self-contained (vite.config.ts); the domain's entry point would pull the whole domain into it, this file imports nothing.
import { restaurantIdFromSearch } from "../domain/navigation/restaurant-id"
import {
  ACCESS_TOKEN_STORAGE_KEY,
  type MenuPrefetch,
  menuCalls,
  PREFETCH_GLOBAL,
  REQUEST_CREDENTIALS,
  readApiBase,
  requestHeaders,
  requestUrl,
} from "./menu-requests"

/**
 * The widget page's first script (a classic script from the page's own origin, so it runs under
 * `script-src 'self'` with no inline code): it starts the menu's six API calls while the app's JS
 * is still downloading, instead of after it ran, and leaves their pending answers on
 * `window.__widgetPrefetch` for the Api adapter to take (adapters/api-live.ts). vite builds it as a
 * self-contained file (vite.config.ts); it must stay tiny, so it imports nothing but menu-requests and
 * the restaurantId reader the app uses too (domain/navigation/restaurant-id.ts, import-free).
 */

/** The stored bearer token as the Storage adapter reads it (a blocked or empty storage: none). */
const storedToken = (): string | null => {
  try {
    const token = globalThis.localStorage?.getItem(ACCESS_TOKEN_STORAGE_KEY) ?? null
    return token === null || token === "" ? null : token
  } catch {
    return null
  }
}

/**
 * Starts the six calls for the restaurant in `search` and returns the hand-off; null when there is
 * no restaurant (the app then shows its own message and calls nothing).
 */
export const startMenuPrefetch = (
  search: string,
  doc: Pick<Document, "querySelector">,
  fetchImpl: typeof fetch,
  token: string | null,
): MenuPrefetch | null => {
  const restaurantId = restaurantIdFromSearch(search)
  if (restaurantId === null) return null
  const apiBase = readApiBase(doc)
  const answers: Record<string, Promise<Response>> = {}
  for (const call of Object.values(menuCalls(restaurantId))) {
    const url = requestUrl(apiBase, call.path, call.query)
    const answer = fetchImpl(url, { credentials: REQUEST_CREDENTIALS, headers: requestHeaders(token, null) })
    // A failure is the app's to handle (it calls again); never an unhandled rejection here.
    answer.catch(() => {})
    answers[url] = answer
  }
  return { token, answers }
}

if (typeof window !== "undefined" && typeof document !== "undefined" && typeof fetch === "function") {
  try {
    const prefetch = startMenuPrefetch(location.search, document, fetch, storedToken())
    if (prefetch !== null) (window as unknown as Record<string, unknown>)[PREFETCH_GLOBAL] = prefetch
  } catch {
    // Never in the way: without a prefetch the app makes the calls itself.
  }
}
