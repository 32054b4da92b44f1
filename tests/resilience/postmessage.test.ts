// @vitest-environment happy-dom
// @vitest-environment-options {"happyDOM": {"settings": {"disableIframePageLoading": true, "handleDisabledFileLoadingAsSuccess": true}}}
import { readdirSync, readFileSync, statSync } from "node:fs"
import { join } from "node:path"
import { Effect, Fiber } from "effect"
import fc from "fast-check"
import { afterAll, describe, expect, it, vi } from "vitest"
import { mountSandboxFields } from "../../adapters/cards-sandbox"
import type { WidgetConfig } from "../../adapters/config"
import { makeParentFrame } from "../../adapters/parent-frame"
import { browserFrameEnvironment } from "../../adapters/parent-frame-core"
import { makeThreeDS } from "../../adapters/three-ds-challenge"
import { manualTimers } from "../../adapters/timers"
import { cardFieldsPage } from "../../sandbox/pages/card-fields"
import { recordFigures } from "../support/figures"
import { propertySeed } from "../support/seed"

/**
 * postMessage is locked down (issue 16, item 5), at unit level in happy-dom: every listener of the
 * widget — the 3-D Secure challenge, the sandbox card fields, the widget's band listener
 * (ParentFrame.viewport), embed.js in both modes — and the one listening sandbox page (the hosted
 * card fields) is sent messages that would act if trusted, from unlisted origins (lookalike domains,
 * wrong scheme, wrong port, 'null', case and slash variants, random origins) or from the right origin
 * but the wrong window, with valid, non-JSON and oversized payloads; and non-JSON and oversized
 * payloads from the trusted frame itself. Zero may act. Each listener also takes one genuine message,
 * so a listener that ignored everything would fail. Last, no `postMessage(` in ui/, adapters/ or
 * sandbox/pages targets "*".
 */

const WIDGET = "https://widget.example.com"
const HOST = "https://restaurant.example.com"
const SANDBOX = "https://sandbox.example.com"
const RUNS = 250

const figures = { listeners: 0, hostile: 0, accepted: 0, trustedMalformed: 0, controls: 0 }
afterAll(() =>
  recordFigures("postmessage", {
    listeners: figures.listeners,
    "forged messages": figures.hostile,
    "malformed or oversized from the trusted frame": figures.trustedMalformed,
    accepted: figures.accepted,
    "genuine messages accepted (controls)": figures.controls,
    "postMessage calls to '*'": postsToStar.length,
  }),
)

/** Origins that are not `trusted` but look like it. */
const lookalikes = (trusted: string): string[] => {
  const u = new URL(trusted)
  const other = u.protocol === "https:" ? "http:" : "https:"
  const port = Number(u.port || (u.protocol === "https:" ? 443 : 80))
  return [
    `${trusted}.evil.com`,
    `${u.protocol}//evil${u.host}`,
    `${u.protocol}//evil.${u.host}`,
    `${u.protocol}//${u.hostname.replace(/\./g, "-")}.evil.com`,
    `${other}//${u.host}`,
    `${u.protocol}//${u.hostname}:${port + 1}`,
    `${u.protocol}//${u.hostname}:${port === 443 ? 8443 : 443}`,
    `${trusted}/`,
    trusted.toUpperCase(),
    ` ${trusted}`,
    "null",
    "",
    "file://",
  ]
}
/** A hostile origin: a lookalike, a random web origin, or the trusted one with one character changed. */
const hostileOrigin = (trusted: string): fc.Arbitrary<string> =>
  fc
    .oneof(
      fc.constantFrom(...lookalikes(trusted)),
      fc.webUrl().map((url) => new URL(url).origin),
      fc
        .tuple(fc.nat({ max: trusted.length - 1 }), fc.string({ minLength: 1, maxLength: 1 }))
        .map(([i, c]) => `${trusted.slice(0, i)}${c}${trusted.slice(i + 1)}`),
    )
    .filter((origin) => origin !== trusted)

