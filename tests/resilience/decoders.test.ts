import { readdirSync, readFileSync, statSync } from "node:fs"
import { join } from "node:path"
import { Cause, Effect, Exit, Option, Result, Schema } from "effect"
import fc from "fast-check"
import { afterAll, describe, expect, it } from "vitest"
import * as Adapters from "../../adapters"
import { mountSandboxFields } from "../../adapters/cards-sandbox"
import * as WireSchemas from "../../adapters/wire-schemas"
import * as Domain from "../../domain"
import { Replay, Widget } from "../../domain"
import { anyLog } from "../domain/widget/arbitraries"
import { truncatedDocuments } from "../domain/wire/truncate-json"
import { anyValue } from "../support/any-value"
import { fakeFetch } from "../support/fake-fetch"
import { recordFigures } from "../support/figures"
import { repoPath, sessionFiles, sessionText } from "../support/fixtures"
import { propertySeed } from "../support/seed"

/**
 * Decoders and reducers never crash (issue 16, item 1). The schemas are found, not listed: every
 * schema any namespace of domain/ exports, every one adapters/ exports (the stored lists' included); and every
 * decode call site in adapters/, ui/, sandbox/ and domain/ is scanned, so a new call site decoding
 * with a schema nobody feeds fails 'every decode call site is covered' until it is. Each schema takes
 * 1000 inputs from each of five sources — random JSON, random JS values, the real fixtures cut short
 * and bit-flipped, numeric strings (alone and inside fixture entities), and objects carrying
 * `__proto__` / `constructor` / `prototype` keys — and must answer with a Result, never throw. The
 * adapters' own decode paths (Api answers, maps answers, stored values, card-field messages, saved
 * logs) take the same inputs through their public functions and must end in a value or a typed
 * failure, never a defect. The root reducer folds decoded events in any order without throwing.
 */

const RUNS = 1000
const figures = { schemas: 0, inputs: 0, decodes: 0, throws: 0, adapterInputs: 0, defects: 0, events: 0 }
const throws: string[] = []

// ---- the schemas, found by reflection ------------------------------------------------------------

type Decodable = Schema.Top & { readonly DecodingServices: never }
const schemasOf = (prefix: string, module: object): Array<readonly [string, Decodable]> =>
  Object.entries(module)
    .filter((entry): entry is [string, Decodable] => Schema.isSchema(entry[1]))
    .map(([name, schema]) => [`${prefix}.${name}`, schema] as const)

const exported: ReadonlyArray<readonly [string, Decodable]> = [
  ...Object.entries(Domain).flatMap(([namespace, module]) => schemasOf(namespace, module)),
  ...schemasOf("Adapters", Adapters),
  ...schemasOf("Adapters", WireSchemas),
]
/** Names a call site may use bare (`WidgetStateSchema`) or qualified (`Wire.ErrorBody`). */
const byName = new Map<string, Decodable>(
  exported.flatMap(([n, s]) => [[n, s] as const, [n.split(".")[1] ?? n, s] as const]),
)

/**
 * Decode call sites whose schema is not an export: each is fed through the adapter or function that
 * owns it (the tests below), named here so the scan knows who covers it.
 */
const coveredThroughTheirOwner: Readonly<Record<string, string>> = {
  "adapters/wire-schemas.ts schema":
    "the Api's answers, the stored addresses and orders, the sandbox maps' answers (exports of adapters/wire-schemas.ts)",
  "adapters/cards-sandbox.ts FieldsMessage": "the card-fields listener",
  "domain/replay/decode-log.ts schema": "Replay.decodeLog and parseLog (the WidgetEvent members)",
  "sandbox/http/validate.ts schema": "the sandbox's request bodies (every Wire request schema is an export)",
}

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.(ts|tsx)$/.test(entry) ? [path] : []
  })
