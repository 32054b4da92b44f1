import { readFileSync } from "node:fs"
import { resolve } from "node:path"
import type { Plugin } from "vite"

/**
 * The published accessibility statement (issue 30): docs/accessibility.md and its Polish version
 * docs/accessibility.pl.md, turned into plain pages of the widget's own origin (`/accessibility.html`,
 * `/accessibility.pl.html`, beside `/widget`), which the widget's footer links to in the customer's
 * language. Built with the widget (so any host serving dist/ serves it) and served by the dev server too.
 * The page has no script and one stylesheet of its own (the widget's Content-Security-Policy applies).
 */

export const STATEMENT_SOURCE = "docs/accessibility.md"
export const STATEMENT_PAGE = "accessibility.html"
export const STATEMENT_STYLES = "accessibility.css"

/**
 * The statement in each language the widget speaks (issue 30: the widget's customers are Polish): its
 * markdown, its page, and how the other language's page links to it. The footer links to the page of
 * the customer's language (ui/app/footer.tsx, statementUrl).
 */
export const STATEMENTS = [
  { language: "en", source: STATEMENT_SOURCE, page: STATEMENT_PAGE, linkText: "Accessibility statement in English" },
  {
    language: "pl",
    source: "docs/accessibility.pl.md",
    page: "accessibility.pl.html",
    linkText: "Deklaracja dostępności po polsku",
  },
] as const

export type StatementLanguage = (typeof STATEMENTS)[number]["language"]

const escapeHtml = (text: string): string =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;")

/** A link target the page may carry: http(s), mailto, or a path of this site; anything else is text. */
const safeHref = (href: string): string | null => (/^(https?:\/\/|mailto:|\/|#)/i.test(href) ? href : null)

/** Inline markdown the statement uses: `code`, **bold**, [text](link); everything else is text. */
const inline = (text: string): string => {
  const parts: string[] = []
  const pattern = /`([^`]+)`|\*\*([^*]+)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g
  let last = 0
  for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
    parts.push(escapeHtml(text.slice(last, m.index)))
    if (m[1] !== undefined) parts.push(`<code>${escapeHtml(m[1])}</code>`)
    else if (m[2] !== undefined) parts.push(`<strong>${escapeHtml(m[2])}</strong>`)
    else {
      const href = safeHref(m[4] ?? "")
      parts.push(href === null ? escapeHtml(m[3] ?? "") : `<a href="${escapeHtml(href)}">${escapeHtml(m[3] ?? "")}</a>`)
    }
    last = m.index + m[0].length
  }
  parts.push(escapeHtml(text.slice(last)))
  return parts.join("")
}

/**
 * The statement's markdown as HTML: headings (#, ##, ###), paragraphs, bulleted and numbered lists
 * (a line indented under an item continues it), and the inline forms above. Deliberately small: the
 * statement is written for it, and no HTML in the source is ever passed through.
 */
export const statementHtml = (markdown: string): string => {
  const out: string[] = []
  let paragraph: string[] = []
  let list: { tag: "ul" | "ol"; items: string[] } | null = null
  const flush = () => {
    if (paragraph.length > 0) out.push(`<p>${inline(paragraph.join(" "))}</p>`)
    paragraph = []
    if (list !== null) out.push(`<${list.tag}>${list.items.map((i) => `<li>${inline(i)}</li>`).join("")}</${list.tag}>`)
    list = null
  }
  for (const raw of markdown.split(/\r?\n/)) {
    const line = raw.trimEnd()
    const heading = /^(#{1,3})\s+(.*)$/.exec(line)
    const bullet = /^[-*]\s+(.*)$/.exec(line)
    const numbered = /^\d+\.\s+(.*)$/.exec(line)
    if (line.trim() === "") flush()
    else if (heading) {
      flush()
      const level = (heading[1] ?? "#").length
      out.push(`<h${level}>${inline(heading[2] ?? "")}</h${level}>`)
    } else if (bullet || numbered) {
      const tag = bullet ? "ul" : "ol"
      if (paragraph.length > 0 || (list !== null && list.tag !== tag)) flush()
      list ??= { tag, items: [] }
      list.items.push((bullet ?? numbered)?.[1] ?? "")
    } else if (list !== null && /^\s+/.test(line)) {
      const items = list.items
      items[items.length - 1] = `${items[items.length - 1] ?? ""} ${line.trim()}`
    } else {
      if (list !== null) flush()
      paragraph.push(line.trim())
    }
  }
  flush()
  return out.join("\n")
}

/** The whole page in `language`: the statement's first heading is its title; a link to the other language's page heads it. */
export const statementPage = (markdown: string, language: StatementLanguage = "en"): string => {
  const title = /^#\s+(.*)$/m.exec(markdown)?.[1] ?? "Accessibility statement"
  const others = STATEMENTS.filter((s) => s.language !== language)
    .map(
      (s) => `<p><a href="/${s.page}" lang="${s.language}" hreflang="${s.language}">${escapeHtml(s.linkText)}</a></p>`,
    )
    .join("\n")
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="/${STATEMENT_STYLES}">
</head>
<body>
<main>
${others}
${statementHtml(markdown)}
</main>
</body>
</html>
`
}

const STYLES = `body{margin:0;background:#fff;color:#1f1f1f;font:16px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:44rem;margin:0 auto;padding:24px 16px 48px}
h1{font-size:1.75rem;line-height:1.25}h2{margin-top:2rem;font-size:1.3rem}h3{font-size:1.1rem}
a{color:#8f0c22;text-underline-offset:3px}a:focus-visible{outline:3px solid #8f0c22;outline-offset:2px}
code{padding:0 4px;border-radius:4px;background:#f1f1f1;font-size:.92em;overflow-wrap:anywhere}
li{margin:4px 0}
`

/** Emits the page and its styles into the build, and serves both from the dev server. */
export const accessibilityStatement = (root = process.cwd()): Plugin => {
  const read = (statement: (typeof STATEMENTS)[number]) =>
    statementPage(readFileSync(resolve(root, statement.source), "utf8"), statement.language)
  return {
    name: "accessibility-statement",
    generateBundle() {
      for (const statement of STATEMENTS)
        this.emitFile({ type: "asset", fileName: statement.page, source: read(statement) })
      this.emitFile({ type: "asset", fileName: STATEMENT_STYLES, source: STYLES })
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split("?")[0]
        const statement = STATEMENTS.find((s) => path === `/${s.page}`)
        if (statement) res.setHeader("content-type", "text/html; charset=utf-8").end(read(statement))
        else if (path === `/${STATEMENT_STYLES}`) res.setHeader("content-type", "text/css; charset=utf-8").end(STYLES)
        else next()
      })
    },
  }
}
