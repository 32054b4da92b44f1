import { describe, expect, it } from "vitest"
import { hasWord, normaliseText, queryWords, searchableText } from "../../../domain/search/normalise"

describe("search normalisation", () => {
  it("given Polish letters, when folded, then each becomes its plain letter in lower case", () => {
    expect(normaliseText("ĄĆĘŁŃÓŚŹŻ ąćęłńóśźż")).toBe("acelnoszz acelnoszz")
  })

  it("given 'Żurek' and 'zurek', when folded, then both read 'zurek'", () => {
    expect(normaliseText("Żurek")).toBe(normaliseText("zurek"))
    expect(normaliseText("ŻUREK z jajkiem")).toBe("zurek z jajkiem")
  })

  it("given other accents (Jalapeño, crème), when folded, then the accents go too", () => {
    expect(normaliseText("Jalapeño crème brûlée")).toBe("jalapeno creme brulee")
  })

  it("given extra spaces, when split into words, then blank parts are dropped; a blank query has no words", () => {
    expect(queryWords("  Ser   Kozi ")).toEqual(["ser", "kozi"])
    expect(queryWords("   ")).toEqual([])
    expect(queryWords("")).toEqual([])
    expect(queryWords("Coca-Cola, 'Nduja")).toEqual(["coca", "cola", "nduja"])
  })

  it("given 'ser', when matched, then words starting with it match ('Ser', 'serowy'), words merely containing it do not ('deser')", () => {
    const text = searchableText(["Ser kozi", "Placek serowy", "Deser dnia"])
    expect(hasWord(text, "ser")).toBe(true)
    expect(hasWord(searchableText(["Serowy"]), "ser")).toBe(true)
    expect(hasWord(searchableText(["Deser dnia"]), "ser")).toBe(false)
    expect(hasWord(searchableText(["Żurek"]), "zur")).toBe(true)
  })
})