const argumentAt = (text: string, open: number): string => {
  let depth = 0
  for (let i = open + 1; i < text.length; i++) {
    const ch = text[i]
    if (ch === "(") depth++
    if (ch === ")") {
      if (depth === 0) return text.slice(open + 1, i).trim()
      depth--
    }
  }
  return ""
}
const root = repoPath("")
const callSites = ["adapters", "ui", "sandbox", "domain"].flatMap((folder) =>
  sourceFiles(join(root, folder)).flatMap((file) => {
    const text = readFileSync(file, "utf8")
    const rel = file.slice(root.length).replace(/^\//, "")
    return [
      ...text.matchAll(/Schema\.(?:decode(?:Unknown)?(?:Sync|Option|Result|Exit|Effect|Promise)?|is|asserts)\(/g),
    ].map((m) => ({ file: rel, schema: argumentAt(text, (m.index ?? 0) + m[0].length - 1) }))
  }),
)
/** The schema a call site decodes with, when it is an export (or an export wrapped in Schema.toType). */
const resolve = (expression: string): Decodable | undefined => {
  const toType = /^Schema\.toType\((.+)\)$/.exec(expression)
  if (toType?.[1]) {
    const inner = resolve(toType[1])
    return inner === undefined ? undefined : (Schema.toType(inner) as unknown as Decodable)
  }
  return byName.get(expression)
}
const fromCallSites = callSites.flatMap(({ file, schema }) => {
  const found = schema.startsWith("Schema.toType(") ? resolve(schema) : undefined
  return found ? [[`${file}: ${schema}`, found] as const] : []
})
const allSchemas: ReadonlyArray<readonly [string, Decodable]> = [...exported, ...fromCallSites]
/** One decoder per schema, built once (building it per input would dominate the run). */
const decoders = allSchemas.map(([name, schema]) => [name, Schema.decodeUnknownResult(schema)] as const)

// ---- the inputs ----------------------------------------------------------------------------------

const jsonFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry)
    if (statSync(path).isDirectory()) return jsonFiles(path)
    return entry.endsWith(".json") ? [path] : []
  })
/** Fixture documents small enough to mutate often: each list entity of restaurants 1 and 2 alone, the small files whole. */
const fixtureTexts: ReadonlyArray<string> = [
  ...[1, 2].flatMap((r) =>
    jsonFiles(repoPath(`fixtures/restaurants/${r}`)).flatMap((path) => {
      const value: unknown = JSON.parse(readFileSync(path, "utf8"))
      return Array.isArray(value)
        ? value.slice(0, 40).map((e) => JSON.stringify({ data: [e] }))
        : [JSON.stringify({ data: value })]
    }),
  ),
  ...["fixtures/gazetteer.json", "fixtures/users.json"].map((f) => readFileSync(repoPath(f), "utf8")),
  ...sessionFiles().map((f) =>
    JSON.stringify((JSON.parse(sessionText(f)) as { events: unknown[] }).events.slice(0, 30)),
  ),
]
const fixtureValues = fixtureTexts.map((t) => JSON.parse(t) as unknown)

/** A fixture text cut at a random point and with a few random bits flipped; parsed when it still parses. */
const damagedFixture: fc.Arbitrary<unknown> = fc
  .record({
    text: fc.constantFrom(...fixtureTexts),
    cut: fc.double({ min: 0, max: 1, noNaN: true }),
    flips: fc.array(fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.integer({ min: 0, max: 6 })), {
      maxLength: 4,
    }),
  })
  .map(({ text, cut, flips }) => {
    const chars = [...text.slice(0, Math.max(1, Math.floor(text.length * cut)))]
    for (const [at, bit] of flips) {
      const i = Math.floor(at * chars.length) % chars.length
      chars[i] = String.fromCharCode((chars[i]?.charCodeAt(0) ?? 32) ^ (1 << bit))
    }
    const damaged = chars.join("")
    try {
      return JSON.parse(damaged) as unknown
    } catch {
      // Closed at the last complete value, as a dropped connection would leave it; else the raw text.
      return truncatedDocuments(damaged, [damaged.length])[0] ?? damaged
    }
  })

