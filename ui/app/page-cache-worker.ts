import {
  ASSET_CACHE,
  assetsOfPage,
  CACHE_PREFIX,
  handlingOf,
  keepable,
  keepablePage,
  PAGE_CACHE,
  PAGE_PATH,
  PREVIOUS_PAGE_PATH,
} from "./page-cache-rules"

/**
 * The widget's service worker (built as /widget-cache-worker.js, registered by
 * ui/app/page-cache-registration.ts from the built widget page only). It keeps the widget's page and
 * hashed files (ui/app/page-cache-rules.ts decides which requests it answers) and never touches the
 * API or anything personal: a repeat visit runs its scripts without waiting for the network, and the
 * menu it shows first is the stored one (adapters/storage-menu-cache.ts), replaced by the API's
 * answers as before.
 *
 * Imports nothing shared with the page (vite emits it as one self-contained classic script).
 */

// The worker's own globals (the project's types are the page's DOM lib, not the webworker lib).
interface ExtendableEvent extends Event {
  waitUntil(work: Promise<unknown>): void
}
interface InstallEvent extends ExtendableEvent {
  /** The Service Worker Static Routing API (Chromium 123+): requests the worker never needs to start for. */
  readonly addRoutes?: (rules: unknown) => Promise<void>
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request
  respondWith(response: Promise<Response>): void
}
interface WorkerScope {
  readonly location: Location
  readonly registration: { unregister(): Promise<boolean> }
  skipWaiting(): Promise<void>
  addEventListener(type: "install", listener: (event: InstallEvent) => void): void
  addEventListener(type: "activate", listener: (event: ExtendableEvent) => void): void
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void
}

const worker = self as unknown as WorkerScope
/** Set once the worker stepped aside (see refreshPage): it answers nothing more and keeps nothing. */
let retired = false

/** The text of the page kept under `key`, or null. */
const keptText = async (key: string): Promise<string | null> => {
  const kept = await (await caches.open(PAGE_CACHE)).match(key)
  return kept ? kept.text() : null
}

/**
 * Keeps `page` as the page of the next visits: first every file it names (from the cache, else the
 * network — the HTTP cache has them after a visit), then the page itself; a file that cannot be had
 * leaves the kept page as it was. The page it replaces is kept aside (PREVIOUS_PAGE_PATH) until a
 * visit has run the new one: a page still loading may yet ask for the old files.
 */
const keepPage = async (page: Response): Promise<void> => {
  const html = await page.clone().text()
  const assets = await caches.open(ASSET_CACHE)
  await Promise.all(
    assetsOfPage(html).map(async (path) => {
      if (await assets.match(path, { ignoreVary: true })) return
      const response = await fetch(path)
      if (!keepable(response)) throw new Error(`${path}: ${response.status}`)
      await assets.put(path, response)
    }),
  )
  const pages = await caches.open(PAGE_CACHE)
  const before = await pages.match(PAGE_PATH)
  if (before) await pages.put(PREVIOUS_PAGE_PATH, before)
  await pages.put(PAGE_PATH, page)
}

/**
 * Once a visit ran the kept page, the files only the page before it named are dropped (a chunk an
 * older page loaded later is not named by any page; the network keeps hashed files for a year).
 */
const dropPreviousPage = async (current: string): Promise<void> => {
  const previous = await keptText(PREVIOUS_PAGE_PATH)
  if (previous === null) return
  const named = new Set(assetsOfPage(current))
  const assets = await caches.open(ASSET_CACHE)
  for (const path of assetsOfPage(previous)) if (!named.has(path)) await assets.delete(path, { ignoreVary: true })
  await (await caches.open(PAGE_CACHE)).delete(PREVIOUS_PAGE_PATH)
}

/**
 * Asks the server for the page (revalidating the HTTP cache's copy) and keeps it when it is one to
 * keep. A page that names no hashed file is not a build (vite's dev server on the same origin, where
 * `npm start` ran before): the worker then drops its caches and unregisters, so the next visit is
 * the server's own.
 */
const refreshPage = async (): Promise<void> => {
  const response = await fetch(PAGE_PATH, { cache: "no-cache", credentials: "omit" })
  if (!keepablePage(response)) return
  const html = await response.clone().text()
  if (assetsOfPage(html).length === 0) {
    retired = true
    const names = await caches.keys()
    await Promise.all(names.filter((name) => name.startsWith(CACHE_PREFIX)).map((name) => caches.delete(name)))
    await worker.registration.unregister()
    return
  }
  if (html === (await keptText(PAGE_PATH))) await dropPreviousPage(html)
  else await keepPage(response)
}

const pageResponse = async (event: FetchEvent, done: (work: Promise<unknown>) => void): Promise<Response> => {
  const kept = await (await caches.open(PAGE_CACHE)).match(PAGE_PATH)
  if (kept) {
    done(refreshPage())
    return kept
  }
  const response = await fetch(event.request)
  done(keepablePage(response) ? keepPage(response.clone()) : Promise.resolve())
  return response
}

const assetResponse = async (request: Request): Promise<Response> => {
  const assets = await caches.open(ASSET_CACHE)
  const kept = await assets.match(request, { ignoreVary: true })
  if (kept) return kept
  const response = await fetch(request)
  if (keepable(response)) await assets.put(request.url, response.clone()).catch(() => {})
  return response
}

worker.addEventListener("install", (event) => {
  // Everything but the widget's files and navigations goes straight to the network, without
  // starting the worker (the API's calls above all); older browsers run the fetch handler's rules.
  const routes = event.addRoutes?.([
    {
      condition: { not: { or: [{ urlPattern: "/assets/*" }, { requestMode: "navigate" }] } },
      source: "network",
    },
  ])
  event.waitUntil(
    Promise.all([routes?.catch(() => {}), refreshPage().catch(() => {})]).then(() => worker.skipWaiting()),
  )
})

worker.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(CACHE_PREFIX) && name !== PAGE_CACHE && name !== ASSET_CACHE)
            .map((name) => caches.delete(name)),
        ),
      ),
  )
})

worker.addEventListener("fetch", (event) => {
  const handling = handlingOf(event.request, worker.location.origin)
  if (handling === "network" || retired) return
  if (handling === "asset") {
    event.respondWith(assetResponse(event.request))
    return
  }
  let finish: (work: Promise<unknown>) => void = () => {}
  event.waitUntil(
    new Promise<unknown>((resolve) => {
      finish = (work) => resolve(work.catch(() => {}))
    }),
  )
  event.respondWith(
    pageResponse(event, finish).catch((error: unknown) => {
      finish(Promise.resolve())
      throw error
    }),
  )
})
