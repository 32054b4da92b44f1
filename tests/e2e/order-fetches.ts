import type { Page } from "playwright-core"

/** An order request the page sent: its path and the page clock's time when `fetch` was called. */
interface OrderFetch {
  readonly path: string
  readonly at: number
}

/**
 * An init script recording, in the page, every `fetch` of an order (`/customer/orders/{id}`) with the
 * page clock's time. With Playwright's clock installed (`page.clock.install()`) that time is the fake
 * one, and a fetch started by a timer is recorded while `page.clock.runFor` is still firing timers:
 * so a journey reads the order page's polling without waiting real 10 s intervals, and a count read
 * right after `runFor` already holds every poll that fell due in it.
 */
export const recordOrderFetches = (): void => {
  const sent: OrderFetch[] = []
  Object.defineProperty(window, "__orderFetches", { value: sent })
  const original = window.fetch
  window.fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href)
    if (/^\/customer\/orders\/\d+$/.test(url.pathname)) sent.push({ path: url.pathname, at: Date.now() })
    return original(input, init)
  }
}

/** The page clock's times of the fetches of order `id` so far (needs `recordOrderFetches` added first). */
export const orderFetchTimes = (page: Page, id: number): Promise<number[]> =>
  page.evaluate(
    (path) =>
      ((window as unknown as { __orderFetches?: OrderFetch[] }).__orderFetches ?? [])
        .filter((f) => f.path === path)
        .map((f) => f.at),
    `/customer/orders/${id}`,
  )