/** Numbers as PHP and hostile clients write them. */
const numericString: fc.Arbitrary<string> = fc.oneof(
  fc.integer().map(String),
  fc.double().map(String),
  fc.double({ noNaN: true }).map((n) => n.toFixed(2).replace(".", ",")),
  fc.bigInt().map(String),
  fc.constantFrom(
    "",
    " ",
    "0",
    "-0",
    "+1",
    "1e3",
    "1e400",
    "-1e-400",
    "0x1F",
    "0b11",
    "0o7",
    "1_000",
    "Infinity",
    "-Infinity",
    "NaN",
    " 12 ",
    "12 zł",
    "١٢",
    "１２",
    "1.2.3",
    "00012",
    ".5",
    "5.",
    "9007199254740993",
  ),
)
/** A fixture entity whose numbers are replaced by numeric strings, or a numeric string alone. */
const numericStrings: fc.Arbitrary<unknown> = fc.oneof(
  numericString,
  fc.tuple(fc.constantFrom(...fixtureValues), fc.infiniteStream(numericString)).map(([value, stream]) => {
    const it = stream[Symbol.iterator]()
    const swap = (v: unknown): unknown => {
      if (typeof v === "number") return it.next().value ?? "0"
      if (Array.isArray(v)) return v.map(swap)
      if (v !== null && typeof v === "object")
        return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, swap(x)]))
      return v
    }
    return swap(value)
  }),
)

const prototypeKeys = [
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "valueOf",
  "hasOwnProperty",
  "__defineGetter__",
]
/** A fixture entity or random JSON with prototype-polluting keys added at random depths, as own properties (JSON.parse). */
const protoKeys: fc.Arbitrary<unknown> = fc
  .tuple(
    fc.oneof(fc.constantFrom(...fixtureValues), fc.jsonValue({ maxDepth: 2 })),
    fc.infiniteStream(fc.tuple(fc.nat({ max: 3 }), fc.constantFrom(...prototypeKeys), fc.jsonValue({ maxDepth: 1 }))),
  )
  .map(([value, stream]) => {
    const it = stream[Symbol.iterator]()
    const add = (v: unknown, depth: number): string => {
      if (Array.isArray(v)) return `[${v.map((x) => add(x, depth + 1)).join(",")}]`
      if (v !== null && typeof v === "object") {
        const entries = Object.entries(v).map(([k, x]) => `${JSON.stringify(k)}:${add(x, depth + 1)}`)
        const [roll, key, extra] = it.next().value ?? [1, "__proto__", null]
        if (roll <= 1 || depth === 0)
          entries.splice(roll % (entries.length + 1), 0, `${JSON.stringify(key)}:${JSON.stringify(extra)}`)
        return `{${entries.join(",")}}`
      }
      return JSON.stringify(v) ?? "null"
    }
    return JSON.parse(add(value, 0)) as unknown
  })

const sources: ReadonlyArray<readonly [string, fc.Arbitrary<unknown>]> = [
  ["random JSON", fc.jsonValue({ maxDepth: 3 })],
  ["random JS values", anyValue],
  ["fixtures cut short and bit-flipped", damagedFixture],
  ["numeric strings", numericStrings],
  ["__proto__ and constructor keys", protoKeys],
]

const show = (v: unknown): string => {
  try {
    return fc.stringify(v).slice(0, 200)
  } catch {
    return "<unprintable>"
  }
}
const decodeWithAll = (input: unknown): void => {
  figures.inputs++
  for (const [name, decode] of decoders) {
    figures.decodes++
    try {
      const result = decode(input)
      if (!Result.isResult(result)) throw new Error("not a Result")
    } catch (error) {
      figures.throws++
      if (throws.length < 20) throws.push(`${name} threw ${String(error)} on ${show(input)}`)
    }
  }
}

afterAll(() => {
  recordFigures("decoders", {
    schemas: figures.schemas,
    "inputs per schema": figures.inputs,
    decodes: figures.decodes,
    throws: figures.throws,
    "adapter decode inputs": figures.adapterInputs,
    defects: figures.defects,
    "events reduced in shuffled orders": figures.events,
  })
})

