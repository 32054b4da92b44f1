import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { build, type Rolldown } from "vite"

/**
 * A tiny page on its own loopback origin that runs the real adapter code (browser-entry.ts, bundled
 * here with vite) — the host for the cards and 3-D Secure browser journeys, independent of the UI.
 * GET /?api=<sandbox url> serves the page; /bundle.js the bundle.
 */
export const startAdapterPage = async (): Promise<{ origin: string; close: () => Promise<void> }> => {
  const result = await build({
    configFile: false,
    logLevel: "silent",
    build: {
      write: false,
      minify: false,
      sourcemap: false,
      lib: { entry: "tests/adapters/browser-entry.ts", formats: ["iife"], name: "adapterPageBundle" },
    },
  })
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[]
  const chunk = outputs.flatMap((o) => o.output).find((o) => o.type === "chunk")
  if (chunk?.type !== "chunk") throw new Error("no bundle")
  const bundle = chunk.code
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://x")
    if (url.pathname === "/bundle.js") {
      res.writeHead(200, { "content-type": "text/javascript" })
      res.end(bundle)
      return
    }
    const api = JSON.stringify(url.searchParams.get("api") ?? "").replaceAll("<", "\\u003c")
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" })
    res.end(`<!doctype html><html lang="pl"><head><meta charset="utf-8"><title>adapter page</title></head>
<body><h1>Adapter test page</h1><div id="fields" style="max-width:420px"></div>
<script>window.API_BASE = ${api}</script><script src="/bundle.js"></script></body></html>`)
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
