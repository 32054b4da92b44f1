import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { DESKTOP } from "../support/browser/journey"
import { routeOfState, type Screen, settledScreen } from "../support/browser/screen"
import { repoPath, screenFileOf, sessionScreenFiles } from "../support/fixtures"
import { openReplay, setUpReplaySite } from "./replay-page-setup"

/**
 * Issue 26's proof: every recorded session with a captured screen (scripts/record-sessions.ts wrote
 * fixtures/sessions/<name>.screen.json from what Chromium showed when the customer reported) opens in
 * the replay page at its last step, and the replay page's screen is that screen — the same route,
 * open dialog, visible texts and control values, with personal values as the report's placeholders.
 * Both sides are described by one function (tests/support/browser/screen.ts). No sandbox runs: the
 * replay page calls nothing.
 */

const replaySite = setUpReplaySite()

const captured = (file: string): Screen =>
  JSON.parse(readFileSync(repoPath(`fixtures/sessions/${screenFileOf(file)}`), "utf8")) as Screen

describe("a recorded report replays to the screen the browser showed", { timeout: 60_000 }, () => {
  const files = sessionScreenFiles()

  it("the issue's eight screens are recorded", () => {
    expect(files).toEqual(
      expect.arrayContaining(
        [
          "search-filters",
          "product-mid-choice",
          "combo-mid-way",
          "promo-typed",
          "checkout-half-filled",
          "checkout-3ds",
          "settings-unsaved",
          "long-session",
        ].map((name) => `${name}.json`),
      ),
    )
  })

  it.each(files)("%s", async (file) => {
    const page = await replaySite.browser.newPage({ viewport: DESKTOP })
    const frame = await openReplay(page, replaySite.site.url, file)
    const route = async () =>
      routeOfState(JSON.parse((await page.getByTestId("step-state").textContent()) ?? "null").route)
    const replayed = await settledScreen(frame, route)
    const expected = captured(file)
    // Something to compare: a screen with its texts, not two empty descriptions.
    expect(expected.texts.length).toBeGreaterThan(10)
    expect(replayed).toEqual(expected)
    await page.close()
  })
})