describe("the schemas are found, not listed", () => {
  it("every exported schema of domain/ and adapters/ (the stored lists' included) is fed", () => {
    figures.schemas = allSchemas.length
    const names = allSchemas.map(([n]) => n)
    expect(names).toEqual(
      expect.arrayContaining([
        "Wire.CartResponse",
        "Wire.CheckoutResponse",
        "Widget.WidgetEvent",
        "Adapters.StoredOrders",
      ]),
    )
    expect(allSchemas.length).toBeGreaterThan(150)
  })

  it("every decode call site is covered: an exported schema, or one fed through its owner below", () => {
    expect(callSites.length).toBeGreaterThan(8)
    const uncovered = callSites
      .filter(({ file, schema }) => resolve(schema) === undefined && !(`${file} ${schema}` in coveredThroughTheirOwner))
      .map(({ file, schema }) => `${file}: ${schema}`)
    expect(uncovered).toEqual([])
    // The table names no call site that is gone.
    const live = new Set(callSites.map(({ file, schema }) => `${file} ${schema}`))
    expect(Object.keys(coveredThroughTheirOwner).filter((site) => !live.has(site))).toEqual([])
  })
})

describe("decoders never throw", () => {
  for (const [name, arbitrary] of sources) {
    // CPU-bound (every schema × RUNS inputs, a few seconds alone): on a 2-core machine shared with other
    // builds one source took 20.3 s, past the default 20 s, so it has three times that.
    it(`every schema takes ${RUNS} inputs from ${name} and answers with a Result`, { timeout: 60_000 }, () => {
      fc.assert(fc.property(arbitrary, decodeWithAll), { seed: propertySeed(`decoders: ${name}`), numRuns: RUNS })
      expect(throws).toEqual([])
    })
  }
})

// ---- the adapters' decode paths ------------------------------------------------------------------

const anyInput = fc.oneof(...sources.map(([, a]) => a))
const jsonText = (v: unknown): string => {
  try {
    return JSON.stringify(v) ?? "null"
  } catch {
    return "{not json"
  }
}
/** What a server might answer: JSON of any input, or text that is not JSON. */
const anyBody = fc.oneof(
  { arbitrary: anyInput.map((v) => jsonText(v)), weight: 4 },
  { arbitrary: fc.string(), weight: 1 },
)
const config: Adapters.WidgetConfig = {
  apiBase: "http://sandbox.test",
  widgetOrigin: "http://widget.test",
  requestTimeoutMs: 1000,
}
/** An Exit is fine when it is a success or a typed failure; a defect (a throw inside) is not. */
const noDefect = (exit: Exit.Exit<unknown, unknown>, what: string): void => {
  figures.adapterInputs++
  if (Exit.isFailure(exit) && !Cause.hasFails(exit.cause)) {
    figures.defects++
    throw new Error(`${what} died: ${Cause.pretty(exit.cause).slice(0, 300)}`)
  }
}

