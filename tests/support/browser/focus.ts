import type { Page } from "playwright-core"

/**
 * Whether the focused element is entirely hidden (WCAG 2.2 2.4.11): every sampled point of it is off
 * screen or lands on something fixed or sticky that is not it (the category strip, the cart bar).
 */
export const focusHidden = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement
    if (!(el instanceof HTMLElement) || el === document.body) return null
    const r = el.getBoundingClientRect()
    const covered = (x: number, y: number): boolean => {
      if (y < 0 || y >= window.innerHeight || x < 0 || x >= window.innerWidth) return true
      const hit = document.elementFromPoint(x, y)
      if (hit === null) return true
      if (el.contains(hit) || hit.contains(el)) return false
      for (let n: Element | null = hit; n !== null; n = n.parentElement) {
        const position = getComputedStyle(n).position
        if ((position === "fixed" || position === "sticky") && !n.contains(el)) return true
      }
      return false
    }
    const points: Array<[number, number]> = []
    for (const fx of [0.1, 0.5, 0.9])
      for (const fy of [0.1, 0.5, 0.9]) points.push([r.left + r.width * fx, r.top + r.height * fy])
    const text = (el.textContent || el.getAttribute("aria-label") || el.tagName).trim().slice(0, 40)
    return { text, hidden: points.every(([x, y]) => covered(x, y)) }
  })

/**
 * Presses Tab up to `maxTabs` times, stopping once the focus is on `last`: the controls the focus
 * reached (by focusHidden's text), those of them focused while hidden, and how many focuses were checked.
 */
export const tabThrough = async (page: Page, last: string, maxTabs: number) => {
  const hidden: string[] = []
  const reached = new Set<string>()
  let checked = 0
  for (let i = 0; i < maxTabs; i++) {
    await page.keyboard.press("Tab")
    const focus = await focusHidden(page)
    if (focus === null) continue
    checked++
    reached.add(focus.text)
    if (focus.hidden) hidden.push(focus.text)
    if (focus.text === last) break
  }
  return { hidden, reached, checked }
}