const big = "x".repeat(1_000_000)
/** Payloads that are not the JSON object a listener expects: strings, JSON text, numbers, buffers... */
const nonJson = (valid: unknown): unknown[] => [
  JSON.stringify(valid),
  `${JSON.stringify(valid).slice(0, -1)}`,
  "[object Object]",
  42,
  null,
  undefined,
  true,
  [valid],
  new ArrayBuffer(8),
  new Uint8Array([123, 125]),
  new Date(0),
  new Map([["type", "x"]]),
]
/** The valid payload blown up: a megabyte of padding, megabyte strings in its string fields. */
const oversized = (valid: unknown): unknown[] => {
  if (typeof valid === "string") return [valid + big, big]
  const record = valid as Record<string, unknown>
  const strings = Object.fromEntries(
    Object.entries(record).map(([k, v]) => [k, typeof v === "string" && k !== "type" && k !== "source" ? big : v]),
  )
  const changed = Object.keys(record).some((k) => strings[k] !== record[k])
  return [{ ...record, padding: big }, ...(changed ? [strings] : []), Array.from({ length: 100_000 }, () => record)]
}

interface Listener {
  readonly trustedOrigin: string
  readonly trustedSource: () => unknown
  /** Messages that act when they come from the trusted origin and window. */
  readonly valid: ReadonlyArray<unknown>
  /** How many messages have acted so far. */
  readonly acted: () => number
}

const dispatch = (data: unknown, origin: string, source: unknown) => {
  const event = new MessageEvent("message", { data, origin })
  Object.defineProperty(event, "source", { value: source })
  window.dispatchEvent(event)
}
const settle = () => new Promise((r) => setTimeout(r, 20))

/** Forged messages (wrong origin or wrong window, any payload), then malformed ones from the trusted frame: none may act. */
const attack = async (name: string, listener: Listener): Promise<void> => {
  const before = listener.acted()
  const otherWindows = [{}, window, null, undefined].filter((w) => w !== listener.trustedSource())
  const payloads = listener.valid.flatMap((v) => [v, v, v, ...nonJson(v), ...oversized(v)])
  let sent = 0
  fc.assert(
    fc.property(
      fc.oneof(
        // an unlisted origin, from the right window or any other
        fc.record({
          origin: hostileOrigin(listener.trustedOrigin),
          source: fc.constantFrom(listener.trustedSource(), ...otherWindows),
        }),
        // the right origin from the wrong window
        fc.record({ origin: fc.constant(listener.trustedOrigin), source: fc.constantFrom(...otherWindows) }),
      ),
      fc.constantFrom(...payloads),
      ({ origin, source }, data) => {
        dispatch(data, origin, source)
        sent++
      },
    ),
    { seed: propertySeed(`forged messages: ${name}`), numRuns: RUNS },
  )
  for (const v of listener.valid) {
    for (const data of [...nonJson(v), ...oversized(v)]) {
      dispatch(data, listener.trustedOrigin, listener.trustedSource())
      figures.trustedMalformed++
    }
  }
  await settle()
  figures.hostile += sent
  figures.accepted += listener.acted() - before
  figures.listeners++
  expect(listener.acted() - before, `${name}: forged or malformed messages acted`).toBe(0)
}

const withFrame = (container: Element, win: object) => {
  const frame = container.querySelector("iframe")
  if (!frame) throw new Error("no frame")
  Object.defineProperty(frame, "contentWindow", { value: win, configurable: true })
  return frame
}

describe("the 3-D Secure challenge listener", () => {
  it("ends only on the provider's string from its own frame at a whitelisted origin", async () => {
    const threeDs = makeThreeDS([SANDBOX])
    const frameWindow = { name: "challenge" }
    const fiber = Effect.runFork(threeDs.challenge(`${SANDBOX}/sandbox/3ds/7?parent=${WIDGET}`))
    await settle()
    withFrame(document.body, frameWindow)
    await attack("3-D Secure", {
      trustedOrigin: SANDBOX,
      trustedSource: () => frameWindow,
      valid: ["AUTHENTICATION_SUCCESSFUL", "AUTHENTICATION_CANCELED"],
      acted: () => (fiber.pollUnsafe() === undefined ? 0 : 1),
    })
    dispatch("AUTHENTICATION_SUCCESSFUL", SANDBOX, frameWindow)
    expect(await Effect.runPromise(Fiber.join(fiber))).toBe("successful")
    figures.controls++
  })
})

