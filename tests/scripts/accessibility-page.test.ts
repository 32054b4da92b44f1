import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { STATEMENTS, statementPage } from "../../scripts/accessibility-page"
import { statementUrl } from "../../ui/app/footer"

/** The published statement in both languages (issue 30): the Polish page beside the English one. */
const read = (source: string) => readFileSync(source, "utf8")
const headings = (markdown: string, level: string) => markdown.split("\n").filter((l) => l.startsWith(`${level} `))

describe("the accessibility statement's pages", () => {
  it("given the English and the Polish markdown, then each page is in its language and links to the other", () => {
    const en = STATEMENTS.find((s) => s.language === "en")
    const pl = STATEMENTS.find((s) => s.language === "pl")
    if (!en || !pl) throw new Error("a statement language is missing")
    const enPage = statementPage(read(en.source), "en")
    const plPage = statementPage(read(pl.source), "pl")
    expect(enPage).toContain('<html lang="en">')
    expect(enPage).toContain("<title>Accessibility statement</title>")
    expect(enPage).toContain(
      '<a href="/accessibility.pl.html" lang="pl" hreflang="pl">Deklaracja dostępności po polsku</a>',
    )
    expect(plPage).toContain('<html lang="pl">')
    expect(plPage).toContain("<title>Deklaracja dostępności</title>")
    expect(plPage).toContain(
      '<a href="/accessibility.html" lang="en" hreflang="en">Accessibility statement in English</a>',
    )
  })

  it("the Polish statement has the English one's sections, date and conformance target", () => {
    const en = read("docs/accessibility.md")
    const pl = read("docs/accessibility.pl.md")
    expect(headings(pl, "##").length).toBe(headings(en, "##").length)
    expect(pl).toContain("2026-11-27")
    expect(pl).toContain("WCAG) 2.2, poziom **AA**")
    for (const file of ["focus-inline.e2e.ts", "safety-a11y.e2e.ts", "a11y-routes.e2e.ts", "keyboard-journeys.e2e.ts"])
      expect(pl).toContain(file)
  })

  it("the footer links to the page of the customer's language", () => {
    expect(statementUrl("pl")).toBe("/accessibility.pl.html")
    expect(statementUrl("pl-PL")).toBe("/accessibility.pl.html")
    expect(statementUrl("en")).toBe("/accessibility.html")
    expect(statementUrl(undefined)).toBe("/accessibility.html")
  })
})
