import { execFileSync } from "node:child_process"
import { existsSync, mkdtempSync, rmSync, symlinkSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { launchBrowser } from "../../tests/e2e/browser"
import { type Stack, startStack } from "../../tests/e2e/harness"
import { measureFirstCard } from "./first-card"
import {
  firstLine,
  type InteractionResult,
  interactionPage,
  measureMenuInteractions,
  measureSizeChoice,
} from "./interactions"
import { PHONE, SLOW_PHONE } from "./profiles"
import { formatMs, summarise } from "./summary"

/**
 * An interleaved A/B of two builds (README 'Performance', 'Comparing two builds'): the same cold visits
 * and interactions as `npm run bench`, alternating A and B visit by visit, so a burst of load on the
 * shared machine hits both alike; medians (min–max) per build and B's median over A's.
 */

const log = (message: string) => console.log(`[bench:ab] ${message}`)

/**
 * A build of `ref`: "." is the working tree's (built into a temporary folder); anything else is checked
 * out in a temporary worktree with this checkout's node_modules (the same lockfile is assumed) and built
 * there. Returns the dist folder and how to remove what was made.
 */
const buildOf = (ref: string): { readonly dist: string; readonly remove: () => void } => {
  const root = mkdtempSync(join(tmpdir(), "bench-ab-"))
  const dist = join(root, "dist")
  if (ref === ".") {
    execFileSync("npx", ["vite", "build", "--logLevel", "warn", "--outDir", dist], { stdio: "inherit" })
    return { dist, remove: () => rmSync(root, { recursive: true, force: true }) }
  }
  const tree = join(root, "tree")
  execFileSync("git", ["worktree", "add", "--detach", tree, ref], { stdio: "inherit" })
  symlinkSync(resolve("node_modules"), join(tree, "node_modules"), "dir")
  execFileSync("npx", ["vite", "build", "--logLevel", "warn", "--outDir", dist], { cwd: tree, stdio: "inherit" })
  return {
    dist,
    remove: () => {
      execFileSync("git", ["worktree", "remove", "--force", tree])
      rmSync(root, { recursive: true, force: true })
    },
  }
}

/** One figure of one build over the rounds. */
type Figures = Map<string, number[]>

const add = (figures: Figures, name: string, value: number) => {
  if (Number.isFinite(value)) figures.set(name, [...(figures.get(name) ?? []), value])
}

/**
 * One round of one build: cold visits of restaurants 1 and 3, a repeat visit of each (as the bench's:
 * the same profile once the first visit left its worker and stored menu), then the bench's
 * interactions on fresh pages.
 */
const round = async (browser: Awaited<ReturnType<typeof launchBrowser>>, stack: Stack, figures: Figures) => {
  for (const restaurantId of [1, 3]) {
    const run = await measureFirstCard(browser, `${stack.widgetUrl}/widget?restaurantId=${restaurantId}`, SLOW_PHONE)
    add(figures, `r${restaurantId} first card`, run.cardMs)
    add(figures, `r${restaurantId} first card → its modal open`, run.interactiveMs - run.cardMs)
  }
  for (const restaurantId of [1, 3]) {
    const context = await browser.newContext(PHONE)
    try {
      const url = `${stack.widgetUrl}/widget?restaurantId=${restaurantId}`
      await measureFirstCard(browser, url, SLOW_PHONE, context, true)
      add(
        figures,
        `r${restaurantId} repeat visit first card`,
        (await measureFirstCard(browser, url, SLOW_PHONE, context)).cardMs,
      )
    } finally {
      await context.close()
    }
  }
  const interactions: InteractionResult[] = []
  const r3 = await interactionPage(browser, stack.widgetUrl, 3)
  try {
    interactions.push(...(await measureMenuInteractions(r3.page)).results)
  } finally {
    await r3.context.close()
  }
  const r1 = await interactionPage(browser, stack.widgetUrl, 1)
  try {
    interactions.push(await measureSizeChoice(r1.page))
  } finally {
    await r1.context.close()
  }
  for (const r of interactions) add(figures, `4× CPU: ${r.name}`, r.ms)
}

export const main = async (refs: ReadonlyArray<string>, rounds: number): Promise<void> => {
  const [a, b] = refs
  if (a === undefined || b === undefined)
    throw new Error("usage: npm run bench:ab -- <ref A> <ref B>  ('.' is the working tree)")
  const builds: Array<{ readonly ref: string; readonly dist: string; readonly remove: () => void }> = []
  const stacks: Stack[] = []
  let browser: Awaited<ReturnType<typeof launchBrowser>> | undefined
  try {
    for (const ref of [a, b]) builds.push({ ref, ...buildOf(ref) })
    for (const build of builds) {
      if (!existsSync(join(build.dist, "index.html"))) throw new Error(`${build.ref}: the build wrote no index.html`)
      stacks.push(await startStack({ distRoot: build.dist }))
    }
    browser = await launchBrowser()
    const figures = builds.map((): Figures => new Map())
    for (let i = 0; i < rounds; i++) {
      for (const [k, build] of builds.entries()) {
        const stack = stacks[k]
        const mine = figures[k]
        if (stack === undefined || mine === undefined) continue
        await round(browser, stack, mine).catch((error: unknown) =>
          log(`${build.ref}: round ${i + 1} failed: ${firstLine(error)}`),
        )
      }
      log(`round ${i + 1} of ${rounds} done`)
    }
    const [fa, fb] = figures
    if (fa === undefined || fb === undefined) return
    console.log(`\n| What (medians, min–max) | A: ${a} | B: ${b} | B / A |`)
    console.log("| --- | --- | --- | --- |")
    for (const [name, valuesA] of fa) {
      const valuesB = fb.get(name) ?? []
      if (valuesB.length === 0) continue
      const sa = summarise(valuesA)
      const sb = summarise(valuesB)
      console.log(`| ${name} | ${formatMs(sa)} | ${formatMs(sb)} | ${(sb.median / sa.median).toFixed(2)} |`)
    }
  } finally {
    await browser?.close()
    await Promise.all(stacks.map((stack) => stack.close()))
    for (const build of builds) build.remove()
  }
}
