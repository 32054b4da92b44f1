import type { Browser } from "playwright-core"
import { expect, it } from "vitest"
import { BROWSER_UI_FEATURES_OFF, launchBrowser, launchPlainBrowser } from "./browser"

/** The features a browser runs with turned off, as chrome://version reports its command-line variations. */
const disabledFeatures = async (browser: Browser): Promise<Set<string>> => {
  const page = await browser.newPage()
  try {
    await page.goto("chrome://version/?show-variations-cmd")
    const text = (await page.locator("body").textContent()) ?? ""
    const found = /--disable-features="([^"]*)"/.exec(text)
    if (found === null) throw new Error("chrome://version shows no --disable-features")
    return new Set((found[1] ?? "").split(",").filter((name) => name !== ""))
  } finally {
    await page.close()
  }
}

/** The browser's own pages (chrome://…-top-chrome/ and the like) open once a context has a page. */
const browserUiPages = async (browser: Browser): Promise<string[]> => {
  const context = await browser.newContext()
  try {
    await context.newPage()
    const session = await browser.newBrowserCDPSession()
    // The popups are created with the window; give them the moment they took in a trace (~100 ms).
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    const { targetInfos } = await session.send("Target.getTargets")
    await session.detach()
    return targetInfos.filter((t) => t.url.startsWith("chrome://")).map((t) => t.url)
  } finally {
    await context.close()
  }
}

it("keeps every feature Playwright turns off, and Chromium's address-bar pages unloaded", {
  timeout: 60_000,
}, async () => {
  const plain = await launchPlainBrowser()
  const ours = await launchBrowser()
  try {
    const playwrights = await disabledFeatures(plain)
    const mine = await disabledFeatures(ours)
    expect(playwrights.size).toBeGreaterThan(5)
    expect([...playwrights].filter((name) => !mine.has(name))).toEqual([])
    expect(BROWSER_UI_FEATURES_OFF.filter((name) => !mine.has(name))).toEqual([])
    // Without the switch the popups load (so this check can fail); with it, none does.
    expect((await browserUiPages(plain)).length).toBeGreaterThan(0)
    expect(await browserUiPages(ours)).toEqual([])
  } finally {
    await Promise.all([plain.close(), ours.close()])
  }
})
