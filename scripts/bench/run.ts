import { cpus, loadavg } from "node:os"
import { join } from "node:path"
import type { Browser } from "playwright-core"
import { launchBrowser } from "../../tests/e2e/browser"
import { type Stack, startStack } from "../../tests/e2e/harness"
import { BUDGETS } from "./budgets"
import { type FirstCardRun, measureFirstCard } from "./first-card"
import { buildFloorPages, floorUrl, pointFloorPagesAt } from "./floor-pages"
import {
  firstLine,
  type InteractionResult,
  interactionPage,
  type MenuInteractions,
  measureCartInteractions,
  measureMenuInteractions,
  measureSizeChoice,
  PRODUCT_DIALOG_SELECTOR,
} from "./interactions"
import { measureJourneys } from "./journeys"
import { measureMemory } from "./memory"
import { CPU_SLOWDOWN, FAST_PHONE, type NetworkProfile, PHONE, SLOW_PHONE } from "./profiles"
import { replayEventsPerSecond } from "./replay-throughput"
import { printTable, type Result, result, writeResults } from "./results"
import { chunkSizes, gzippedKb, totalGzippedKb } from "./sizes"
import { formatMs, summarise } from "./summary"

/** Cold visits per page, restaurant and profile (interleaved widget / floor / baseline); the median is kept. */
const RUNS = Number(process.env.BENCH_RUNS ?? 5)
/** Interaction rounds (a fresh page each); the median is kept. */
const INTERACTION_ROUNDS = Number(process.env.BENCH_INTERACTION_ROUNDS ?? 7)
/** Interaction rounds that may fail and be run again before the bench gives up. */
const MAX_FAILED_ROUNDS = 3
const RESTAURANTS = [1, 3] as const

const log = (message: string) => console.log(`[bench] ${message}`)
const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(" ")

type PageKind = "widget" | "early-fetch floor" | "plain baseline"

/**
 * Cold visits to the widget and the two floor pages, interleaved run by run (widget, floor, baseline,
 * widget, …) so a burst of load on the shared machine hits all three alike.
 */
const firstCards = async (browser: Browser, stack: Stack, network: NetworkProfile, runs: number) => {
  const byPage = new Map<string, FirstCardRun[]>()
  for (let run = 0; run < runs; run++) {
    for (const restaurantId of RESTAURANTS) {
      const urls: ReadonlyArray<readonly [PageKind, string]> = [
        ["widget", `${stack.widgetUrl}/widget?restaurantId=${restaurantId}`],
        ["early-fetch floor", floorUrl(stack.widgetUrl, "early", restaurantId)],
        ["plain baseline", floorUrl(stack.widgetUrl, "plain", restaurantId)],
      ]
      for (const [kind, url] of urls) {
        const measured = await measureFirstCard(browser, url, network)
        const key = `${kind} r${restaurantId}`
        byPage.set(key, [...(byPage.get(key) ?? []), measured])
        log(
          `${network.name} ${key} run ${run + 1}: card ${Math.round(measured.cardMs)} ms, ` +
            `interactive ${Math.round(measured.interactiveMs)} ms, ${measured.jsBeforeCard.length} JS files before it`,
        )
      }
    }
  }
  return byPage
}

/**
 * A second visit in the same browser profile, once the first left what a customer's next visit finds
 * (the service worker active, the menu stored): HTTP and worker caches warm, the stored menu.
 */
const repeatVisits = async (browser: Browser, stack: Stack, restaurantId: number, runs: number) => {
  const values: number[] = []
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext(PHONE)
    try {
      const url = `${stack.widgetUrl}/widget?restaurantId=${restaurantId}`
      await measureFirstCard(browser, url, SLOW_PHONE, context, true)
      const second = await measureFirstCard(browser, url, SLOW_PHONE, context)
      log(`repeat visit r${restaurantId} run ${run + 1}: card ${Math.round(second.cardMs)} ms`)
      values.push(second.cardMs)
    } finally {
      await context.close()
    }
  }
  return summarise(values)
}

