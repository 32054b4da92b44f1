// Browser journeys need Debian's chromium. Never let a tool download its own browser.
import { spawnSync } from "node:child_process"
import { existsSync } from "node:fs"

export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"

/** Installs chromium with apt-get when missing and running as root; otherwise says exactly what to run. */
export const ensureChromium = () => {
  if (existsSync(chromiumPath)) return true
  if (process.getuid?.() === 0) {
    console.log("chromium is missing: installing Debian's chromium with apt-get…")
    spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit" })
    spawnSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit" })
    if (existsSync(chromiumPath)) return true
  }
  console.error(
    `✗ chromium not found at ${chromiumPath}. Install it with: sudo apt-get update && sudo apt-get install -y chromium`,
  )
  return false
}
