import { describe, expect, it } from "vitest"
import { countedText, pluralCategory } from "../../../domain/i18n/plural"

const SUGGESTIONS = { key: "suggestions-count", one: "{n} suggestion", other: "{n} suggestions" }

describe("counted texts by the language's plural rules", () => {
  it("given English, when 1 or 2 suggestions, then the singular and the plural", () => {
    expect(countedText(SUGGESTIONS, "en", 1)).toEqual({ key: "suggestions-count-one", fallback: "{n} suggestion" })
    expect(countedText(SUGGESTIONS, "en", 2)).toEqual({ key: "suggestions-count-other", fallback: "{n} suggestions" })
  })

  it("given Polish, when 1, 3, 5 or 22 suggestions, then one, few, many, few (and English defaults by English rules)", () => {
    expect([1, 3, 5, 22].map((n) => pluralCategory("pl", n))).toEqual(["one", "few", "many", "few"])
    expect(countedText(SUGGESTIONS, "pl", 5)).toEqual({ key: "suggestions-count-many", fallback: "{n} suggestions" })
    expect(countedText(SUGGESTIONS, "pl", 1).fallback).toBe("{n} suggestion")
  })

  it("given a language tag the runtime does not know, then English's rules", () => {
    expect(pluralCategory("not a tag!", 1)).toBe("one")
  })
})
