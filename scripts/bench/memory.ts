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

/**
 * Heap and DOM size of the menu of one restaurant once it is interactive (the first card shown, the
 * idle work after it done), and again after Show More (on the first category tab when the starting
 * tab has none; restaurants whose tabs all fit in 12 cards have no second figure).
 */
export const measureMemory = async (browser: Browser, widgetUrl: string, restaurantId: number) => {
  const context = await browser.newContext(PHONE)
  try {
    const page = await context.newPage()
    await page.goto(`${widgetUrl}/widget?restaurantId=${restaurantId}`)
    await page.locator(CARD_BUTTON).first().waitFor()
    await page.waitForTimeout(1_500)
    const heapMbInteractive = await heapMb(page)
    const domInteractive = await domNodes(page)
    const showMore = page.getByRole("button", { name: /Show More|Pokaż więcej/ })
    // A starting tab without Show More (Combos): the first category tab has it when it has > 12 products.
    if ((await showMore.count()) === 0) {
      await page.locator("nav[aria-label] li button").nth(1).click()
      await page.waitForTimeout(500)
    }
    if ((await showMore.count()) === 0) {
      return { restaurantId, heapMbInteractive, domInteractive, heapMbAfterShowMore: null, domAfterShowMore: null }
    }
    const cards = await page.locator("main section > ul > li").count()
    await showMore.first().click()
    await page.waitForFunction((before) => document.querySelectorAll("main section > ul > li").length > before, cards)
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
