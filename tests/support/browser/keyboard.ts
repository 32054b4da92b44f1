import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import type { Browser, BrowserContextOptions, Page } from "playwright-core"
import { recordFigures } from "../figures"
import type { Size } from "./journey"

/**
 * The keyboard-only journeys' steps (tests/e2e/keyboard-journeys.e2e.ts, keyboard-more.e2e.ts): after
 * the first page load a journey moves only with page.keyboard — no click, no fill, no focus() from
 * the test; it reads where the focus is (to know how many Tabs a control is away) and what the page
 * shows. Keys are counted as they are pressed, and real pointer presses are counted in every frame
 * of the page, so the 'mouse clicks: 0' figure is measured, not claimed.
 */

/** What a screen reader would call the focused control: its label, else its text, else its value. */
export const focusedName = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    if (!el || el === document.body) return ""
    const labelled = el.getAttribute("aria-labelledby")
    const byId = labelled
      ? labelled
          .split(" ")
          .map((id) => document.getElementById(id)?.textContent ?? "")
          .join(" ")
      : ""
    const label = (el as HTMLInputElement).labels?.[0]?.textContent ?? ""
    return (el.getAttribute("aria-label") ?? (byId || label || el.textContent || "")).replace(/\s+/g, " ").trim()
  })

/** The name of the page function the init script reports pointer presses to. */
const REPORT = "__keyboardJourneyPointerDown"

export interface KeyboardSession {
  /** A new page at `url` that reports every trusted pointer press (mouse, touch or pen) in any of its frames. */
  readonly open: (browser: Browser, url: string, viewport: Size, context?: BrowserContextOptions) => Promise<Page>
  readonly press: (page: Page, key: string) => Promise<void>
  readonly type: (page: Page, text: string) => Promise<void>
  /** Tabs (forward) until the focused control's name matches; fails after `max` presses. */
  readonly tabTo: (page: Page, name: RegExp, max?: number) => Promise<void>
  /** Tabs to the control whose name matches (tabTo), then presses Enter on it. */
  readonly activate: (page: Page, name: RegExp) => Promise<void>
  /** Moves through a radio group with the arrow keys (which also choose) until the name matches. */
  readonly arrowTo: (page: Page, name: RegExp, max?: number) => Promise<void>
  /** Closes a journey's page and counts the journey as completed (call it after the journey's last assertion). */
  readonly done: (page: Page) => Promise<void>
  /** Pointer presses the pages of this session saw so far. */
  readonly mouseClicks: () => number
  /**
   * Writes this file's part and the keyboard figure line summed over every part written in this
   * run (`npm test` empties .test-results first and runs the e2e files one after another).
   */
  readonly record: () => void
}

/** A counting keyboard session of one test file; `part` names the file's share of the keyboard figures. */
export const keyboardSession = (part: string): KeyboardSession => {
  let keys = 0
  let clicks = 0
  let journeys = 0

  const press = async (page: Page, key: string): Promise<void> => {
    keys += 1
    await page.keyboard.press(key)
  }

  const type = async (page: Page, text: string): Promise<void> => {
    keys += text.length
    await page.keyboard.type(text)
  }

  const tabTo = async (page: Page, name: RegExp, max = 400): Promise<void> => {
    for (let i = 0; i < max; i++) {
      await press(page, "Tab")
      if (name.test(await focusedName(page))) return
    }
    throw new Error(`no control named ${name} within ${max} Tabs (last: ${await focusedName(page)})`)
  }

  const activate = async (page: Page, name: RegExp): Promise<void> => {
    await tabTo(page, name)
    await press(page, "Enter")
  }

  const arrowTo = async (page: Page, name: RegExp, max = 12): Promise<void> => {
    for (let i = 0; i < max && !name.test(await focusedName(page)); i++) await press(page, "ArrowDown")
    if (!name.test(await focusedName(page)))
      throw new Error(`no radio named ${name} (last: ${await focusedName(page)})`)
  }

  const open = async (browser: Browser, url: string, viewport: Size, context: BrowserContextOptions = {}) => {
    const page = await browser.newPage({ ...context, viewport })
    await page.exposeFunction(REPORT, () => {
      clicks += 1
    })
    // pointerdown starts every mouse, touch and pen press (a key's synthetic click has none).
    await page.addInitScript((report) => {
      addEventListener(
        "pointerdown",
        (event) => {
          if (event.isTrusted) (window as unknown as Record<string, () => void>)[report]?.()
        },
        true,
      )
    }, REPORT)
    await page.goto(url)
    return page
  }

  const done = async (page: Page): Promise<void> => {
    await page.close()
    journeys += 1
  }

  const record = (): void => {
    const dir = join(process.cwd(), ".test-results", "keyboard-parts")
    mkdirSync(dir, { recursive: true })
    writeFileSync(join(dir, `${part}.json`), JSON.stringify({ journeys, keys, clicks }))
    const total = { journeys: 0, keys: 0, clicks: 0 }
    for (const file of readdirSync(dir).filter((f) => f.endsWith(".json"))) {
      const one = JSON.parse(readFileSync(join(dir, file), "utf8")) as typeof total
      total.journeys += one.journeys
      total.keys += one.keys
      total.clicks += one.clicks
    }
    recordFigures("keyboard", { journeys: total.journeys, "keys pressed": total.keys, "mouse clicks": total.clicks })
  }

  return { open, press, type, tabTo, activate, arrowTo, done, mouseClicks: () => clicks, record }
}
