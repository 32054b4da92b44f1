// @vitest-environment happy-dom
import { Effect, Fiber } from "effect"
import { afterEach, describe, expect, it } from "vitest"
import { threeDsOutcome } from "../../adapters/three-ds"
import { makeThreeDS } from "../../adapters/three-ds-challenge"

const SANDBOX = "http://127.0.0.1:8787"
const tick = () => Effect.promise(() => new Promise((r) => setTimeout(r, 0)))

const post = (data: unknown, origin: string, source: unknown) =>
  window.dispatchEvent(new MessageEvent("message", { data, origin, source: source as MessageEventSource }))

const challengeFrame = () =>
  document.querySelector<HTMLIFrameElement>('[role="dialog"][aria-label="3-D Secure"] iframe')

/** happy-dom does not load iframe pages, so give the challenge frame a window of its own to post from. */
const frameWindow = (): object => {
  const frame = challengeFrame()
  if (!frame) throw new Error("no challenge frame")
  const fake = { name: "challenge window" }
  Object.defineProperty(frame, "contentWindow", { value: fake, configurable: true })
  return fake
}

afterEach(() => {
  document.body.innerHTML = ""
})

describe("threeDsOutcome", () => {
  it("reads the provider's plain strings and nothing else", () => {
    expect(threeDsOutcome("AUTHENTICATION_SUCCESSFUL")).toBe("successful")
    expect(threeDsOutcome("AUTHENTICATION_CANCELED")).toBe("cancelled")
    expect(threeDsOutcome({ type: "AUTHENTICATION_SUCCESSFUL" })).toBeUndefined()
    expect(threeDsOutcome("authentication_successful")).toBeUndefined()
  })
})

describe("ThreeDS challenge", () => {
  it("opens a full-screen frame and resolves only on a trusted message, then removes the frame", async () => {
    const threeDs = makeThreeDS([SANDBOX])
    const outcome = await Effect.runPromise(
      Effect.gen(function* () {
        const fiber = yield* Effect.forkChild(threeDs.challenge(`${SANDBOX}/sandbox/3ds/7?parent=x`))
        yield* tick()
        const frame = challengeFrame()
        expect(frame?.getAttribute("src")).toBe(`${SANDBOX}/sandbox/3ds/7?parent=x`)
        const source = frameWindow()
        // ignored: lookalike origin, wrong window, malformed data
        post("AUTHENTICATION_CANCELED", "http://127.0.0.1:8787.evil.com", source)
        post("AUTHENTICATION_CANCELED", SANDBOX, window)
        post({ status: "AUTHENTICATION_CANCELED" }, SANDBOX, source)
        post("AUTHENTICATION_CANCELED", "null", source)
        yield* tick()
        expect(fiber.pollUnsafe()).toBeUndefined()
        post("AUTHENTICATION_SUCCESSFUL", SANDBOX, source)
        return yield* Fiber.join(fiber)
      }),
    )
    expect(outcome).toBe("successful")
    expect(challengeFrame()).toBeNull()
  })

  it("resolves cancelled from the provider's cancel message, the close button or Escape", async () => {
    const threeDs = makeThreeDS([SANDBOX])
    const viaMessage = await Effect.runPromise(
      Effect.gen(function* () {
        const fiber = yield* Effect.forkChild(threeDs.challenge(`${SANDBOX}/sandbox/3ds/8`))
        yield* tick()
        post("AUTHENTICATION_CANCELED", SANDBOX, frameWindow())
        return yield* Fiber.join(fiber)
      }),
    )
    const viaButton = await Effect.runPromise(
      Effect.gen(function* () {
        const fiber = yield* Effect.forkChild(threeDs.challenge(`${SANDBOX}/sandbox/3ds/9`))
        yield* tick()
        document.querySelector<HTMLButtonElement>('[role="dialog"] button[aria-label="Zamknij"]')?.click()
        return yield* Fiber.join(fiber)
      }),
    )
    const viaEscape = await Effect.runPromise(
      Effect.gen(function* () {
        const fiber = yield* Effect.forkChild(threeDs.challenge(`${SANDBOX}/sandbox/3ds/10`))
        yield* tick()
        document
          .querySelector('[role="dialog"]')
          ?.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }))
        return yield* Fiber.join(fiber)
      }),
    )
    expect([viaMessage, viaButton, viaEscape]).toEqual(["cancelled", "cancelled", "cancelled"])
    expect(document.querySelectorAll('[role="dialog"]')).toHaveLength(0)
  })

  it("removes the frame when the caller interrupts, and refuses non-http URLs without opening anything", async () => {
    const threeDs = makeThreeDS([SANDBOX])
    await Effect.runPromise(
      Effect.gen(function* () {
        const fiber = yield* Effect.forkChild(threeDs.challenge(`${SANDBOX}/sandbox/3ds/1`))
        yield* tick()
        expect(challengeFrame()).not.toBeNull()
        yield* Fiber.interrupt(fiber)
      }),
    )
    expect(challengeFrame()).toBeNull()
    expect(await Effect.runPromise(threeDs.challenge("javascript:alert(1)"))).toBe("cancelled")
    expect(challengeFrame()).toBeNull()
  })
})
