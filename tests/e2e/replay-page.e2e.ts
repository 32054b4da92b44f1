import { existsSync, readdirSync, readFileSync, statSync } from "node:fs"
import { join } from "node:path"
import { Result } from "effect"
import type { Frame } from "playwright-core"
import { describe, expect, it } from "vitest"
import { parseLog } from "../../domain/replay/decode-log"
import { replay } from "../../domain/replay/replay"
import { REPLAY_MARKER } from "../../ui/replay/marker"
import { axeViolations } from "../support/browser/axe"
import { DESKTOP, distRoot, MOBILE } from "../support/browser/journey"
import { sessionFiles, sessionText } from "../support/fixtures"
import { openReplay, setUpReplaySite } from "./replay-page-setup"

/**
 * The replay page (replay.html → ui/replay): absent from the production build, present in a sandbox
 * build (built here into a temp folder, about 5 s). Each recorded session opens at its last step with
 * the screen the session ended on, makes no request once loaded (every screen's chunk is fetched up
 * front; the adapters are inert), and the slider moves the screen. No sandbox runs: a call would have
 * nowhere to go, and the request log proves none is tried.
 */

const replaySite = setUpReplaySite()

/** Every file under a folder, as [path, text]. */
const filesOf = (dir: string): Array<readonly [string, string]> =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? filesOf(path) : [[path, readFileSync(path, "latin1")] as const]
  })

const eventsOf = (file: string) => {
  const decoded = parseLog(sessionText(file))
  if (Result.isFailure(decoded)) throw new Error(decoded.failure.message)
  return decoded.success
}

/** The landmark each route's screen shows (Polish, the sessions' language). */
const screenOf = (frame: Frame, route: string) => {
  switch (route) {
    case "cart":
      return frame.getByRole("heading", { name: "Koszyk", level: 1 })
    case "checkout":
      return frame.getByTestId("place-order")
    case "order":
      return frame.getByTestId("order-status")
    case "settings":
      return frame.getByRole("heading", { name: "Ustawienia", level: 1 })
    default:
      return frame.locator("main h2").first()
  }
}

describe("the replay page", { timeout: 120_000 }, () => {
  it("is in a sandbox build and nowhere in the production build", () => {
    const production = distRoot() ?? "dist"
    expect(existsSync(join(production, "index.html"))).toBe(true)
    expect(existsSync(join(production, "replay.html"))).toBe(false)
    const leaking = filesOf(production)
      .filter(([, text]) => text.includes(REPLAY_MARKER))
      .map(([path]) => path)
    expect(leaking).toEqual([])
    // The marker is findable where the page is built: the check above can fail.
    expect(existsSync(join(replaySite.dir, "replay.html"))).toBe(true)
    expect(filesOf(replaySite.dir).some(([path, text]) => path.endsWith(".js") && text.includes(REPLAY_MARKER))).toBe(
      true,
    )
    console.log(`replay page: sandbox build ${Math.round(replaySite.buildMs)} ms`)
  })

  it("renders every recorded session at its last step without a request, and the slider moves the screen", async () => {
    const page = await replaySite.browser.newPage({ viewport: DESKTOP })
    for (const file of sessionFiles()) {
      const events = eventsOf(file)
      const final = replay(events)
      const requests: string[] = []
      const frame = await openReplay(page, replaySite.site.url, file)
      page.on("request", (r) => requests.push(r.url()))

      await screenOf(frame, final.route.name).waitFor()
      expect(await page.getByTestId("step-output").textContent()).toContain(
        `Step ${events.length} of ${events.length}: ${events.at(-1)?._tag}`,
      )
      const shownState = JSON.parse((await page.getByTestId("step-state").textContent()) ?? "null")
      expect(shownState).toEqual(JSON.parse(JSON.stringify(final)))
      const lastScreen = await frame.locator("main").textContent()

      // Keyboard: Home on the slider goes to the first step (the widget just opened: no menu yet). A
      // session past LOG_LIMIT starts from its Snapshot, the menu already shown, maybe on the very tab
      // it ended on: there the left arrow goes one step back (long-session's previous tab).
      const slider = page.getByLabel("Step", { exact: true })
      await slider.focus()
      const fromSnapshot = events[0]?._tag === "Snapshot"
      await page.keyboard.press(fromSnapshot ? "ArrowLeft" : "Home")
      const step = fromSnapshot ? events.length - 1 : 1
      await expect
        .poll(() => page.getByTestId("step-output").textContent())
        .toContain(`Step ${step} of ${events.length}`)
      await expect.poll(() => frame.locator("main").textContent()).not.toBe(lastScreen)
      // An event of the list jumps there.
      await page.getByRole("button", { name: new RegExp(`^${events.length} ${events.at(-1)?._tag}`) }).click()
      await screenOf(frame, final.route.name).waitFor()
      await expect.poll(() => frame.locator("main").textContent()).toBe(lastScreen)

      expect(requests, file).toEqual([])
      page.removeAllListeners("request")
    }
    await page.close()
  })

  it("is labelled and axe-clean at phone and desktop sizes; a broken file names its first bad event", async () => {
    // axe is injected as an inline script, which the page's Content-Security-Policy refuses.
    const page = await replaySite.browser.newPage({ viewport: MOBILE, bypassCSP: true })
    const [file] = sessionFiles()
    if (!file) throw new Error("no recorded sessions")
    await openReplay(page, replaySite.site.url, file)
    expect(await axeViolations(page)).toEqual([])
    await page.setViewportSize(DESKTOP)
    expect(await axeViolations(page)).toEqual([])
    await page.getByLabel("Problem report (JSON), or drop it on the page").setInputFiles({
      name: "broken.json",
      mimeType: "application/json",
      buffer: Buffer.from(JSON.stringify({ events: [{ _tag: "WidgetOpened", at: "soon" }] })),
    })
    expect(await page.getByRole("alert").textContent()).toMatch(/^broken\.json: event 0 \(WidgetOpened\) at /)
    await page.close()
  })
})
