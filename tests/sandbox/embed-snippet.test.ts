import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { EMBED_SNIPPETS, hostPageHtml, SNIPPET_HOST } from "../../sandbox/host/host-page"

/**
 * Issue 14: the sandbox's demo restaurant page uses exactly the snippets README's 'Embedding'
 * documents — taken here from README.md itself, so neither can change without the other.
 */
const embeddingSection = (): string => {
  const readme = readFileSync("README.md", "utf8")
  const start = readme.indexOf("\n## Embedding\n")
  const end = readme.indexOf("\n## ", start + 1)
  expect(start).toBeGreaterThan(0)
  return readme.slice(start, end === -1 ? undefined : end)
}

/** The ```html blocks of the section, in order. */
const htmlBlocks = (markdown: string): string[] =>
  [...markdown.matchAll(/```html\n([\s\S]*?)\n```/g)].map((m) => m[1] ?? "")

const WIDGET = "http://127.0.0.1:5173"

describe("README's embed snippets and the demo page", () => {
  it("README documents the inline tag first and the button tag with its noscript link second, as the code holds them", () => {
    const [inline, button] = htmlBlocks(embeddingSection())
    expect(inline).toBe(EMBED_SNIPPETS.inline)
    expect(button).toBe(EMBED_SNIPPETS.button)
  })

  it("each mode's page renders its README snippet with the real origin, and no other embed tag", () => {
    const [inline = "", button = ""] = htmlBlocks(embeddingSection())
    for (const [mode, snippet] of [
      ["inline", inline],
      ["button", button],
    ] as const) {
      const page = hostPageHtml({ widgetOrigin: WIDGET, sandboxUrl: "http://127.0.0.1:8787" }, mode)
      const real = snippet.replaceAll(SNIPPET_HOST, WIDGET)
      expect(real).not.toContain("<widget host>")
      expect(page).toContain(real)
      expect(page.split("/embed.js").length - 1).toBe(1)
    }
  })
})
