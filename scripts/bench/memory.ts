import type { Browser, Page } from "playwright-core"
import { CARD_BUTTON } from "./first-card"
import { domNodes } from "./interactions"
import { PHONE } from "./profiles"

export interface MemoryFigures {
  readonly restaurantId: number
  readonly heapMbInteractive: number
  readonly domInteractive: number
  /** null when the starting tab has no Show More. */
  readonly heapMbAfterShowMore: number | null
  readonly domAfterShowMore: number | null
}

/** The JS heap in use after a forced garbage collection (what stays, not what waits to be collected). */
const heapMb = async (page: Page): Promise<number> => {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send("HeapProfiler.enable")
  await cdp.send("HeapProfiler.collectGarbage")
  await cdp.send("Performance.enable")
  const { metrics } = await cdp.send("Performance.getMetrics")
  await cdp.detach()
  return (metrics.find((m) => m.name === "JSHeapUsedSize")?.value ?? Number.NaN) / (1024 * 1024)
}

/** Runs `check(arg)` in the page every 50 ms until it holds (at most `ms`), through `evaluate` only. */
const until = async (
  page: Page,
  check: (arg: string | number) => boolean,
  arg: string | number,
  ms = 30_000,
): Promise<void> => {
  const end = Date.now() + ms
  while (!(await page.evaluate(check, arg))) {
    if (Date.now() > end) throw new Error(`memory: ${check.toString()} did not hold in ${ms} ms`)
    await page.waitForTimeout(50)
  }
}

/** The cards of the menu's grids, as the other figures count them. */
const cardCount = (page: Page): Promise<number> =>
  page.evaluate(() => document.querySelectorAll("main section > ul > li").length)

/**
 * Heap and DOM size of the menu of one restaurant once it is interactive (the first card shown, the
 * idle work after it done), and again after Show More (on the first category tab when the starting
 * tab has none; restaurants whose tabs all fit in 12 cards have no second figure).
 *
 * The page is driven with `evaluate` alone, never with Playwright's locators: a locator injects
 * Playwright's selector engine into the page, a 330 KB script whose source, compiled code and objects
 * live in the same JS heap and were counted as the widget's (a heap snapshot of restaurant 3 after Show
 * More shows it as its largest string). A phone's browser has no such script beside the widget.
 */
export const measureMemory = async (browser: Browser, widgetUrl: string, restaurantId: number) => {
  const context = await browser.newContext(PHONE)
  try {
    const page = await context.newPage()
    await page.goto(`${widgetUrl}/widget?restaurantId=${restaurantId}`)
    await until(page, (selector) => document.querySelector(String(selector)) !== null, CARD_BUTTON)
    await page.waitForTimeout(1_500)
    const heapMbInteractive = await heapMb(page)
    const domInteractive = await domNodes(page)
    /** Clicks Show More if the tab has it; false when it has none. */
    const clickShowMore = () =>
      page.evaluate(() => {
        const button = [...document.querySelectorAll("button")].find((b) =>
          /Show More|Pokaż więcej/.test(b.textContent ?? ""),
        )
        button?.click()
        return button !== undefined
      })
    let before = await cardCount(page)
    let clicked = await clickShowMore()
    // A starting tab without Show More (Combos): the first category tab has it when it has > 12 products.
    if (!clicked) {
      await page.evaluate(() => document.querySelectorAll<HTMLButtonElement>("nav[aria-label] li button")[1]?.click())
      await page.waitForTimeout(500)
      before = await cardCount(page)
      clicked = await clickShowMore()
      if (!clicked) {
        return { restaurantId, heapMbInteractive, domInteractive, heapMbAfterShowMore: null, domAfterShowMore: null }
      }
    }
    await until(page, (count) => document.querySelectorAll("main section > ul > li").length > Number(count), before)
    await page.waitForTimeout(500)
    return {
      restaurantId,
      heapMbInteractive,
      domInteractive,
      heapMbAfterShowMore: await heapMb(page),
      domAfterShowMore: await domNodes(page),
    } satisfies MemoryFigures
  } finally {
    await context.close()
  }
}
