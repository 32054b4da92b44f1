/**
 * The performance budgets of issues 17 and 24 / ARCHITECTURE.md. Sizes are also asserted in `npm test`
 * (tests/e2e/budgets.e2e.ts); timings only here, where runs are repeated and compared with the floor.
 */
export const BUDGETS = {
  /** First card on a cold visit: at most this times the early-fetch floor's (React alone), same run. */
  firstCardVsFloor: 1.3,
  /** First card on a repeat visit (HTTP cache warm, the stored menu shown at once). */
  repeatVisitMs: 1_000,
  /**
   * Every JS file the browser requests before the first card, gzipped (also in `npm test`). 155.2 KB
   * once React 19 rendered again; 135.5 KB on 2026-11-28 with Effect's runtime still on the way;
   * 110.1 KB once the first card was drawn without it (the kit, ui/model/kit.ts, after the card).
   */
  jsBeforeFirstCardKb: 130,
  embedJsKb: 3,
  interactionMs: 100,
  /** The search keystroke (issue: menu search). */
  searchKeystrokeMs: 50,
  heapMb: 8,
  domNodes: 1_500,
  replayEventsPerSecond: 500_000,
  /** Each lazy chunk (a route's screen, a modal, maps, payments) on its own, gzipped. */
  lazyChunkKb: 20,
} as const
