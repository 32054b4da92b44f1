import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { contrastRatio, parseHex, readableTextOn, themeColors, toHex } from "../../../domain/settings/contrast"
import { propertySeed } from "../../support/seed"

const channel = fc.integer({ min: 0, max: 255 })
const rgb = fc.record({ r: channel, g: channel, b: channel })
const hex = rgb.map((c) => toHex(c).slice(1))

describe("contrast properties", () => {
  it("black or white text reaches at least 4.5:1 on any background", () => {
    fc.assert(
      fc.property(rgb, (bg) => {
        const text = parseHex(readableTextOn(bg))
        expect(text).not.toBeNull()
        if (text) expect(contrastRatio(text, bg)).toBeGreaterThanOrEqual(4.5)
      }),
      { seed: propertySeed("readableTextOn"), numRuns: 2000 },
    )
  })

  it("every derived text colour of any theme reaches 4.5:1 on its surface", () => {
    fc.assert(
      fc.property(hex, hex, hex, hex, hex, (background, card, primary, text, secondary) => {
        const t = themeColors({
          background_color: background,
          card_color: card,
          main_button_color: primary,
          card_text_color: text,
          addition_button_color: secondary,
        })
        const ratio = (a: string, b: string) => {
          const ca = parseHex(a)
          const cb = parseHex(b)
          return ca && cb ? contrastRatio(ca, cb) : 0
        }
        expect(ratio(t.onPrimary, t.primary)).toBeGreaterThanOrEqual(4.5)
        expect(ratio(t.onSecondary, t.secondary)).toBeGreaterThanOrEqual(4.5)
        expect(ratio(t.onCard, t.card)).toBeGreaterThanOrEqual(4.5)
        expect(ratio(t.onBackground, t.background)).toBeGreaterThanOrEqual(4.5)
      }),
      { seed: propertySeed("themeColors contrast"), numRuns: 1000 },
    )
  })

  it("parseHex reads back what toHex writes", () => {
    fc.assert(
      fc.property(rgb, (c) => {
        expect(parseHex(toHex(c))).toEqual(c)
      }),
      { seed: propertySeed("hex round-trip"), numRuns: 500 },
    )
  })
})
