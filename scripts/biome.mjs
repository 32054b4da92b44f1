// Runs Biome's native binary for this platform. The registry this project installs from lacks most of
// @biomejs/biome's optional platform packages, which makes `npm ci` reject the lockfile; depending on
// the two Linux binaries directly keeps `npm ci` strict and working.
import { spawnSync } from "node:child_process"
import { createRequire } from "node:module"

const require = createRequire(import.meta.url)
const pkg = `@biomejs/cli-${process.platform}-${process.arch}`
let binary
try {
  binary = require.resolve(`${pkg}/biome`)
} catch {
  console.error(`✗ ${pkg} is not installed: Biome supports this project on linux-x64 and linux-arm64.`)
  process.exit(1)
}
const r = spawnSync(binary, process.argv.slice(2), { stdio: "inherit" })
process.exit(r.status ?? 1)
