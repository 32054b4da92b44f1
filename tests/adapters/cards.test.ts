// @vitest-environment happy-dom
import { Effect, Fiber, Layer } from "effect"
import { afterEach, describe, expect, it } from "vitest"
import { Api } from "../../adapters/api"
import { CardFieldErrors, Cards, cardsSandboxLayer } from "../../adapters/cards"
import { cardsLiveLayer, fieldOfError } from "../../adapters/cards-live"
import { mountSandboxFields } from "../../adapters/cards-sandbox"
import type { WidgetConfig } from "../../adapters/config"
import { brandFromMask, type PayUFactory, type PayUFieldType } from "../../adapters/payu-sdk"

const SANDBOX = "http://127.0.0.1:8787"
const config: WidgetConfig = { apiBase: SANDBOX, widgetOrigin: "http://127.0.0.1:5173", requestTimeoutMs: 30_000 }
const tick = () => Effect.promise(() => new Promise((r) => setTimeout(r, 0)))

/** happy-dom loads no iframe pages: give the fields frame a fake window that records what it receives. */
const fakeFieldsWindow = (container: HTMLElement) => {
  const frame = container.querySelector("iframe")
  if (!frame) throw new Error("no fields frame")
  const received: Array<{ message: unknown; targetOrigin: string }> = []
  const win = { postMessage: (message: unknown, targetOrigin: string) => received.push({ message, targetOrigin }) }
  Object.defineProperty(frame, "contentWindow", { value: win, configurable: true })
  const post = (data: unknown, origin = SANDBOX, source: unknown = win) =>
    window.dispatchEvent(new MessageEvent("message", { data, origin, source: source as MessageEventSource }))
  return { frame, received, post }
}

afterEach(() => {
  document.body.innerHTML = ""
})

describe("Cards sandbox layer", () => {
  it("mounts the sandbox card-fields page from the sandbox origin, with the widget origin as parent", async () => {
    const container = document.createElement("div")
    document.body.append(container)
    await Effect.runPromise(
      Effect.gen(function* () {
        const cards = yield* Cards
        yield* cards.mount(container)
      }).pipe(Effect.provide(cardsSandboxLayer(config))),
    )
    const frame = container.querySelector("iframe")
    expect(frame?.getAttribute("src")).toBe(
      `${SANDBOX}/sandbox/card-fields?parent=${encodeURIComponent("http://127.0.0.1:5173")}&lang=pl`,
    )
    expect(frame?.title).toBe("Dane karty")
  })

  it("asks for a token only after 'ready', addressed to the sandbox origin, and resolves with it", async () => {
    const container = document.createElement("div")
    document.body.append(container)
    const handle = mountSandboxFields(config, container)
    const fields = fakeFieldsWindow(container)
    const token = await Effect.runPromise(
      Effect.gen(function* () {
        const fiber = yield* Effect.forkChild(handle.tokenize())
        yield* tick()
        expect(fields.received).toEqual([])
        fields.post({ source: "sandbox-card-fields", type: "ready" })
        yield* tick()
        expect(fields.received).toHaveLength(1)
        const request = fields.received[0]
        expect(request?.targetOrigin).toBe(SANDBOX)
        const { id } = (request?.message ?? {}) as { id: string }
        expect(request?.message).toEqual({ source: "widget", type: "tokenize", id })
        // Forged answers: wrong origin, wrong window, wrong id, malformed.
        fields.post(
          { source: "sandbox-card-fields", type: "tokenized", id, token: "tok_evil", brand: "x", last_four: "0" },
          "http://evil.test",
        )
        fields.post(
          { source: "sandbox-card-fields", type: "tokenized", id, token: "tok_evil", brand: "x", last_four: "0" },
          SANDBOX,
          window,
        )
        fields.post({
          source: "sandbox-card-fields",
          type: "tokenized",
          id: "other",
          token: "tok_x",
          brand: "x",
          last_four: "0",
        })
        fields.post({ source: "sandbox-card-fields", type: "tokenized", id, token: 5 })
        yield* tick()
        expect(fiber.pollUnsafe()).toBeUndefined()
        fields.post({
          source: "sandbox-card-fields",
          type: "tokenized",
          id,
          token: "tok_1",
          brand: "visa",
          last_four: "1111",
        })
        return yield* Fiber.join(fiber)
      }),
    )
    expect(token).toEqual({ token: "tok_1", brand: "visa", last_four: "1111" })
  })

  it("fails with per-field errors, resizes the frame, and destroy removes it", async () => {
    const container = document.createElement("div")
    document.body.append(container)
    const handle = mountSandboxFields(config, container)
    const fields = fakeFieldsWindow(container)
    fields.post({ source: "sandbox-card-fields", type: "ready" })
    fields.post({ source: "sandbox-card-fields", type: "resize", height: 231.4 })
    expect(fields.frame.style.height).toBe("232px")
    const error = await Effect.runPromise(
      Effect.gen(function* () {
        const fiber = yield* Effect.forkChild(Effect.flip(handle.tokenize()))
        yield* tick()
        const { id } = (fields.received[0]?.message ?? {}) as { id: string }
        fields.post({
          source: "sandbox-card-fields",
          type: "invalid",
          id,
          errors: { number: "Nieprawidłowy numer karty", cvv: "Nieprawidłowy kod CVV" },
        })
        return yield* Fiber.join(fiber)
      }),
    )
    expect(error).toBeInstanceOf(CardFieldErrors)
    expect(error.errors).toEqual({ number: "Nieprawidłowy numer karty", cvv: "Nieprawidłowy kod CVV" })
    await Effect.runPromise(handle.destroy())
    expect(container.querySelector("iframe")).toBeNull()
  })
})

