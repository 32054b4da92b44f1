import { readFile } from "node:fs/promises"
import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { extname, resolve, sep } from "node:path"
import { gzipSync } from "node:zlib"

/**
 * A tiny static server for dist/ (npm start and the browser tests). It rewrites the built
 * index.html's `<meta name="widget-api-base">` to the sandbox it runs beside (contract 3: the meta is
 * the only way to point the widget at an API), serves the SPA's index.html for /widget and /widget/*,
 * and answers 404 for any other missing file, so a broken asset link fails loudly instead of
 * receiving HTML.
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
    req: { headers: { "accept-encoding"?: string | string[] | undefined } },
    res: import("node:http").ServerResponse,
    ext: string,
    body: Buffer | string,
    headers: Record<string, string>,
    cacheKey?: string,
  ) => {
    if (!COMPRESSIBLE.has(ext) || !acceptsGzip(req.headers["accept-encoding"])) {
      res.writeHead(200, { ...headers, vary: "accept-encoding" }).end(body)
      return
    }
    let zipped = cacheKey === undefined ? undefined : gzipped.get(cacheKey)
    if (!zipped) {
      zipped = gzipSync(body)
      if (cacheKey !== undefined) gzipped.set(cacheKey, zipped)
    }
    res.writeHead(200, { ...headers, "content-encoding": "gzip", vary: "accept-encoding" }).end(zipped)
  }
  const server: Server = createServer(async (req, res) => {
    try {
      const pathname = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname)
      const file = resolve(root, `.${pathname}`)
      if (file !== root && !file.startsWith(root + sep)) {
        res.writeHead(404).end()
        return
      }
      const isPage = pathname === "/" || pathname === "/index.html" || /^\/widget(\/|$)/.test(pathname)
      if (isPage) {
        const html = await indexHtml()
        send(req, res, ".html", html, {
          "content-type": TYPES[".html"] ?? "text/html",
          "cache-control": "no-store",
        })
        return
      }
      const body = await readFile(file).catch(() => undefined)
      if (!body) {
        res.writeHead(404, { "content-type": "text/plain" }).end("Not found")
        return
      }
      const immutable = pathname.startsWith("/assets/")
      send(
        req,
        res,
        extname(file),
        body,
        {
          "content-type": TYPES[extname(file)] ?? "application/octet-stream",
          "cache-control": immutable ? "public, max-age=31536000, immutable" : "no-cache",
          // embed.js is loaded by restaurants' pages on other origins.
          "access-control-allow-origin": "*",
        },
        immutable ? file : undefined,
      )
    } catch {
      res.writeHead(400).end()
    }
  })
  await new Promise<void>((done, fail) => {
    server.once("error", fail)
    server.listen(options.port ?? 0, "127.0.0.1", done)
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    close: () =>
      new Promise((done) => {
        server.close(() => done())
        server.closeAllConnections()
      }),
  }
}
