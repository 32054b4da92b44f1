import { describe, expect, it } from "vitest"
import { COUNTRIES } from "../../../domain/account/countries"
import { countryByCode, joinPhone, splitPhone } from "../../../domain/account/phone"

describe("country list", () => {
  it("has about 240 entries with a '+digits' dial code and a two-letter code", () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(230)
    for (const c of COUNTRIES) {
      expect(c.dial_code).toMatch(/^\+\d{1,4}$/)
      expect(c.code).toMatch(/^[A-Z]{2}$/)
      expect(c.name.length).toBeGreaterThan(0)
    }
    expect(countryByCode("pl")).toEqual({ name: "Poland", dial_code: "+48", code: "PL" })
  })
})

describe("splitPhone", () => {
  it("splits a stored Polish phone", () => {
    expect(splitPhone("+48600100200")).toEqual({ dialCode: "+48", number: "600100200", country: "PL" })
  })

  it("matches the longest dial code", () => {
    expect(splitPhone("+12645551234")).toEqual({ dialCode: "+1264", number: "5551234", country: "AI" })
    expect(splitPhone("+12025550123")).toEqual({ dialCode: "+1", number: "2025550123", country: "US" })
    expect(splitPhone("+380501234567")).toEqual({ dialCode: "+380", number: "501234567", country: "UA" })
    expect(splitPhone("+420601123456").country).toBe("CZ")
  })

  it("resolves a shared code to its primary country", () => {
    expect(splitPhone("+447700900123").country).toBe("GB")
    expect(splitPhone("+79161234567").country).toBe("RU")
  })

  it("reads the 00 prefix and spacing", () => {
    expect(splitPhone("0049 30 1234567")).toEqual({ dialCode: "+49", number: "301234567", country: "DE" })
  })

  it("takes a number without a dial code as Polish", () => {
    expect(splitPhone("600 100 200")).toEqual({ dialCode: "+48", number: "600100200", country: "PL" })
    expect(splitPhone("")).toEqual({ dialCode: "+48", number: "", country: "PL" })
  })

  it("reports no country for an unassigned code", () => {
    expect(splitPhone("+999123")).toEqual({ dialCode: "", number: "999123", country: null })
  })
})

describe("joinPhone", () => {
  it("joins dial code and digits", () => {
    expect(joinPhone("+48", "600 100 200")).toBe("+48600100200")
    expect(joinPhone("48", "600100200")).toBe("+48600100200")
    expect(joinPhone("+48", "")).toBe("")
  })
})
