import { Result } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { decodeLog, type LogDecodeError, parseLog } from "../../../domain/replay/decode-log"
import { eventTags } from "../../../domain/widget/event"
import { anyValue } from "../../support/any-value"
import { sessionFiles, sessionText } from "../../support/fixtures"
import { propertySeed } from "../../support/seed"
import { truncatedDocuments } from "../wire/truncate-json"

/**
 * The log decoder is the replay CLI's and 'Report a problem''s way in, so it gets the same treatment
 * as the API decoders: random JS values, recorded sessions cut short, and sessions with one field
 * damaged. It never throws, and a failure names where it is.
 */

const sessions = sessionFiles().map((file) => ({ file, text: sessionText(file) }))

/** The message shape every failure has: 'log: …' or 'event N (Tag) at path: …'. */
const LOCATED = /^(log: |event \d+( \([A-Za-z]+\))?( at [^:]+)?: )/

const failureOf = (r: Result.Result<unknown, LogDecodeError>): LogDecodeError | null =>
  Result.isFailure(r) ? r.failure : null

describe("decodeLog never throws", () => {
  it("on 1000 random JS values (maps, sets, dates, typed arrays, null prototypes, boxed values…) and lists of them", () => {
    // Events with a real tag and random fields reach each tag's own schema, not just the tag check.
    const taggedJunk = fc
      .tuple(fc.constantFrom(...eventTags), fc.dictionary(fc.string(), anyValue, { maxKeys: 4 }), anyValue)
      .map(([_tag, fields, at]) => ({ ...fields, _tag, at }))
    const values = fc.oneof(
      anyValue,
      fc.array(fc.oneof(anyValue, taggedJunk)),
      fc.record({ events: fc.array(taggedJunk) }),
    )
    fc.assert(
      fc.property(values, (value) => {
        const error = failureOf(decodeLog(value))
        if (error !== null) expect(error.message).toMatch(LOCATED)
      }),
      { seed: propertySeed("decodeLog on anything"), numRuns: 1000 },
    )
  })

  it("on every recorded session cut at 100 points and closed so it still parses", () => {
    let documents = 0
    for (const { file, text } of sessions) {
      const cuts = Array.from({ length: 100 }, (_, i) => Math.floor((text.length * i) / 100))
      for (const value of truncatedDocuments(text, cuts)) {
        documents++
        const error = failureOf(decodeLog(value))
        // A cut between two events leaves a shorter valid log; any other cut names the event it broke.
        if (error !== null) expect(error.message, file).toMatch(LOCATED)
      }
    }
    expect(documents).toBeGreaterThan(sessions.length * 90)
  })

  it("on the raw text of every session cut short: 'not valid JSON', one line", () => {
    for (const { text } of sessions) {
      for (const cut of [1, Math.floor(text.length / 3), text.length - 2]) {
        const error = failureOf(parseLog(text.slice(0, cut)))
        expect(error?.message).toMatch(/^log: not valid JSON \(/)
        expect(error?.message).not.toContain("\n")
      }
    }
  })
})

describe("a damaged session names its first bad event", () => {
  it("given one field of one event replaced by {}, then the failure gives that event's index and tag", () => {
    const logs = sessions.map(({ text }) => JSON.parse(text) as { events: Array<Record<string, unknown>> })
    const damage = fc
      .constantFrom(...logs)
      .chain((log) =>
        fc
          .nat({ max: log.events.length - 1 })
          .chain((index) =>
            fc
              .constantFrom(...Object.keys(log.events[index] ?? {}).filter((k) => k !== "_tag"))
              .map((field) => ({ log, index, field })),
          ),
      )
    fc.assert(
      fc.property(damage, ({ log, index, field }) => {
        const copy = structuredClone(log)
        const target = copy.events[index]
        if (target === undefined) return
        target[field] = {}
        const error = failureOf(decodeLog(copy))
        if (error === null) return // a field whose schema accepts an object (e.g. a record of selections)
        expect(error.index).toBe(index)
        expect(error.tag).toBe(target._tag)
        expect(error.path.startsWith(field)).toBe(true)
        expect(error.message.startsWith(`event ${index} (${String(target._tag)}) at ${field}`)).toBe(true)
      }),
      { seed: propertySeed("damaged session event"), numRuns: 300 },
    )
  })
})
