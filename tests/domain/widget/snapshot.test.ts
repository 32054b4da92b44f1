import { Result } from "effect"
import { describe, expect, it } from "vitest"
import { parseLog } from "../../../domain/replay/decode-log"
import { firstInvalidStep } from "../../../domain/replay/first-invalid"
import { redactLog } from "../../../domain/replay/redact"
import { replay } from "../../../domain/replay/replay"
import type { WidgetEvent } from "../../../domain/widget/event"
import { reduce } from "../../../domain/widget/evolve"
import { initialState } from "../../../domain/widget/initial-state"
import { appendToLog, LOG_KEPT, LOG_LIMIT } from "../../../domain/widget/snapshot"
import { sessionText } from "../../support/fixtures"

/**
 * Issue 26: a session of any length. The recorded menu-customise session (Polish, a pickup cart),
 * then browsing until it is 2,606 events long: the log the model keeps opens with a Snapshot and
 * replays to the very state the whole session reached, in Polish with Pickup.
 */
const recorded = (): ReadonlyArray<WidgetEvent> => {
  const decoded = parseLog(sessionText("menu-customise.json"))
  if (Result.isFailure(decoded)) throw new Error(decoded.failure.message)
  return decoded.success
}

const longSession = (length: number): ReadonlyArray<WidgetEvent> => {
  const start = recorded()
  const last = start.at(-1)?.at ?? 0
  const browsing: Array<WidgetEvent> = []
  for (let i = 0; start.length + browsing.length < length; i++) {
    const at = last + (i + 1) * 250
    browsing.push(
      i % 3 === 0
        ? { _tag: "ShowMoreClicked", at, categoryId: 100 }
        : { _tag: "MenuTabSelected", at, tab: i % 2 === 0 ? "combos" : 100 },
    )
  }
  return [...start, ...browsing]
}

/** What the model does: every event appended, the log folded whenever it outgrows LOG_LIMIT. */
const kept = (events: ReadonlyArray<WidgetEvent>): ReadonlyArray<WidgetEvent> => {
  const log: Array<WidgetEvent> = []
  for (const event of events) appendToLog(log, event, initialState, reduce)
  return log
}

describe("the log of a long session", () => {
  const session = longSession(2606)
  const log = kept(session)

  it("given 2,606 events, then the log holds at most LOG_LIMIT, a Snapshot first", () => {
    expect(session).toHaveLength(2606)
    expect(log.length).toBeLessThanOrEqual(LOG_LIMIT)
    expect(log.length).toBeGreaterThanOrEqual(LOG_KEPT)
    expect(log[0]?._tag).toBe("Snapshot")
    expect(log.filter((e) => e._tag === "Snapshot")).toHaveLength(1)
    expect(log.slice(1)).toEqual(session.slice(session.length - (log.length - 1)))
  })

  it("then it replays to the state of the whole session: Polish, Pickup, the cart, every step valid", () => {
    const whole = replay(session)
    expect(replay(log)).toEqual(whole)
    expect(replay(log).settings.language).toBe("pl")
    expect(replay(log).orderType).toBe("pickup")
    expect(replay(log).cart.cart?.items).toHaveLength(1)
    // The Snapshot and the steps after it (every step of 1,500 takes seconds to check by schema).
    expect(firstInvalidStep(log.slice(0, 50))).toBeNull()
  })

  it("then the redacted report decodes and replays to the same screen", () => {
    const report = redactLog(log)
    const decoded = parseLog(JSON.stringify({ events: report }))
    expect(Result.isSuccess(decoded)).toBe(true)
    const after = replay(report)
    expect(after.settings.language).toBe("pl")
    expect(after.orderType).toBe("pickup")
    expect(after.route).toEqual(replay(log).route)
    expect(after.menu).toEqual(replay(log).menu)
    const kb = JSON.stringify({ events: report }).length / 1024
    console.log(`[report size] ${log.length} events, ${kb.toFixed(1)} KB`)
    // README, Problem reports: the Snapshot carries the menu once (about 250 KB here), the rest is the events.
    expect(kb).toBeLessThan(400)
  })

  it("given a session twice as long, the log stays as bounded (one Snapshot, at most LOG_LIMIT)", () => {
    const longer = kept(longSession(6000))
    expect(longer.length).toBeLessThanOrEqual(LOG_LIMIT)
    expect(longer.filter((e) => e._tag === "Snapshot")).toHaveLength(1)
    expect(replay(longer)).toEqual(replay(longSession(6000)))
  })
})