describe("the sandbox card-fields listener", () => {
  const config: WidgetConfig = { apiBase: SANDBOX, widgetOrigin: WIDGET, requestTimeoutMs: 30_000 }

  it("takes 'ready', 'resize' and a token only from its fields frame at the sandbox origin", async () => {
    const container = document.createElement("div")
    document.body.append(container)
    const handle = mountSandboxFields(config, container)
    const received: unknown[] = []
    const fields = { postMessage: (message: unknown) => received.push(message) }
    const frame = withFrame(container, fields)
    const height = frame.style.height
    const tokenize = Effect.runFork(handle.tokenize())
    await settle()
    // Before 'ready': a forged 'ready' would release the tokenize request to the frame.
    await attack("card fields before ready", {
      trustedOrigin: SANDBOX,
      trustedSource: () => fields,
      valid: [
        { source: "sandbox-card-fields", type: "ready" },
        { source: "sandbox-card-fields", type: "resize", height: 777 },
      ],
      acted: () => received.length + (frame.style.height === height ? 0 : 1),
    })
    dispatch({ source: "sandbox-card-fields", type: "ready" }, SANDBOX, fields)
    await settle()
    expect(received).toHaveLength(1)
    figures.controls++
    const id = (received[0] as { id: string }).id
    await attack("card fields with a token pending", {
      trustedOrigin: SANDBOX,
      trustedSource: () => fields,
      valid: [
        { source: "sandbox-card-fields", type: "tokenized", id, token: "tok_forged", brand: "visa", last_four: "0000" },
        { source: "sandbox-card-fields", type: "invalid", id, errors: { number: "forged" } },
        { source: "sandbox-card-fields", type: "resize", height: 777 },
      ],
      acted: () => (tokenize.pollUnsafe() === undefined ? 0 : 1) + (frame.style.height === height ? 0 : 1),
    })
    dispatch(
      { source: "sandbox-card-fields", type: "tokenized", id, token: "tok_real", brand: "visa", last_four: "1111" },
      SANDBOX,
      fields,
    )
    expect((await Effect.runPromise(Fiber.join(tokenize))).token).toBe("tok_real")
    figures.controls++
    await Effect.runPromise(handle.destroy())
  })
})

describe("the widget's band listener (ParentFrame.viewport)", () => {
  it("takes a band only from window.parent at the embedding page's origin", async () => {
    const bands: unknown[] = []
    const posted: unknown[] = []
    const frame = makeParentFrame(
      {
        ...browserFrameEnvironment(),
        framed: true,
        ancestorOrigins: [HOST],
        postToParent: (message) => posted.push(message),
      },
      manualTimers().service,
    )
    const stop = Effect.runSync(frame.viewport((band) => bands.push(band)))
    expect(posted).toEqual([{ type: "getViewport" }])
    await attack("band listener", {
      trustedOrigin: HOST,
      trustedSource: () => window.parent,
      valid: [{ type: "viewport", top: 100, height: 500 }],
      acted: () => bands.length,
    })
    const beforeControl = bands.length
    dispatch({ type: "viewport", top: 100, height: 500 }, HOST, window.parent)
    expect(bands.slice(beforeControl)).toEqual([{ top: 100, height: 500 }])
    figures.controls++
    stop()
  })
})

describe("embed.js", () => {
  const load = async (mode: "inline" | "button") => {
    const script = document.createElement("script")
    script.type = "text/plain" // found by embed.js, not run or fetched by happy-dom
    script.src = `${WIDGET}/embed.js`
    script.dataset.restaurantId = "1"
    if (mode === "button") script.dataset.mode = "button"
    document.body.append(script)
    vi.resetModules()
    // @ts-expect-error embed.ts is a classic script with no exports (it must stay one), not a module
    await import("../../ui/embed")
    return script
  }
  const events: string[] = []
  for (const name of ["item-added", "cart-viewed", "checkout-started", "order-placed"])
    window.addEventListener(`ordering-widget:${name}`, () => events.push(name))
  const milestone = { type: "widgetEvent", name: "order-placed", detail: { orderId: 1, total: 10, currency: "PLN" } }

  it("inline: sizes the iframe, answers and re-emits only for its own iframe at the widget's origin", async () => {
    document.body.innerHTML = ""
    await load("inline")
    const iframe = document.querySelector("iframe")
    if (!iframe) throw new Error("embed.js inserted no iframe")
    const posted: unknown[] = []
    const widget = { postMessage: (message: unknown) => posted.push(message) }
    withFrame(document.body, widget)
    const scrolls: unknown[] = []
    window.scrollBy = ((options: unknown) => scrolls.push(options)) as typeof window.scrollBy
    iframe.getBoundingClientRect = () =>
      ({ top: -500, bottom: 1000, left: 0, right: 400, width: 400, height: 1500 }) as DOMRect
    await settle()
    const startHeight = iframe.style.height
    const postedBefore = posted.length
    await attack("embed.js inline", {
      trustedOrigin: WIDGET,
      trustedSource: () => widget,
      valid: [{ type: "setHeight", height: 900 }, { type: "getViewport" }, { type: "showTop" }, milestone],
      acted: () =>
        (iframe.style.height === startHeight ? 0 : 1) + (posted.length - postedBefore) + scrolls.length + events.length,
    })
    dispatch({ type: "setHeight", height: 900 }, WIDGET, widget)
    dispatch(milestone, WIDGET, widget)
    expect(iframe.style.height).toBe("900px")
    expect(events).toEqual(["order-placed"])
    figures.controls += 2
    events.length = 0
  })

  it("button mode: closes its dialog and re-emits only for its own iframe at the widget's origin", async () => {
    document.body.innerHTML = ""
    await load("button")
    const link = document.querySelector<HTMLAnchorElement>("a[aria-haspopup=dialog]")
    link?.click()
    const dialog = document.querySelector<HTMLElement>("[role=dialog]")
    if (!dialog) throw new Error("no dialog")
    // The dialog sits in the dimmed layer over the page, which is what hides and shows.
    const closed = () => dialog.parentElement?.hidden === true
    expect(closed()).toBe(false)
    const widget = { postMessage: () => {} }
    withFrame(dialog, widget)
    await attack("embed.js button", {
      trustedOrigin: WIDGET,
      trustedSource: () => widget,
      valid: [{ type: "escape" }, milestone],
      acted: () => (closed() ? 1 : 0) + events.length,
    })
    dispatch({ type: "escape" }, WIDGET, widget)
    expect(closed()).toBe(true)
    figures.controls++
  })
})

