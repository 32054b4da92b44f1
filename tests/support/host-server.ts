import { createServer, type Server } from "node:http"
import { afterAll, beforeAll } from "vitest"
import { listenOnLoopback } from "../../sandbox/host/listen"

/**
 * A restaurant's own page for a journey, on a loopback port of its own (so another origin than the
 * widget's and the demo page's): `render` answers each request from its URL (path and query), so one
 * server holds a journey's variants of the page. close() also ends kept-alive connections.
 */
export const serveHostHtml = async (
  render: (url: URL) => string,
): Promise<{ readonly url: string; readonly close: () => Promise<void> }> => {
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1")
    if (url.pathname === "/favicon.ico") {
      res.writeHead(204).end()
      return
    }
    res.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" })
    res.end(render(url))
  })
  return listenOnLoopback(server)
}

/**
 * A journey file's own restaurant page (serveHostHtml), started in its beforeAll and closed in its
 * afterAll: `const host = setUpHostPage(render)` at the top of the file, `host.url` from the first test on.
 */
export const setUpHostPage = (render: (url: URL) => string): { readonly url: string } => {
  let host: { readonly url: string; readonly close: () => Promise<void> } | undefined
  beforeAll(async () => {
    host = await serveHostHtml(render)
  }, 60_000)
  afterAll(async () => {
    await host?.close()
  })
  return {
    get url() {
      if (host === undefined) throw new Error("setUpHostPage: the page is not served (used outside a test?)")
      return host.url
    },
  }
}
