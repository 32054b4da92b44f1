/**
 * What the widget's service worker (ui/app/page-cache-worker.ts) does with a request, as pure
 * functions (tests/ui/app/page-cache-rules.test.ts). Issue 17, 'repeat visits feel instant': the
 * widget's page and its hashed files come from the worker's cache, so a repeat visit does not wait a
 * round trip for the HTML's revalidation (562.5 ms on the bench's slow phone) before any script runs.
 *
 * - `page`: a navigation to the widget's page (/widget, /widget/*): the kept page at once, revalidated
 *   in the background (stale-while-revalidate), so a new deploy shows on the visit after the next.
 * - `asset`: a file under /assets/ (vite puts its content hash in the name, so it never changes under
 *   that name): from the cache, else from the network and kept.
 * - `network`: everything else — the API (another origin, or any other path), embed.js, the worker
 *   itself, non-GET requests — is never answered by the worker.
 */

/** Bumped when the cached shape changes: the worker then drops every cache of an older version. */
export const PAGE_CACHE_VERSION = 1
/** Prefix of every cache the worker owns (activate deletes those of other versions). */
export const CACHE_PREFIX = "widget-"
export const PAGE_CACHE = `${CACHE_PREFIX}page-v${PAGE_CACHE_VERSION}`
export const ASSET_CACHE = `${CACHE_PREFIX}assets-v${PAGE_CACHE_VERSION}`
/** The one key the page is kept under: the server sends the same HTML for every /widget route. */
export const PAGE_PATH = "/widget"
/** The page a new deploy replaced, kept until a visit has run the new one (its files are then dropped). */
export const PREVIOUS_PAGE_PATH = "/widget?previous"

export type Handling = "page" | "asset" | "network"

export interface RequestFacts {
  readonly method: string
  readonly url: string
  readonly mode: string
}

const WIDGET_PAGE = /^\/widget(\/|$)/

/** How the worker answers `request` on a page of `origin` (the worker's own origin). */
export const handlingOf = (request: RequestFacts, origin: string): Handling => {
  if (request.method !== "GET") return "network"
  const url = new URL(request.url)
  if (url.origin !== origin) return "network"
  if (request.mode === "navigate") return WIDGET_PAGE.test(url.pathname) ? "page" : "network"
  return url.pathname.startsWith("/assets/") && url.search === "" ? "asset" : "network"
}

/**
 * The hashed files the page names (its scripts, module preloads, style sheets and preloads): the
 * worker keeps them all before it keeps the page, so it never serves a page whose files it lacks.
 */
export const assetsOfPage = (html: string): ReadonlyArray<string> => {
  const found = new Set<string>()
  for (const match of html.matchAll(/\s(?:src|href)="(\/assets\/[^"?#]+)"/g)) if (match[1]) found.add(match[1])
  return [...found]
}

/** A response worth keeping: a whole same-origin 200 (not opaque, not a redirect, not partial). */
export const keepable = (response: Pick<Response, "status" | "type" | "redirected">): boolean =>
  response.status === 200 && response.type === "basic" && !response.redirected

/** A page the worker may keep: keepable and HTML. */
export const keepablePage = (response: Pick<Response, "status" | "type" | "redirected" | "headers">): boolean =>
  keepable(response) && (response.headers.get("content-type") ?? "").startsWith("text/html")
