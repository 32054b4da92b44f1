// `npm start`: builds the widget and serves it. The sandbox API and demo host page land with issue 3.
import { spawn, spawnSync } from "node:child_process"

const build = spawnSync("npx", ["vite", "build", "--logLevel", "warn"], { stdio: "inherit" })
if (build.status !== 0) process.exit(build.status ?? 1)
const port = process.env.WIDGET_PORT ?? "5173"
console.log(`Widget: http://127.0.0.1:${port}/widget?restaurantId=1`)
const preview = spawn("npx", ["vite", "preview"], { stdio: "inherit" })
process.on("SIGINT", () => preview.kill("SIGINT"))
