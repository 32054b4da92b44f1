// `npm start`: builds the widget (vite build), then starts in this one process
//   - the sandbox API            http://127.0.0.1:8787   (SANDBOX_PORT)
//   - the built widget (dist/)   http://127.0.0.1:5173   (WIDGET_PORT), its widget-api-base meta set to the sandbox
//   - the demo restaurant page   http://127.0.0.1:5174   (HOST_PORT), embedding the widget with embed.js
// Ctrl-C stops all three. `npm run dev` is the hot-reloading vite server instead.
import { spawnSync } from "node:child_process"
import { register } from "tsx/esm/api"

const widgetPort = Number(process.env.WIDGET_PORT ?? 5173)
const hostPort = Number(process.env.HOST_PORT ?? 5174)
const sandboxPort = Number(process.env.SANDBOX_PORT ?? 8787)

if (!process.argv.includes("--no-build")) {
  console.log("Building the widget (vite build)…")
  const build = spawnSync("npx", ["vite", "build", "--logLevel", "warn"], { stdio: "inherit" })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

register()
const { startSandbox } = await import("../sandbox/server.ts")
const { serveDistSite } = await import("../sandbox/host/static-site.ts")
const { serveHostPage } = await import("../sandbox/host/host-page.ts")

const widgetOrigin = `http://127.0.0.1:${widgetPort}`
const sandbox = await startSandbox({
  port: sandboxPort,
  dataDir: process.env.SANDBOX_DATA_DIR ?? ".sandbox-data",
  widgetOrigin,
  faults: process.env.SANDBOX_FAULTS === "1",
  // Demo mode: the code 123456 is accepted and /sandbox/otp lists the codes sent (README, Sandbox).
  demo: true,
  ...(process.env.SANDBOX_STATUS_STEP_MS ? { statusStepMs: Number(process.env.SANDBOX_STATUS_STEP_MS) } : {}),
})
const dist = await serveDistSite({ root: "dist", port: widgetPort, apiBase: sandbox.url })
const host = await serveHostPage({
  port: hostPort,
  widgetOrigin: dist.url,
  sandboxUrl: sandbox.url,
  restaurantId: 1,
  demo: true,
})

console.log(`
  Demo restaurant page  ${host.url}/
  Widget                ${dist.url}/widget?restaurantId=1
  Sandbox API           ${sandbox.url}

  Demo mode is on: the one-time code 123456 is accepted, and the codes sent are listed at
  ${sandbox.url}/sandbox/otp (any other start of the sandbox refuses both).
  Demo login: anna@example.com / haslo123 · Ctrl-C stops everything
`)

let stopping = false
const stop = async () => {
  if (stopping) return
  stopping = true
  await Promise.allSettled([host.close(), dist.close(), sandbox.close()])
  process.exit(0)
}
process.on("SIGINT", stop)
process.on("SIGTERM", stop)