describe("the adapters' decode paths end in a value or a typed failure", () => {
  it(`the Api decodes ${RUNS} random answers (any status, JSON or not) without a defect`, async () => {
    let answer = { status: 200, body: "{}" }
    const fetch = fakeFetch(
      [],
      () => new Response(answer.body, { status: answer.status, headers: { "Content-Type": "application/json" } }),
    )
    const api = Effect.runSync(
      Adapters.makeApi(config, { fetch: fetch.fetch, random: () => 0 }).pipe(
        Effect.provide(Adapters.Storage.layerMemory),
      ),
    )
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(200, 201, 400, 401, 404, 422, 429, 500),
        anyBody,
        fc.constantFrom("login", "createGuestCart", "deleteAddress"),
        async (status, body, method) => {
          answer = { status, body }
          const call =
            method === "login"
              ? api.login({ email: "a@b.c", password: "x" })
              : method === "createGuestCart"
                ? api.createGuestCart({ restaurant_id: 1, address_id: null, type: 3 })
                : api.deleteAddress(1)
          noDefect(await Effect.runPromiseExit(call as Effect.Effect<unknown, unknown>), `Api.${method}`)
        },
      ),
      { seed: propertySeed("api answers"), numRuns: RUNS },
    )
  }, 60_000)

  it(`the sandbox maps adapter decodes ${RUNS} random answers without a defect`, async () => {
    let answer = "{}"
    const fetch = fakeFetch([], () => new Response(answer, { status: 200 }))
    const maps = Effect.runSync(
      Effect.gen(function* () {
        return yield* Adapters.Maps
      }).pipe(Effect.provide(Adapters.mapsSandboxLayer(config, { fetch: fetch.fetch }))),
    )
    await fc.assert(
      fc.asyncProperty(anyBody, fc.boolean(), async (body, reverse) => {
        answer = body
        if (reverse) noDefect(await Effect.runPromiseExit(maps.reverseGeocode(52.2, 21.0)), "Maps.reverseGeocode")
        else noDefect(await Effect.runPromiseExit(maps.autocomplete("Hoża")), "Maps.autocomplete")
      }),
      { seed: propertySeed("maps answers"), numRuns: RUNS },
    )
  }, 60_000)

  it(`Storage.get reads ${RUNS} random stored texts under every key as a value or nothing`, async () => {
    await fc.assert(
      fc.asyncProperty(anyBody, async (text) => {
        const store = { getItem: () => text, setItem: () => {}, removeItem: () => {} }
        const storage = Effect.runSync(
          Adapters.makeStorage(
            () => store,
            () => store,
          ),
        )
        for (const key of Object.values(Adapters.StorageKeys)) {
          const exit = await Effect.runPromiseExit(storage.get(key as Adapters.StorageKey<unknown>))
          noDefect(exit, `Storage.get(${key.name})`)
          if (Exit.isSuccess(exit) && !Option.isOption(exit.value)) throw new Error("not an Option")
        }
      }),
      { seed: propertySeed("stored texts"), numRuns: RUNS },
    )
  })

  it(`the card-fields listener reads ${RUNS} random messages from its own frame without throwing`, () => {
    // A minimal DOM: the listener is a plain function of the message.
    let listener: ((event: unknown) => void) | undefined
    const frameWindow = { postMessage: () => {} }
    const view = {
      addEventListener: (_: string, f: (event: unknown) => void) => {
        listener = f
      },
      removeEventListener: () => {},
    }
    const iframe = { style: {} as Record<string, string>, contentWindow: frameWindow, remove: () => {} }
    const doc = { createElement: () => iframe, defaultView: view }
    mountSandboxFields(config, { ownerDocument: doc, append: () => {} } as unknown as HTMLElement)
    fc.assert(
      fc.property(anyInput, (data) => {
        figures.adapterInputs++
        listener?.({ origin: "http://sandbox.test", source: frameWindow, data })
      }),
      { seed: propertySeed("card-field messages"), numRuns: RUNS },
    )
  })

  it(`Replay.decodeLog and parseLog answer ${RUNS} damaged logs with a Result`, () => {
    const logs = sessionFiles().map((f) => sessionText(f))
    fc.assert(
      fc.property(
        fc.oneof(
          anyInput,
          fc.record({ events: fc.array(anyInput, { maxLength: 5 }) }),
          fc.tuple(fc.constantFrom(...logs), fc.nat()).map(([text, cut]) => text.slice(0, cut % text.length)),
        ),
        (input) => {
          figures.adapterInputs++
          const result = typeof input === "string" ? Replay.parseLog(input) : Replay.decodeLog(input)
          if (!Result.isResult(result)) throw new Error("not a Result")
        },
      ),
      { seed: propertySeed("damaged logs"), numRuns: RUNS },
    )
  })
})

// ---- the reducer ---------------------------------------------------------------------------------

describe("the root reducer", () => {
  const recorded = sessionFiles().flatMap((f) => {
    const decoded = Replay.parseLog(sessionText(f))
    return Result.isSuccess(decoded) ? [decoded.success] : []
  })
  const fold = (events: ReadonlyArray<Domain.Widget.WidgetEvent>) => {
    let state = Widget.initialState
    for (const event of events) state = Widget.reduce(state, event)
    figures.events += events.length
    return state
  }

  it("folds the recorded sessions' decoded events in 300 random orders and subsets without throwing", () => {
    expect(recorded.length).toBeGreaterThan(0)
    fc.assert(
      fc.property(
        fc.constantFrom(...recorded).chain((events) => fc.shuffledSubarray([...events], { minLength: 0 })),
        (events) => {
          expect(fold(events)).toBeDefined()
        },
      ),
      { seed: propertySeed("recorded events shuffled"), numRuns: 300 },
    )
  })

  it("folds 300 generated logs, each also reversed, without throwing", () => {
    fc.assert(
      fc.property(anyLog(40), (events) => {
        fold(events)
        fold([...events].reverse())
      }),
      { seed: propertySeed("generated logs in any order"), numRuns: 300 },
    )
  })
})
