import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { EMBED_SNIPPETS, hostPageHtml, SNIPPET_HOST } from "../../sandbox/host/host-page"

/**
 * Issues 14 and 28: the demo restaurant pages `npm start` serves use exactly the snippets of the
 * quick start (docs/embedding.md) — taken here from the document itself, so neither can change
 * without the other — and README's top links to it.
 */
const quickStart = (): string => readFileSync("docs/embedding.md", "utf8")

/** The ```html blocks of a markdown text, in order. */
const htmlBlocks = (markdown: string): string[] =>
  [...markdown.matchAll(/```html\n([\s\S]*?)\n```/g)].map((m) => m[1] ?? "")

const WIDGET = "http://127.0.0.1:5173"
const real = (snippet: string) => snippet.replaceAll(SNIPPET_HOST, WIDGET)

describe("the quick start's snippets and the demo pages", () => {
  it("docs/embedding.md shows the inline tag, the overlay tag with its noscript link, and the page's own opener, as the code holds them", () => {
    expect(htmlBlocks(quickStart())).toEqual([EMBED_SNIPPETS.inline, EMBED_SNIPPETS.button, EMBED_SNIPPETS.opener])
  })

  it("each demo page renders its snippets with the real origin, and no other embed tag", () => {
    const [inline = "", button = "", opener = ""] = htmlBlocks(quickStart())
    for (const [mode, snippets] of [
      ["inline", [inline]],
      ["button", [button, opener]],
    ] as const) {
      const page = hostPageHtml({ widgetOrigin: WIDGET, sandboxUrl: "http://127.0.0.1:8787" }, mode)
      for (const snippet of snippets) {
        expect(real(snippet)).not.toContain("<widget host>")
        expect(page).toContain(real(snippet))
      }
      expect(page.split("/embed.js").length - 1).toBe(1)
    }
  })

  it("README's top links to the quick start", () => {
    const top = readFileSync("README.md", "utf8").split("\n## ")[0] ?? ""
    expect(top).toContain("(docs/embedding.md)")
  })
})
