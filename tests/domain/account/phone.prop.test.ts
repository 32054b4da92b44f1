import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { COUNTRIES } from "../../../domain/account/countries"
import { joinPhone, splitPhone } from "../../../domain/account/phone"
import { propertySeed } from "../../support/seed"

describe("phone split/join properties", () => {
  it("splitting a joined phone and joining it again gives the same stored phone, for every country", () => {
    fc.assert(
      fc.property(fc.constantFrom(...COUNTRIES), fc.stringMatching(/^[2-9]\d{6,9}$/), (country, national) => {
        const stored = joinPhone(country.dial_code, national)
        const split = splitPhone(stored)
        expect(split.country).not.toBeNull()
        expect(joinPhone(split.dialCode, split.number)).toBe(stored)
      }),
      { seed: propertySeed("phone round-trip"), numRuns: 500 },
    )
  })

  it("never throws and always returns digits-only numbers for any text", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const split = splitPhone(text)
        expect(split.number).toMatch(/^\d*$/)
      }),
      { seed: propertySeed("phone any text"), numRuns: 500 },
    )
  })
})
