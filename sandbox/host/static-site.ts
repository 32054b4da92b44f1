import { createHash } from "node:crypto"
import { readFile, stat } from "node:fs/promises"
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http"
import { extname, resolve, sep } from "node:path"
import { gzipSync } from "node:zlib"
import { BASE_SECURITY_HEADERS, type WidgetMode, widgetPageHeaders } from "./csp"
import { listenOnLoopback } from "./listen"

/**
 * The one static server for dist/ (npm start, the browser tests and the bench). It rewrites the built
 * index.html's `<meta name="widget-api-base">` to the sandbox it runs beside (contract 3: the meta is
 * the only way to point the widget at an API), serves the SPA's index.html for /widget and /widget/*,
 * and answers 404 for any other missing file, so a broken asset link fails loudly instead of
 * receiving HTML. Its headers are what README's 'Deploying the widget' asks of any host (see
 * `cachePolicy`, and csp.ts for the page's Content-Security-Policy); every answer carries an ETag and
 * Last-Modified and a matching If-None-Match / If-Modified-Since gets a 304.
 */

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json",
  ".map": "application/json",
  ".png": "image/png",
  ".woff2": "font/woff2",
  ".ico": "image/x-icon",
}

/** Text types worth compressing; images other than SVG are already compressed. */
const COMPRESSIBLE = new Set([".html", ".js", ".css", ".svg", ".json", ".map"])

/** Whether the request says it takes gzip (an exact token of Accept-Encoding, not a substring). */
const acceptsGzip = (header: string | string[] | undefined): boolean =>
  String(header ?? "")
    .split(",")
    .some((part) => part.trim().split(";")[0]?.trim().toLowerCase() === "gzip")

const attr = (text: string): string =>
  text.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;").replaceAll(">", "&gt;")

/** index.html with the widget-api-base meta's content set to apiBase (attribute-escaped). */
export const withApiBase = (html: string, apiBase: string): string =>
  html.replace(
    /(<meta\s+name="widget-api-base"\s+content=")[^"]*(")/,
    (_m, start: string, end: string) => `${start}${attr(apiBase)}${end}`,
  )

export interface DistServerOptions {
  readonly root?: string
  /** 0 (default) picks a free port. */
  readonly port?: number
  /** The API base written into index.html; a function when it is known only after the server starts. */
  readonly apiBase?: string | (() => string)
}

/** A year: what a file whose name carries its content hash may be cached for (it never changes under that name). */
export const IMMUTABLE = "public, max-age=31536000, immutable"
/** Kept but revalidated on every use (a 304 when unchanged): names that stay while their content changes. */
export const REVALIDATE = "no-cache"

/**
 * Cache-Control per file of dist/: `assets/*` (vite puts the content hash in their names) for a
 * year, immutable; everything else — the widget page (index.html, served for /widget/*), embed.js
 * (restaurants' pages load it by a fixed name), the service worker /widget-cache-worker.js (at the
 * root, so its scope covers /widget; browsers check it for an update on every navigation) and any
 * other unhashed file — revalidated each time.
 */
export const cachePolicy = (pathname: string): string => (pathname.startsWith("/assets/") ? IMMUTABLE : REVALIDATE)

/** The mode the built page runs (its widget-mode meta): only an exact 'live' is live, as the widget reads it. */
export const modeOfPage = (html: string): WidgetMode =>
  /<meta\s+name="widget-mode"\s+content="\s*live\s*"/.test(html) ? "live" : "sandbox"

/** The API base written in the page's widget-api-base meta ('' when absent). */
const apiBaseOfPage = (html: string): string =>
  /<meta\s+name="widget-api-base"\s+content="([^"]*)"/.exec(html)?.[1]?.replaceAll("&amp;", "&") ?? ""

/** A strong validator of a body: a hash of its bytes (the gzipped variant gets its own, with '-gz'). */
const etagOf = (body: Buffer | string): string =>
  `"${createHash("sha1").update(body).digest("base64url").slice(0, 22)}"`