export const main = async (): Promise<number> => {
  const started = performance.now()
  const dist = process.env.WIDGET_DIST ?? "dist"
  const results: Result[] = []
  log(`load average ${load()} on ${cpus().length} cores; ${RUNS} runs per page, ${CPU_SLOWDOWN}× CPU`)

  const embed = gzippedKb(join(dist, "embed.js"))
  results.push(result("embed.js (gzip)", embed, "KB", BUDGETS.embedJsKb, `${embed.toFixed(2)} KB`))
  const throughput = replayEventsPerSecond()
  results.push(
    result(
      "replay throughput (Node)",
      throughput.perSecond,
      "ev/s",
      BUDGETS.replayEventsPerSecond,
      `${Math.round(throughput.perSecond).toLocaleString("en")} ev/s`,
      true,
    ),
  )

  const site = await buildFloorPages(dist)
  let stack: Stack | undefined
  let browser: Browser | undefined
  try {
    stack = await startStack({ distRoot: site })
    pointFloorPagesAt(site, stack.sandboxUrl)
    browser = await launchBrowser()

    if (!process.env.BENCH_SKIP_NAVIGATION) {
      const slow = await firstCards(browser, stack, SLOW_PHONE, RUNS)
      const fast = await firstCards(browser, stack, FAST_PHONE, Math.max(1, Math.ceil(RUNS / 2)))
      for (const restaurantId of RESTAURANTS) {
        const of = (runs: Map<string, FirstCardRun[]>, kind: PageKind) =>
          summarise((runs.get(`${kind} r${restaurantId}`) ?? []).map((r) => r.cardMs))
        const widget = of(slow, "widget")
        const floor = of(slow, "early-fetch floor")
        const plain = of(slow, "plain baseline")
        const widgetFast = of(fast, "widget")
        const floorFast = of(fast, "early-fetch floor")
        const ratio = widget.median / floor.median
        results.push(
          result(
            `r${restaurantId} first card, widget`,
            widget.median,
            "ms",
            null,
            `${formatMs(widget)} · 150 ms: ${formatMs(widgetFast)}`,
          ),
          result(
            `r${restaurantId} first card, early-fetch floor`,
            floor.median,
            "ms",
            null,
            `${formatMs(floor)} · 150 ms: ${formatMs(floorFast)}`,
          ),
          result(`r${restaurantId} first card, plain baseline`, plain.median, "ms", null, formatMs(plain)),
          result(
            `r${restaurantId} first card, widget / floor`,
            ratio,
            "×",
            BUDGETS.firstCardVsFloor,
            `${ratio.toFixed(2)}× (baseline ${(plain.median / floor.median).toFixed(2)}×; 150 ms ${(widgetFast.median / floorFast.median).toFixed(2)}×)`,
          ),
        )
        const interactive = summarise((slow.get(`widget r${restaurantId}`) ?? []).map((r) => r.interactiveMs))
        results.push(
          result(`r${restaurantId} first card opens its modal`, interactive.median, "ms", null, formatMs(interactive)),
        )
        const firstRun = slow.get(`widget r${restaurantId}`)?.[0]
        if (firstRun) {
          const kb = totalGzippedKb(site, firstRun.jsBeforeCard)
          log(`r${restaurantId} JS before the first card: ${firstRun.jsBeforeCard.join(", ")}`)
          results.push(
            result(
              `r${restaurantId} JS before the first card (gzip)`,
              kb,
              "KB",
              BUDGETS.jsBeforeFirstCardKb,
              `${kb.toFixed(1)} KB in ${new Set(firstRun.jsBeforeCard).size} files`,
            ),
          )
        }
      }
      const critical = new Set((slow.get("widget r1") ?? []).flatMap((r) => r.jsBeforeCard))
      for (const chunk of chunkSizes(dist, [...critical]).slice(0, 12)) {
        results.push(
          result(
            `lazy chunk ${chunk.file.replace(/-[\w-]{8}\.js$/, "")}`,
            chunk.kb,
            "KB",
            BUDGETS.lazyChunkKb,
            `${chunk.kb.toFixed(1)} KB`,
          ),
        )
      }
      for (const restaurantId of RESTAURANTS) {
        const repeat = await repeatVisits(browser, stack, restaurantId, RUNS)
        results.push(
          result(
            `r${restaurantId} repeat visit first card`,
            repeat.median,
            "ms",
            BUDGETS.repeatVisitMs,
            formatMs(repeat),
          ),
        )
      }
    }

    if (!process.env.BENCH_SKIP_INTERACTIONS) {
      const rounds: InteractionResult[][] = []
      let menu: MenuInteractions | undefined
      /** One round: restaurant 3's menu sequence and restaurant 1's size and cart page, fresh pages each. */
      const [liveBrowser, widgetUrl] = [browser, stack.widgetUrl]
      const round = async (): Promise<InteractionResult[]> => {
        const r3 = await interactionPage(liveBrowser, widgetUrl, 3)
        try {
          menu = await measureMenuInteractions(r3.page)
        } finally {
          await r3.context.close()
        }
        const r1 = await interactionPage(liveBrowser, widgetUrl, 1)
        try {
          const size = await measureSizeChoice(r1.page)
          await r1.page.keyboard.press("Escape")
          await r1.page.locator(PRODUCT_DIALOG_SELECTOR).waitFor({ state: "detached" })
          // A step the widget changed under the bench (a label, a flow) costs its rows, not the whole run.
          const cart = await measureCartInteractions(r1.page).catch((error: unknown) => {
            log(`cart interactions failed: ${firstLine(error)}`)
            return []
          })
          return [...menu.results, size, ...cart]
        } finally {
          await r1.context.close()
        }
      }
      // A round whose click or frame went missing (a raw click at a measured spot, now and then) is run
      // again on fresh pages; more than MAX_FAILED_ROUNDS of them stops the bench.
      let failed = 0
      while (rounds.length < INTERACTION_ROUNDS) {
        try {
          rounds.push(await round())
        } catch (error) {
          failed++
          log(`interaction round failed (${failed}): ${firstLine(error)}`)
          if (failed > MAX_FAILED_ROUNDS) throw error
        }
      }
      for (const [i, first] of (rounds[0] ?? []).entries()) {
        const runs = rounds.map((r) => r[i] ?? first)
        const split = (r: InteractionResult) =>
          r.breakdown
            ? `${Math.round(r.breakdown.delay)}+${Math.round(r.breakdown.processing)}+${Math.round(r.breakdown.presentation)}`
            : "<16"
        log(
          `${first.name}: ${runs.map((r) => `${Math.round(r.ms)} ms [event ${split(r)}, frame ${Math.round(r.frameMs)}]`).join(", ")}`,
        )
        const s = summarise(runs.map((r) => r.ms))
        const budget = first.name.startsWith("search keystroke") ? BUDGETS.searchKeystrokeMs : BUDGETS.interactionMs
        results.push(result(`${CPU_SLOWDOWN}× CPU: ${first.name}`, s.median, "ms", budget, formatMs(s)))
      }
      if (menu) {
        results.push(
          result(
            "DOM nodes, r3 with product modal",
            menu.domWithModal,
            "nodes",
            BUDGETS.domNodes,
            String(menu.domWithModal),
          ),
        )
      }
    }

    if (!process.env.BENCH_SKIP_JOURNEYS) {
      const runs = []
      for (let run = 0; run < Math.max(1, Math.ceil(RUNS / 2)); run++) {
        const timings = await measureJourneys(browser, stack)
        log(
          `journeys run ${run + 1}: cart page ${Math.round(timings.cartPageMs)} ms, order page ${Math.round(timings.orderPageMs)} ms`,
        )
        runs.push(timings)
      }
      const cartPage = summarise(runs.map((r) => r.cartPageMs))
      const orderPage = summarise(runs.map((r) => r.orderPageMs))
      results.push(
        result("r1 menu → interactive cart page", cartPage.median, "ms", null, formatMs(cartPage)),
        result("r1 place order → order page", orderPage.median, "ms", null, formatMs(orderPage)),
      )
    }

    if (!process.env.BENCH_SKIP_MEMORY) {
      for (const restaurantId of [1, 2, 3]) {
        const m = await measureMemory(browser, stack.widgetUrl, restaurantId)
        const mb = (n: number) => `${n.toFixed(2)} MB`
        results.push(
          result(
            `r${restaurantId} heap, menu interactive`,
            m.heapMbInteractive,
            "MB",
            BUDGETS.heapMb,
            mb(m.heapMbInteractive),
          ),
          result(
            `r${restaurantId} DOM, menu interactive`,
            m.domInteractive,
            "nodes",
            BUDGETS.domNodes,
            String(m.domInteractive),
          ),
        )
        if (m.heapMbAfterShowMore !== null && m.domAfterShowMore !== null) {
          results.push(
            result(
              `r${restaurantId} heap, after Show More`,
              m.heapMbAfterShowMore,
              "MB",
              BUDGETS.heapMb,
              mb(m.heapMbAfterShowMore),
            ),
            result(
              `r${restaurantId} DOM, after Show More`,
              m.domAfterShowMore,
              "nodes",
              BUDGETS.domNodes,
              String(m.domAfterShowMore),
            ),
          )
        }
      }
    }
  } finally {
    await browser?.close()
    await stack?.close()
  }

  console.log(`\nload average ${load()} at the end\n`)
  console.log(printTable(results))
  writeResults("bench/results.json", results, {
    at: new Date().toISOString(),
    loadAverage: loadavg(),
    cores: cpus().length,
    runs: RUNS,
    profile: { ...SLOW_PHONE, cpuSlowdown: CPU_SLOWDOWN },
  })
  const over = results.filter((r) => r.pass === false)
  console.log(
    `\n${over.length === 0 ? "All budgets met" : `${over.length} budget(s) over`} ` +
      `(${((performance.now() - started) / 1000).toFixed(0)} s); bench/results.json written.`,
  )
  return over.length === 0 ? 0 : 1
}
