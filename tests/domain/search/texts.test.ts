import { describe, expect, it } from "vitest"
import { Search } from "../../../domain"
import { polishTranslations } from "../../support/fixtures"

const polish = polishTranslations()

const isCopy = (value: unknown): value is { key: string; text: string } =>
  typeof value === "object" && value !== null && "key" in value && "text" in value

describe("search texts", () => {
  it("every text of the search and filters, and every EU-14 allergen label, has its Polish translation", () => {
    const copies = [
      ...Object.values(Search as Record<string, unknown>).flatMap((v) => (isCopy(v) ? [v] : [])),
      ...Search.EU_ALLERGENS.map((a) => a.label),
    ]
    expect(copies.length).toBeGreaterThan(30)
    const missing = copies.filter((c) => !polish.has(c.key)).map((c) => c.key)
    expect(missing).toEqual([])
  })

  it("templates keep their placeholders in Polish", () => {
    expect(polish.get(Search.FOUND_N.key)).toBe("Znaleziono {n}")
    expect(polish.get(Search.WITHOUT_ALLERGEN.key)).toContain("{allergen}")
    expect(polish.get(Search.MAY_CONTAIN.key)).toContain("{allergens}")
    expect(polish.get(Search.SHOW_ALL_N.key)).toContain("{category}")
  })
})
