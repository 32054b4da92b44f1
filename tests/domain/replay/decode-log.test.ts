import { Result } from "effect"
import { describe, expect, it } from "vitest"
import { EMPTY_AUTH_FIELDS } from "../../../domain/dialogs/auth-fields"
import { decodeLog, parseLog } from "../../../domain/replay/decode-log"
import { initialState } from "../../../domain/widget/initial-state"
import { aCart, event } from "../widget/entities"

const failure = (r: ReturnType<typeof decodeLog>) => {
  if (Result.isSuccess(r)) throw new Error("expected a failure")
  return r.failure
}
const good = [
  event("WidgetOpened", { restaurantId: 1, route: "menu", orderId: null }, 1),
  event("CartStored", { cart: aCart() }, 2),
]

describe("decodeLog", () => {
  it("accepts an array of events or { events: [...] } with metadata beside it", () => {
    const json = JSON.parse(JSON.stringify(good))
    expect(decodeLog(json)).toEqual(Result.succeed(good))
    expect(decodeLog({ description: "x", events: json })).toEqual(Result.succeed(good))
  })

  it("names the index, tag and path of the first bad event", () => {
    const json = JSON.parse(JSON.stringify([...good, good[1], good[1]]))
    json[2].cart.prices.sub_total = 37.9
    json[3].cart.uuid = 5
    const error = failure(decodeLog(json))
    expect(error).toMatchObject({ index: 2, tag: "CartStored", path: "cart.prices.sub_total" })
    expect(error.reason).toContain("Expected an integer")
    expect(error.message).toBe(`event 2 (CartStored) at cart.prices.sub_total: ${error.reason}`)
  })

  it("names paths through lists as indexes", () => {
    const json = JSON.parse(
      JSON.stringify([event("CartStored", { cart: aCart({ items: [{ key: "k1", quantity: 1 }] }) })]),
    )
    json[0].cart.items[0].value.quantity = "2"
    expect(failure(decodeLog(json)).path).toBe("cart.items[0].value.quantity")
  })

  it("reports an unknown tag, a missing tag, a non-object and a missing field", () => {
    expect(failure(decodeLog([{ _tag: "CartExploded", at: 1 }])).message).toBe(
      'event 0 (CartExploded) at _tag: unknown event tag "CartExploded"',
    )
    expect(failure(decodeLog([{ at: 1 }])).message).toBe("event 0 at _tag: missing or not a string")
    expect(failure(decodeLog([good[0], 42])).message).toBe("event 1: an event must be an object with a _tag")
    expect(failure(decodeLog([{ _tag: "MenuTabSelected", at: 1 }])).message).toBe(
      "event 0 (MenuTabSelected) at tab: Missing key",
    )
  })

  it("(issue 26) decodes a Snapshot written before the form fields, the order polling and the reorder dialog were logged, with their initial values", () => {
    const now = {
      ...initialState,
      authModal: { mode: "login" as const, step: 1, error: null, fields: EMPTY_AUTH_FIELDS },
    }
    const older = JSON.parse(JSON.stringify(now))
    delete older.search.panelOpen
    delete older.pointsApply.entered
    delete older.settingsForm.phoneChange
    delete older.addressModal.typed
    delete older.addressModal.line2
    delete older.authModal.fields
    delete older.orderPoll
    delete older.reorder
    const decoded = decodeLog([{ _tag: "Snapshot", at: 1, state: older }])
    expect(decoded).toEqual(Result.succeed([{ _tag: "Snapshot", at: 1, state: now }]))
    // Only those fields: a Snapshot missing another one still fails, naming it.
    delete older.search.text
    expect(failure(decodeLog([{ _tag: "Snapshot", at: 1, state: older }])).path).toBe("state.search.text")
  })

  it("rejects a log that is not a list of events", () => {
    expect(failure(decodeLog({ foo: 1 })).message).toBe('log: expected an array of events or { "events": [...] }')
    expect(failure(decodeLog(null)).index).toBeNull()
  })

  it("parseLog turns bad JSON into the same kind of failure", () => {
    expect(failure(parseLog("[{")).message).toMatch(/^log: not valid JSON \(/)
    expect(parseLog("[]")).toEqual(Result.succeed([]))
  })
})
