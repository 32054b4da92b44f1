import { describe, expect, it } from "vitest"
import { locationFailure, NO_RESULTS_FOUND, SAVE_NEEDS_PLACE, saveRefusal } from "../../../domain/address/form-steps"

describe("address dead ends (issue 27): the form says what went wrong", () => {
  it("given a position with no address there, the form's message is SPEC §8's 'No results found' (key no-results-found)", () => {
    expect(locationFailure("no-results")).toBe(NO_RESULTS_FOUND)
    expect(NO_RESULTS_FOUND).toEqual({ key: "no-results-found", text: "No results found" })
  })

  it("given no place, or text without coordinates, saving is refused with the reason", () => {
    expect(saveRefusal(null)).toBe(SAVE_NEEDS_PLACE)
    expect(saveRefusal({ string: "Somewhere I typed", latitude: "", longitude: "" })).toBe(SAVE_NEEDS_PLACE)
    expect(saveRefusal({ string: "", latitude: "52.23", longitude: "21.01" })).toBe(SAVE_NEEDS_PLACE)
  })

  it("given a chosen place with text and coordinates, saving goes on", () => {
    expect(saveRefusal({ string: "Nowy Świat 21, Warszawa", latitude: "52.2319", longitude: "21.0191" })).toBeNull()
  })
})
