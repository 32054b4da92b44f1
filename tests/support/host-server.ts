import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"

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
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
