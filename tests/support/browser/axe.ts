import { readFileSync } from "node:fs"
import type { Frame, Page } from "playwright-core"
import { repoPath } from "../fixtures"

const axeSource = readFileSync(repoPath("node_modules/axe-core/axe.min.js"), "utf8")

/**
 * The WCAG 2.2 AA rule set (issue 30): every axe rule tagged with one of these levels — which turns on
 * 'target-size' (2.5.8, off in axe's default run) — plus axe's best practices, which the default run
 * checked before (landmarks, headings, regions).
 */
export const AXE_WCAG22_AA_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] as const

/**
 * axe-core's violations on the page (or in a frame: the embedded widget) as it is now, each as
 * `rule (help): targets`, so a failing
 * journey says what broke and where; every journey expects none. axe is injected into the page,
 * not bundled: the widget never ships it. A frame (the widget embedded on a restaurant's page) is
 * checked on its own document.
 */
export const axeViolations = async (page: Page | Frame): Promise<ReadonlyArray<string>> => {
  // Evaluated, not added as an inline <script>: the widget's Content-Security-Policy forbids those.
  await page.evaluate(axeSource)
  return page.evaluate(async (tags) => {
    type AxeResult = { violations: Array<{ id: string; help: string; nodes: Array<{ target: unknown }> }> }
    type RunOptions = { runOnly: { type: "tag"; values: ReadonlyArray<string> } }
    const axe = (window as unknown as { axe: { run: (ctx: Document, o: RunOptions) => Promise<AxeResult> } }).axe
    // A modal fading in is judged once it is fully drawn: mid-fade its text has too little contrast
    // (a slow, loaded machine catches the 150 ms fade). Endless animations (spinners) are not awaited.
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)))
    const result = await axe.run(document, { runOnly: { type: "tag", values: [...tags, "best-practice"] } })
    return result.violations.map((v) => `${v.id} (${v.help}): ${JSON.stringify(v.nodes.map((n) => n.target))}`)
  }, AXE_WCAG22_AA_TAGS)
}