describe("Cards live layer (PayU secure forms, fake SDK)", () => {
  const fakePayU = (result: unknown) => {
    const added: Array<{ type: PayUFieldType; options: unknown; selector?: string }> = []
    const created: string[] = []
    const factory: PayUFactory = (posId) => {
      created.push(posId)
      return {
        secureForms: () => ({
          add: (type, options) => {
            const entry: { type: PayUFieldType; options: unknown; selector?: string } = { type, options }
            added.push(entry)
            return {
              render(selector) {
                entry.selector = selector
                return this
              },
            }
          },
        }),
        tokenize: async (kind) => {
          expect(kind).toBe("SINGLE")
          return result as never
        },
      }
    }
    return { factory, added, created }
  }
  const noApi = Layer.succeed(Api, {} as Api["Service"])

  it("loads the SDK once, renders number/date/cvv in Polish with the spec placeholders, and tokenises SINGLE", async () => {
    const loaded: string[] = []
    const payu = fakePayU({ status: "SUCCESS", body: { token: "TOKC_1", mask: "444433******1111" } })
    const layer = cardsLiveLayer({
      loadScript: async (url) => {
        loaded.push(url)
      },
      payu: () => payu.factory,
    }).pipe(Layer.provide(noApi))
    const container = document.createElement("div")
    document.body.append(container)
    const token = await Effect.runPromise(
      Effect.gen(function* () {
        const cards = yield* Cards
        const handle = yield* cards.mount(container, { posId: "145227" })
        yield* (yield* cards.mount(document.createElement("div"), { posId: "145227" })).destroy()
        return yield* handle.tokenize()
      }).pipe(Effect.provide(layer)),
    )
    expect(loaded).toEqual(["https://secure.payu.com/javascript/sdk"])
    expect(payu.created).toEqual(["145227", "145227"])
    expect(payu.added.slice(0, 3).map((a) => [a.type, a.options])).toEqual([
      ["number", { placeholder: { number: "1234 1234 1234 1234" }, lang: "pl" }],
      ["date", { placeholder: { date: "MM/YY" }, lang: "pl" }],
      ["cvv", { placeholder: { cvv: "•••" }, lang: "pl" }],
    ])
    for (const a of payu.added.slice(0, 3)) expect(container.querySelector(a.selector ?? "#none")).not.toBeNull()
    expect([...container.querySelectorAll("label")].map((l) => l.textContent)).toEqual([
      "Numer karty",
      "Data ważności",
      "Kod CVV",
    ])
    expect(token).toEqual({ token: "TOKC_1", brand: "visa", last_four: "1111" })
  })

  it("maps PayU validation messages to the number, date and cvv fields and shows them beneath", async () => {
    const payu = fakePayU({
      status: "ERROR",
      error: {
        messages: [
          { type: "validation", code: "error.validation.card.number", source: "number", message: "Zły numer" },
          { type: "validation", code: "error.validation.expDate", source: "date", message: "Zła data" },
          { type: "technical", code: "error.tokenization", message: "Spróbuj ponownie" },
        ],
      },
    })
    const layer = cardsLiveLayer({ loadScript: async () => {}, payu: () => payu.factory }).pipe(Layer.provide(noApi))
    const container = document.createElement("div")
    const error = await Effect.runPromise(
      Effect.gen(function* () {
        const handle = yield* (yield* Cards).mount(container, { posId: "1" })
        return yield* Effect.flip(handle.tokenize())
      }).pipe(Effect.provide(layer)),
    )
    expect(error.errors).toEqual({ number: "Zły numer", date: "Zła data" })
    expect(error.message).toBe("Spróbuj ponownie")
    expect([...container.querySelectorAll("[role=alert]")].map((p) => p.textContent)).toEqual([
      "Zły numer",
      "Zła data",
      "",
    ])
  })

  it("fails with a general message when the SDK cannot load, and retries the load on the next mount", async () => {
    let attempts = 0
    const payu = fakePayU({ status: "SUCCESS", body: { token: "T", mask: "5555" } })
    const layer = cardsLiveLayer({
      loadScript: async () => {
        attempts += 1
        if (attempts === 1) throw new Error("offline")
      },
      payu: () => payu.factory,
    }).pipe(Layer.provide(noApi))
    const [first, second] = await Effect.runPromise(
      Effect.gen(function* () {
        const cards = yield* Cards
        const failed = yield* Effect.flip(cards.mount(document.createElement("div"), { posId: "1" }))
        const handle = yield* cards.mount(document.createElement("div"), { posId: "1" })
        return [failed, yield* handle.tokenize()] as const
      }).pipe(Effect.provide(layer)),
    )
    expect(first.message).toBe("Nie udało się załadować formularza karty")
    expect(second.brand).toBe("mastercard")
  })

  it("saves a card through Stripe: a SetupIntent from /stripe/setup-intent, confirmCardSetup, the payment method id", async () => {
    const confirmed: Array<{ secret: string; data: unknown }> = []
    let mounted: HTMLElement | undefined
    let answer: unknown = { setupIntent: { payment_method: "pm_123" } }
    const stripe = {
      elements: (options: unknown) => {
        expect(options).toEqual({ locale: "pl" })
        return {
          create: (type: string) => {
            expect(type).toBe("card")
            return {
              mount: (el: HTMLElement) => {
                mounted = el
              },
              destroy: () => {},
            }
          },
        }
      },
      confirmCardSetup: async (secret: string, data: unknown) => {
        confirmed.push({ secret, data })
        return answer
      },
    }
    const api = Layer.succeed(Api, {
      setupIntent: () => Effect.succeed({ data: { client_secret: "seti_1_secret_x" } }),
    } as unknown as Api["Service"])
    const layer = cardsLiveLayer({ stripe: async () => stripe as never }).pipe(Layer.provide(api))
    const container = document.createElement("div")
    const [saved, failed] = await Effect.runPromise(
      Effect.gen(function* () {
        const handle = yield* (yield* Cards).mount(container, { purpose: "save" })
        const ok = yield* handle.tokenize()
        answer = { error: { code: "incomplete_cvc", message: "Kod CVC jest niepełny" } }
        const bad = yield* Effect.flip(handle.tokenize())
        return [ok, bad] as const
      }).pipe(Effect.provide(layer)),
    )
    expect(mounted?.parentElement?.parentElement).toBe(container)
    expect(confirmed[0]?.secret).toBe("seti_1_secret_x")
    expect(saved).toEqual({ token: "pm_123", brand: "", last_four: "" })
    expect(failed.errors).toEqual({ cvv: "Kod CVC jest niepełny" })
  })

  it("reads brands from masks and fields from error sources", () => {
    expect(brandFromMask("444433******1111")).toBe("visa")
    expect(brandFromMask("5555 55** **** 4444")).toBe("mastercard")
    expect(brandFromMask("3782******0005")).toBe("other")
    expect(fieldOfError("incomplete_expiry")).toBe("date")
    expect(fieldOfError("invalid_cvc")).toBe("cvv")
    expect(fieldOfError("invalid_number")).toBe("number")
    expect(fieldOfError("card_declined")).toBeUndefined()
  })
})
