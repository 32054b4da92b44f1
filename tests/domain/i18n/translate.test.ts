import { describe, expect, it } from "vitest"
import { fillTemplate } from "../../../domain/i18n/copy"
import { translate, translateCopy, translateWith, translationIndex } from "../../../domain/i18n/translate"

const translations = [
  { key: "show-more", locale: "pl", value: "Pokaż więcej" },
  { key: "show-more", locale: "en", value: "Show more" },
  { key: "view-cart", locale: "pl", value: "" },
  { key: "show-more", locale: "pl", value: "duplicate ignored" },
]

describe("translate", () => {
  it("given a translation for the key and language, then it is used", () => {
    expect(translate(translations, "pl", "show-more", "Show More")).toBe("Pokaż więcej")
    expect(translate(translations, "en", "show-more", "Show More")).toBe("Show more")
  })

  it("given no translation for the language, then the English default is used", () => {
    expect(translate(translations, "de", "show-more", "Show More")).toBe("Show More")
    expect(translate(translations, "pl", "unknown-key", "Fallback")).toBe("Fallback")
    expect(translate([], "pl", "show-more", "Show More")).toBe("Show More")
  })

  it("given an empty translation value, then it counts as missing", () => {
    expect(translate(translations, "pl", "view-cart", "View Cart")).toBe("View Cart")
  })

  it("given a regional or differently cased language, then its base language is used", () => {
    expect(translate(translations, "pl-PL", "show-more", "Show More")).toBe("Pokaż więcej")
    expect(translate(translations, "PL", "show-more", "Show More")).toBe("Pokaż więcej")
  })

  it("given a repeated row, then the first wins", () => {
    const index = translationIndex(translations)
    expect(translateWith(index, "pl", "show-more", "x")).toBe("Pokaż więcej")
    expect(translateCopy(index, "pl", { key: "show-more", text: "Show More" })).toBe("Pokaż więcej")
  })

  it("keys the index by locale and key without collisions", () => {
    const index = translationIndex([
      { key: "b", locale: "a", value: "1" },
      { key: "a\u0000b", locale: "", value: "2" },
    ])
    expect(translateWith(index, "a", "b", "x")).toBe("1")
  })
})

describe("fillTemplate", () => {
  it("fills placeholders literally and keeps unknown ones", () => {
    expect(fillTemplate("Wybierz {n}", { n: 2 })).toBe("Wybierz 2")
    expect(fillTemplate("z {group}", { group: "Sos $& $1" })).toBe("z Sos $& $1")
    expect(fillTemplate("{a} {b}", { a: 1 })).toBe("1 {b}")
  })
})
