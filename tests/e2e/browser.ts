import { type Browser, chromium } from "playwright-core"

const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"

/** Debian's chromium, headless, with the flags this closed network needs and a fresh profile each launch. */
export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  })
