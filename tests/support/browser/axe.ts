import { readFileSync } from "node:fs"
import type { Frame, Page } from "playwright-core"
import { repoPath } from "../fixtures"

const axeSource = readFileSync(repoPath("node_modules/axe-core/axe.min.js"), "utf8")

/**
 * axe-core's violations on the page as it is now, each as `rule (help): targets`, so a failing
 * journey says what broke and where; every journey expects none. axe is injected into the page,
 * not bundled: the widget never ships it. A frame (the widget embedded on a restaurant's page) is
 * checked on its own document.
 */
export const axeViolations = async (page: Page | Frame): Promise<ReadonlyArray<string>> => {
  // Evaluated, not added as an inline <script>: the widget's Content-Security-Policy forbids those.
  await page.evaluate(axeSource)
  return page.evaluate(async () => {
    type AxeResult = { violations: Array<{ id: string; help: string; nodes: Array<{ target: unknown }> }> }
    const axe = (window as unknown as { axe: { run: (ctx: Document) => Promise<AxeResult> } }).axe
    // A modal fading in is judged once it is fully drawn: mid-fade its text has too little contrast
    // (a slow, loaded machine catches the 150 ms fade). Endless animations (spinners) are not awaited.
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)))
    const result = await axe.run(document)
    return result.violations.map((v) => `${v.id} (${v.help}): ${JSON.stringify(v.nodes.map((n) => n.target))}`)
  })
}
