import type { Browser, BrowserContext, Page } from "playwright-core"
import { type NetworkProfile, throttledPage } from "./profiles"

/** Where the first card's add button is: the widget's grid and the floor pages share this shape. */
export const CARD_BUTTON = "main section > ul > li button"

interface Probe {
  cardAt?: number
  modalAt?: number
  clicks: number
}

/** What the probe logs once a dialog opened: the bench's only signal from the page while it loads. */
const MODAL_OPENED = "first-card-probe: modal opened"

/**
 * Runs in the page before any of its scripts: as soon as a card's add button is visible and enabled,
 * click it (and again every 100 ms until a dialog opens), recording both moments on the page's own
 * clock (ms since navigation start), so no Playwright round trip is counted. It says it is done with a
 * console message rather than being polled: a poll (waitForFunction) has Playwright inject and run its
 * own script in the page while it boots (53 ms at 4× CPU on a cold visit, 106 ms on a repeat visit).
 */
const firstCardProbe = ([selector, done]: readonly [string, string]): void => {
  const probe: Probe = { clicks: 0 }
  ;(window as unknown as { __nav: Probe }).__nav = probe
  const addButton = (): HTMLButtonElement | null => {
    for (const el of document.querySelectorAll(selector)) {
      if (!(el instanceof HTMLButtonElement) || el.disabled) continue
      const box = el.getBoundingClientRect()
      if (box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== "hidden") return el
    }
    return null
  }
  let retry: number | undefined
  const check = () => {
    if (probe.modalAt !== undefined) return
    if (document.querySelector('[role="dialog"]')) {
      probe.modalAt = performance.now()
      if (retry !== undefined) clearInterval(retry)
      observer.disconnect()
      console.debug(done)
      return
    }
    if (probe.cardAt !== undefined) return
    const button = addButton()
    if (!button) return
    probe.cardAt = performance.now()
    const click = () => {
      const current = addButton()
      if (current && probe.modalAt === undefined) {
        probe.clicks++
        current.click()
      }
    }
    click()
    retry = window.setInterval(click, 100)
  }
  const observer = new MutationObserver(check)
  observer.observe(document, { childList: true, subtree: true, attributes: true })
}

export interface FirstCardRun {
  readonly cardMs: number
  readonly interactiveMs: number
  /** Every JS file requested before the first card appeared (paths on the page's origin). */
  readonly jsBeforeCard: ReadonlyArray<string>
  /** Bytes over the wire before the card (resource timing transferSize, the document included). */
  readonly transferKbBeforeCard: number
}

/** Reads the probe and the resource timings once the modal opened. */
const collect = (page: Page): Promise<FirstCardRun> =>
  page.evaluate(() => {
    const nav = (window as unknown as { __nav: Probe }).__nav
    const cardAt = nav.cardAt ?? Number.POSITIVE_INFINITY
    const entries = [
      ...performance.getEntriesByType("navigation"),
      ...performance.getEntriesByType("resource"),
    ] as PerformanceResourceTiming[]
    const before = entries.filter((e) => e.startTime <= cardAt)
    return {
      cardMs: nav.cardAt ?? Number.NaN,
      interactiveMs: nav.modalAt ?? Number.NaN,
      jsBeforeCard: before
        .map((e) => new URL(e.name))
        .filter((url) => url.origin === location.origin && url.pathname.endsWith(".js"))
        .map((url) => url.pathname),
      transferKbBeforeCard: before.reduce((sum, e) => sum + e.transferSize, 0) / 1024,
    }
  })

/** Each probed page's promise of its modal (set by installFirstCardProbe, before the page navigates). */
const modalOpened = new WeakMap<Page, Promise<unknown>>()

/** Waits for the probe's modal on a page already navigating with the probe installed. */
export const awaitFirstCard = async (page: Page): Promise<FirstCardRun> => {
  const opened = modalOpened.get(page)
  if (opened === undefined) throw new Error("awaitFirstCard: installFirstCardProbe was not called on this page")
  await opened
  return collect(page)
}

/** Installs the probe in a page (before its scripts) and starts listening for its message. */
export const installFirstCardProbe = async (page: Page): Promise<void> => {
  const opened = page.waitForEvent("console", { predicate: (m) => m.text() === MODAL_OPENED, timeout: 60_000 })
  opened.catch(() => {})
  modalOpened.set(page, opened)
  await page.addInitScript(firstCardProbe, [CARD_BUTTON, MODAL_OPENED] as const)
}

/**
 * What a later visit starts from, as a customer's next visit finds it: the widget's service worker
 * active (ui/app/page-cache-worker.ts; registered once the page is idle) and the menu stored (written
 * in an idle moment). Gives up after `timeoutMs` (a build without the worker: at once).
 */
export const settleForNextVisit = async (page: Page, timeoutMs = 30_000): Promise<void> => {
  // waitForFunction does not await a promise: the check leaves its answer on window for the next poll.
  await page
    .waitForFunction(
      () => {
        const w = window as unknown as { __nextVisit?: boolean }
        void (async () => {
          const head = await fetch("/widget-cache-worker.js", { method: "HEAD" }).catch(() => null)
          const registration = await navigator.serviceWorker?.getRegistration()
          const worker = head?.ok !== true || registration?.active?.state === "activated"
          w.__nextVisit = worker && (localStorage.getItem("menu_cache") ?? "") !== ""
        })().catch(() => {})
        return w.__nextVisit === true
      },
      undefined,
      { timeout: timeoutMs, polling: 250 },
    )
    .catch(() => {})
}

/**
 * One cold visit under `network` (a fresh context: empty HTTP cache and storage): the first card and
 * the moment a click on it opened a dialog. With `context`, the visit reuses that context (a repeat
 * visit); with `settle`, the page stays open until a next visit would find what it left.
 */
export const measureFirstCard = async (
  browser: Browser,
  url: string,
  network: NetworkProfile,
  context?: BrowserContext,
  settle = false,
): Promise<FirstCardRun> => {
  const { context: ctx, page } = await throttledPage(browser, network, context)
  try {
    await installFirstCardProbe(page)
    await page.goto(url, { waitUntil: "commit" })
    const run = await awaitFirstCard(page)
    if (settle) await settleForNextVisit(page)
    return run
  } finally {
    await page.close()
    if (context === undefined) await ctx.close()
  }
}
