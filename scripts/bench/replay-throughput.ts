import { readFileSync } from "node:fs"
import { Result } from "effect"
import { parseLog } from "../../domain/replay/decode-log"
import { replay } from "../../domain/replay/replay"
import type { WidgetEvent } from "../../domain/widget/event"

/** The six recorded sessions repeated to ~200k events; best of several runs after a warm-up. */
export const replayEventsPerSecond = (): { readonly events: number; readonly perSecond: number } => {
  const names = ["menu-customise", "half-and-half", "combo", "cart-promo-offer", "checkout-3ds", "fault-recovery"]
  const sessions = names.map((name) => {
    const decoded = parseLog(readFileSync(`fixtures/sessions/${name}.json`, "utf8"))
    if (Result.isFailure(decoded)) throw new Error(`fixtures/sessions/${name}.json: ${decoded.failure.message}`)
    return decoded.success
  })
  const one = sessions.flat()
  const log: WidgetEvent[] = []
  while (log.length < 200_000) log.push(...one)
  replay(log)
  let best = Number.POSITIVE_INFINITY
  for (let run = 0; run < 7; run++) {
    const start = performance.now()
    replay(log)
    best = Math.min(best, performance.now() - start)
  }
  return { events: log.length, perSecond: log.length / (best / 1000) }
}
