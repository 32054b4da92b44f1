import type { Browser } from "playwright-core"
import { afterAll, beforeAll } from "vitest"
import { closeJourney, openJourney, type Stack, type StackOptions } from "../../e2e/harness"

/** One journey file's sandbox, built widget and browser, filled in by its beforeAll. */
export interface Journey {
  readonly stack: Stack
  readonly browser: Browser
}

/**
 * A journey file's set-up in one line, `const journey = setUpJourney()` at the top of the file: its beforeAll starts the stack
 * and the browser (openJourney), its afterAll closes them; `journey.stack` and `journey.browser` are
 * there from the first test on. Options go to the stack (a demo sandbox, a seed, a clock).
 */
export const setUpJourney = (options: StackOptions = {}): Journey => {
  let started: { stack: Stack; browser: Browser } | undefined
  beforeAll(async () => {
    started = await openJourney(options)
  })
  afterAll(() => closeJourney(started?.stack, started?.browser))
  const get = (): { stack: Stack; browser: Browser } => {
    if (started === undefined) throw new Error("setUpJourney: the stack is not started (used outside a test?)")
    return started
  }
  return {
    get stack() {
      return get().stack
    },
    get browser() {
      return get().browser
    },
  }
}
