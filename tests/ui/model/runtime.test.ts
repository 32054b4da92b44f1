import { Effect, Layer, ManagedRuntime } from "effect"
import { describe, expect, it } from "vitest"
import { ApiNetworkFailed, ApiRejected, ApiTimedOut, MapsNoResults } from "../../../adapters"
import { makeAttempt } from "../../../ui/model/kit"
import { failureText, rejectedStatus, serverMessage, type WidgetRuntime } from "../../../ui/model/runtime"

const runtime = ManagedRuntime.make(Layer.empty) as unknown as WidgetRuntime
const attempt = makeAttempt(runtime)
const t = (_key: string, fallback: string) => fallback
const rejected = (status: number, message: string) =>
  new ApiRejected({ status, message, body: { message: message || null, error: null, errors: null } as never })

describe("makeAttempt keeps the adapters' error tags", () => {
  it("a success is a value", async () => {
    expect(await attempt(Effect.succeed(7))).toEqual({ ok: true, value: 7 })
  })

  it("a rejected call keeps its tag, status and server message", async () => {
    const out = await attempt(Effect.fail(rejected(422, "Brak produktu")))
    expect(out.ok).toBe(false)
    if (out.ok) return
    expect(out.error._tag).toBe("ApiRejected")
    expect(rejectedStatus(out.error)).toBe(422)
    expect(serverMessage(out.error)).toBe("Brak produktu")
    expect(failureText("addToCart", out.error, t)).toBe("Brak produktu")
  })

  it("a timeout, a dropped connection and a maps miss keep their own tags and have no server message", async () => {
    for (const error of [
      new ApiTimedOut({ message: "timeout" }),
      new ApiNetworkFailed({ message: "offline" }),
      new MapsNoResults({ message: "none" }),
    ]) {
      const out = await attempt(Effect.fail(error))
      if (out.ok) throw new Error("expected a failure")
      expect(out.error._tag).toBe(error._tag)
      expect(serverMessage(out.error)).toBeNull()
      expect(rejectedStatus(out.error)).toBeNull()
      expect(failureText("addToCart", out.error, t)).toBe("Failed to add to cart")
    }
  })

  it("a defect or an unknown failure is Unexpected, shown with the situation's default", async () => {
    const died = await attempt(Effect.die(new Error("boom")))
    const odd = await attempt(Effect.fail({ reason: "not tagged" }))
    for (const out of [died, odd]) {
      if (out.ok) throw new Error("expected a failure")
      expect(out.error._tag).toBe("Unexpected")
      expect(failureText("generic", out.error, t)).toBe("Something went wrong")
    }
  })

  it("a blank server message falls back to the default", async () => {
    const out = await attempt(Effect.fail(rejected(500, "  ")))
    if (out.ok) throw new Error("expected a failure")
    expect(failureText("createCart", out.error, t)).toBe("Failed to create cart")
  })
})
