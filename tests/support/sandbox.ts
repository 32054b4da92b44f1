import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Result, Schema } from "effect"
import { expect } from "vitest"
import { type SandboxOptions, startSandbox } from "../../sandbox/server"
import { addItemRequest } from "./requests"

/** A sandbox on a free port over a fresh temp data folder; `stop` closes it and deletes the folder. */
export const freshSandbox = async (options: SandboxOptions = {}) => {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), "sandbox-test-"))
  const sandbox = await startSandbox({ quiet: true, ...options, port: 0, dataDir })
  let token: string | undefined
  let cookie: string | undefined
  /**
   * JSON call against the sandbox, carrying the bearer token and guest cookie like the widget does;
   * a write without a body goes as `{}` JSON, as the widget sends it (the sandbox refuses non-JSON writes).
   */
  const call = async (method: string, path: string, given?: unknown, headers: Record<string, string> = {}) => {
    const body = given === undefined && method !== "GET" && method !== "HEAD" ? {} : given
    const res = await fetch(`${sandbox.url}${path}`, {
      method,
      headers: {
        accept: "application/json",
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    })
    const setCookie = res.headers.get("set-cookie")
    if (setCookie && !cookie) cookie = setCookie.split(";")[0]
    const text = await res.text()
    let json: unknown
    try {
      json = JSON.parse(text)
    } catch {
      json = text
    }
    // Tests probe raw response JSON (what the wire carries), then decode it with the domain schemas.
    // biome-ignore lint/suspicious/noExplicitAny: untyped wire JSON, narrowed by the assertions that read it
    return { status: res.status, json: json as Record<string, any>, headers: res.headers }
  }
  return {
    ...sandbox,
    dataDir,
    call,
    get: (path: string) => call("GET", path),
    post: (path: string, body: unknown = {}, headers?: Record<string, string>) => call("POST", path, body, headers),
    put: (path: string, body: unknown = {}) => call("PUT", path, body),
    del: (path: string) => call("DELETE", path),
    signIn: (t: string | undefined) => {
      token = t
    },
    forgetGuest: () => {
      cookie = undefined
    },
    stop: async (keepData = false) => {
      await sandbox.close()
      if (!keepData) rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
export type FreshSandbox = Awaited<ReturnType<typeof freshSandbox>>

/** Asserts that a sandbox body decodes with a domain response schema, and returns the decoded value. */
export const decodes = <S extends Schema.ConstraintDecoder<unknown>>(schema: S, body: unknown): S["Type"] => {
  const result = Schema.decodeUnknownResult(schema)(body, { errors: "all" })
  if (Result.isFailure(result)) expect.fail(`response does not decode: ${result.failure.message}`)
  return (result as Result.Success<S["Type"], unknown>).success
}

/** Signs in the seeded demo user (anna@example.com, 350 points at restaurant 1). */
export const signInAnna = async (s: FreshSandbox) => {
  const res = await s.post("/customer/login", { email: "anna@example.com", password: "haslo123" })
  s.signIn(res.json.data.token)
  return res.json.data.token as string
}

/** A new guest pickup cart at restaurant 1 (as the widget's first add makes it); returns its uuid. */
export const newPickupCart = async (s: FreshSandbox): Promise<string> =>
  (await s.post("/customer/cart/for-guest?restaurant_id=1&type=3")).json.data.uuid as string

/** A new guest pickup cart at restaurant 1 holding one thin-crust Margherita (product 1002, add-on 6001); returns its uuid. */
export const pickupCartWithMargherita = async (s: FreshSandbox): Promise<string> => {
  const uuid = await newPickupCart(s)
  await s.post(
    "/customer/cart/add-item",
    addItemRequest(uuid, { product_id: 1002, addons: [6001], quantity: 1, exclude_ingredients: [] }),
  )
  return uuid
}