describe("the sandbox's hosted card-fields page", () => {
  it("tokenizes only when asked by window.parent at the parent origin it was given", async () => {
    document.body.innerHTML = ""
    const page = new DOMParser().parseFromString(cardFieldsPage({ parentOrigin: WIDGET, lang: "pl" }), "text/html")
    const code = page.querySelector("script")?.textContent ?? ""
    page.querySelector("script")?.remove()
    document.body.innerHTML = page.body.innerHTML
    const parent = { postMessage: () => {} }
    const realParent = Object.getOwnPropertyDescriptor(window, "parent")
    Object.defineProperty(window, "parent", { value: parent, configurable: true })
    try {
      new Function(code)()
      // Empty fields: a tokenize request shows the field errors at once (no network).
      const asked = () => (document.getElementById("number-error")?.textContent === "" ? 0 : 1)
      const request = { source: "widget", type: "tokenize", id: "t1" }
      await attack("card-fields page", {
        trustedOrigin: WIDGET,
        trustedSource: () => parent,
        valid: [request],
        acted: asked,
      })
      dispatch(request, WIDGET, parent)
      expect(asked()).toBe(1)
      figures.controls++
    } finally {
      if (realParent) Object.defineProperty(window, "parent", realParent)
    }
  })
})

/** Every `postMessage(` call's target argument in the source folders. */
const root = `${process.cwd()}/`
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.(ts|tsx|js|mjs|html)$/.test(entry) ? [path] : []
  })
/** The arguments of the call starting at `open` (the index of its "("), split at top-level commas. */
const callArguments = (text: string, open: number): string[] => {
  const args: string[] = []
  let depth = 0
  let current = ""
  for (let i = open + 1; i < text.length; i++) {
    const ch = text[i] ?? ""
    if ("([{".includes(ch)) depth++
    if (")]}".includes(ch)) {
      if (depth === 0) {
        args.push(current.trim())
        return args
      }
      depth--
    }
    if (ch === "," && depth === 0) {
      args.push(current.trim())
      current = ""
    } else current += ch
  }
  return args
}
const calls = ["ui", "adapters", "sandbox/pages"].flatMap((folder) =>
  sourceFiles(join(root, folder)).flatMap((file) => {
    const text = readFileSync(file, "utf8")
    return [...text.matchAll(/\.postMessage\(/g)].map((m) => ({
      file: file.slice(root.length),
      args: callArguments(text, (m.index ?? 0) + m[0].length - 1),
    }))
  }),
)
const postsToStar = calls.filter(({ args }) => {
  const target = args[1] ?? ""
  return args.length < 2 || /^["'`]\*["'`]$/.test(target) || /targetOrigin\s*:\s*["'`]\*/.test(target)
})

describe("nothing is posted to '*'", () => {
  it("every postMessage( in ui/, adapters/ and sandbox/pages names a target origin that is not '*'", () => {
    expect(calls.length).toBeGreaterThanOrEqual(6)
    expect(postsToStar.map((c) => `${c.file}: postMessage(${c.args.join(", ")})`)).toEqual([])
  })
})
