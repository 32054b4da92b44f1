import { describe, expect, it } from "vitest"
import { incompleteAddressParts, isCompleteAddress } from "../../../domain/address/completeness"

const address = { string: "Nowy Świat 21, Warszawa", latitude: "52.2319", longitude: "21.0191" }

describe("incompleteAddressParts", () => {
  it("finds nothing missing in an address with text and in-range decimal coordinates", () => {
    expect(incompleteAddressParts(address)).toEqual([])
    expect(incompleteAddressParts({ ...address, latitude: " -33.8688 ", longitude: "151" })).toEqual([])
    expect(incompleteAddressParts({ ...address, latitude: "90", longitude: "-180" })).toEqual([])
  })

  it("names every part of a missing address", () => {
    expect(incompleteAddressParts(null)).toEqual(["string", "latitude", "longitude"])
    expect(incompleteAddressParts(undefined)).toEqual(["string", "latitude", "longitude"])
  })

  it("names a blank text and empty coordinates", () => {
    expect(incompleteAddressParts({ string: "  ", latitude: "", longitude: " " })).toEqual([
      "string",
      "latitude",
      "longitude",
    ])
  })

  it("refuses coordinates that are not decimal numbers", () => {
    for (const bad of ["abc", "52,23", "1e1", "0x10", "Infinity", "NaN", "52.", ".5", "+52"])
      expect(incompleteAddressParts({ ...address, latitude: bad, longitude: bad }), bad).toEqual([
        "latitude",
        "longitude",
      ])
  })

  it("refuses a latitude beyond ±90 and a longitude beyond ±180", () => {
    expect(incompleteAddressParts({ ...address, latitude: "90.0001" })).toEqual(["latitude"])
    expect(incompleteAddressParts({ ...address, latitude: "-91" })).toEqual(["latitude"])
    expect(incompleteAddressParts({ ...address, longitude: "180.5" })).toEqual(["longitude"])
    expect(incompleteAddressParts({ ...address, longitude: "-181" })).toEqual(["longitude"])
    // A longitude-sized latitude is the classic swap.
    expect(incompleteAddressParts({ ...address, latitude: "151.2", longitude: "-33.8" })).toEqual(["latitude"])
  })
})

describe("isCompleteAddress", () => {
  it("is true exactly when no part is missing", () => {
    const cases = [
      address,
      null,
      { ...address, string: "" },
      { ...address, latitude: "91" },
      { ...address, longitude: "x" },
      { ...address, longitude: "179.999" },
    ]
    for (const a of cases) expect(isCompleteAddress(a)).toBe(incompleteAddressParts(a).length === 0)
    expect(cases.map(isCompleteAddress)).toEqual([true, false, false, false, false, true])
  })
})