/** Whether the request's validators say its cached copy is still this one (If-None-Match wins over If-Modified-Since). */
const notModified = (req: IncomingMessage, etags: ReadonlyArray<string>, modified: Date): boolean => {
  const match = req.headers["if-none-match"]
  if (match !== undefined)
    return match
      .split(",")
      .map((tag) => tag.trim().replace(/^W\//, ""))
      .some((tag) => tag === "*" || etags.includes(tag))
  const since = Date.parse(String(req.headers["if-modified-since"] ?? ""))
  return Number.isFinite(since) && Math.floor(modified.getTime() / 1000) * 1000 <= since
}

export const serveDistSite = async (
  options: DistServerOptions = {},
): Promise<{ url: string; port: number; close: () => Promise<void> }> => {
  const root = resolve(options.root ?? "dist")
  const apiBase = () => (typeof options.apiBase === "function" ? options.apiBase() : options.apiBase)
  const indexHtml = async () => {
    const html = await readFile(resolve(root, "index.html"), "utf8")
    const base = apiBase()
    return base ? withApiBase(html, base) : html
  }
  // Hashed assets never change under their name: compress each once. Pages are small: compress per request.
  const gzipped = new Map<string, Buffer>()
  const send = (
    req: IncomingMessage,
    res: ServerResponse,
    ext: string,
    body: Buffer | string,
    modified: Date,
    headers: Record<string, string>,
    cacheKey?: string,
  ) => {
    const compress = COMPRESSIBLE.has(ext)
    const etag = etagOf(body)
    const zippedTag = etag.replace(/"$/, '-gz"')
    const common: Record<string, string> = {
      ...BASE_SECURITY_HEADERS,
      ...headers,
      "last-modified": modified.toUTCString(),
      ...(compress ? { vary: "accept-encoding" } : {}),
    }
    const gzip = compress && acceptsGzip(req.headers["accept-encoding"])
    const tag = gzip ? zippedTag : etag
    if (notModified(req, [etag, zippedTag], modified)) {
      res.writeHead(304, { ...common, etag: tag }).end()
      return
    }
    if (!gzip) {
      res.writeHead(200, { ...common, etag: tag }).end(body)
      return
    }
    let zipped = cacheKey === undefined ? undefined : gzipped.get(cacheKey)
    if (!zipped) {
      zipped = gzipSync(body)
      if (cacheKey !== undefined) gzipped.set(cacheKey, zipped)
    }
    res.writeHead(200, { ...common, etag: tag, "content-encoding": "gzip" }).end(zipped)
  }
  const server: Server = createServer(async (req, res) => {
    try {
      const pathname = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname)
      const file = resolve(root, `.${pathname}`)
      if (file !== root && !file.startsWith(root + sep)) {
        res.writeHead(404, BASE_SECURITY_HEADERS).end()
        return
      }
      const isPage = pathname === "/" || pathname === "/index.html" || /^\/widget(\/|$)/.test(pathname)
      const path = isPage ? resolve(root, "index.html") : file
      const info = await stat(path).catch(() => undefined)
      const raw = info?.isFile() ? await readFile(path).catch(() => undefined) : undefined
      if (!info || !raw) {
        res.writeHead(404, { ...BASE_SECURITY_HEADERS, "content-type": "text/plain" }).end("Not found")
        return
      }
      const ext = extname(path)
      if (ext === ".html") {
        // The widget page (and any other page of the build): its policy from the API and mode it is served with.
        const html = isPage ? await indexHtml() : raw.toString("utf8")
        send(req, res, ".html", html, info.mtime, {
          "content-type": TYPES[".html"] ?? "text/html",
          "cache-control": REVALIDATE,
          ...widgetPageHeaders({ apiBase: apiBaseOfPage(html), mode: modeOfPage(html) }),
        })
        return
      }
      const cacheControl = cachePolicy(pathname)
      send(
        req,
        res,
        ext,
        raw,
        info.mtime,
        {
          "content-type": TYPES[ext] ?? "application/octet-stream",
          "cache-control": cacheControl,
          // embed.js is loaded by restaurants' pages on other origins.
          "access-control-allow-origin": "*",
        },
        cacheControl === IMMUTABLE ? file : undefined,
      )
    } catch {
      res.writeHead(400, BASE_SECURITY_HEADERS).end()
    }
  })
  return listenOnLoopback(server, options.port)
}
