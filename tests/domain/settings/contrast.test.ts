import { describe, expect, it } from "vitest"
import { contrastRatio, parseHex, readableTextOn, themeColors, toHex } from "../../../domain/settings/contrast"

describe("parseHex", () => {
  it("reads six- and three-digit hex with or without '#'", () => {
    expect(parseHex("c8102e")).toEqual({ r: 200, g: 16, b: 46 })
    expect(parseHex("#C8102E")).toEqual({ r: 200, g: 16, b: 46 })
    expect(parseHex("fff")).toEqual({ r: 255, g: 255, b: 255 })
  })

  it("refuses anything else", () => {
    for (const bad of ["", "zzzzzz", "12345", "#1234567", null, undefined]) expect(parseHex(bad)).toBeNull()
  })
})

describe("contrastRatio", () => {
  it("gives the WCAG ratios", () => {
    const black = { r: 0, g: 0, b: 0 }
    const white = { r: 255, g: 255, b: 255 }
    expect(contrastRatio(black, white)).toBeCloseTo(21, 5)
    expect(contrastRatio(white, white)).toBe(1)
    expect(contrastRatio({ r: 0x77, g: 0x77, b: 0x77 }, white)).toBeCloseTo(4.48, 2)
  })
})

describe("readableTextOn", () => {
  it("puts white on the dark red and black on yellow", () => {
    expect(readableTextOn({ r: 200, g: 16, b: 46 })).toBe("#ffffff")
    expect(readableTextOn({ r: 255, g: 221, b: 0 })).toBe("#000000")
  })
})

describe("themeColors", () => {
  it("reads the five colours and derives readable text colours", () => {
    const theme = themeColors({
      background_color: "f7f3ee",
      card_color: "ffffff",
      main_button_color: "c8102e",
      card_text_color: "1f1f1f",
      addition_button_color: "2e7d32",
    })
    expect(theme).toEqual({
      background: "#f7f3ee",
      card: "#ffffff",
      primary: "#c8102e",
      cardText: "#1f1f1f",
      secondary: "#2e7d32",
      onPrimary: "#ffffff",
      onSecondary: "#ffffff",
      onCard: "#1f1f1f",
      onBackground: "#1f1f1f",
    })
  })

  it("falls back to defaults for missing or malformed colours", () => {
    const theme = themeColors({
      background_color: null,
      card_color: "nope",
      main_button_color: null,
      card_text_color: null,
      addition_button_color: null,
    })
    expect(theme.background).toBe("#ffffff")
    expect(theme.card).toBe("#ffffff")
    expect(theme.primary).toBe("#c8102e")
    expect(themeColors(null).secondary).toBe("#2e7d32")
  })

  it("replaces an unreadable card text colour with black or white", () => {
    const theme = themeColors({
      background_color: "ffffff",
      card_color: "ffffff",
      main_button_color: "ffee00",
      card_text_color: "eeeeee",
      addition_button_color: "000000",
    })
    expect(theme.cardText).toBe("#eeeeee")
    expect(theme.onCard).toBe("#000000")
    expect(theme.onPrimary).toBe("#000000")
    expect(theme.onSecondary).toBe("#ffffff")
    expect(toHex({ r: 1, g: 2, b: 255 })).toBe("#0102ff")
  })
})
