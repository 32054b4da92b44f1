import { Result, Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { decodeLog } from "../../../domain/replay/decode-log"
import { WidgetEvent } from "../../../domain/widget/event"
import { propertySeed } from "../../support/seed"
import { anyEvent } from "./arbitraries"

describe("events are plain JSON", () => {
  it("every generated event decodes with the union and survives a JSON round-trip", () => {
    const name = "event JSON round-trip"
    fc.assert(
      fc.property(anyEvent, (e) => {
        const json = JSON.parse(JSON.stringify(e))
        expect(json).toEqual(e)
        expect(Schema.decodeUnknownSync(WidgetEvent)(json)).toEqual(e)
      }),
      { seed: propertySeed(name), numRuns: 500 },
    )
  })

  it("decodeLog never throws on arbitrary JSON and fails with a located message", () => {
    const name = "decodeLog on arbitrary JSON"
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), fc.array(fc.jsonValue())), (json) => {
        const result = decodeLog(json)
        if (Result.isFailure(result)) expect(result.failure.message).toMatch(/^(log|event \d+)/)
        else expect(Array.isArray(json) || typeof json === "object").toBe(true)
      }),
      { seed: propertySeed(name), numRuns: 1000 },
    )
  })
})
