import { readFile } from "node:fs/promises"
import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { extname, join, normalize } from "node:path"

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".css": "text/css",
  ".svg": "image/svg+xml",
  ".json": "application/json",
  ".map": "application/json",
}

/** Serves the built widget (dist/) on a free loopback port, falling back to index.html for the SPA routes. */
export const serveDist = async (root = "dist"): Promise<{ url: string; close: () => Promise<void> }> => {
  const server: Server = createServer(async (req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname)).replace(
      /^(\.\.[/\\])+/,
      "",
    )
    const file = join(root, path)
    const body = await readFile(file).catch(() => readFile(join(root, "index.html")))
    res.writeHead(200, { "content-type": types[extname(file)] ?? "text/html; charset=utf-8" })
    res.end(body)
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
