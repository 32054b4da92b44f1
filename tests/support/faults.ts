import { afterEach } from "vitest"

/**
 * The sandbox's fault injection (sandbox/http/faults.ts), driven over HTTP the way the browser
 * journeys and the adapter tests use it: a rule makes matching requests slow, fail with a status,
 * answer malformed JSON, drop the connection, or lose the answer after the server saved, `times`
 * times (or always). Only a sandbox started
 * with `faults: true` accepts rules; a refused rule throws, so a test never silently runs fault-free.
 */
export interface FaultRule {
  /** A path prefix, e.g. "/customer/cart/checkout". */
  readonly route: string
  readonly method?: "GET" | "POST" | "PUT" | "DELETE"
  readonly status?: number
  readonly malformed?: boolean
  readonly drop?: boolean
  /** The handler runs (and saves), then the connection is destroyed: the client never hears. */
  readonly lostResponse?: boolean
  /** Only requests whose URL or body contains this (a cart's uuid): parallel journeys keep their faults apart. */
  readonly contains?: string
  readonly latencyMs?: number
  readonly times?: number
}

export const addFault = async (sandboxUrl: string, rule: FaultRule): Promise<void> => {
  const response = await fetch(`${sandboxUrl}/sandbox/admin/faults`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(rule),
  })
  if (!response.ok) throw new Error(`fault rule refused: ${response.status}`)
}

/**
 * Removes every fault rule, so the next case starts from a sandbox that answers normally; with
 * `contains`, only the rules limited to that text (one journey's, when several run side by side).
 */
export const clearFaults = async (sandboxUrl: string, contains?: string): Promise<void> => {
  const query = contains === undefined ? "" : `?contains=${encodeURIComponent(contains)}`
  await fetch(`${sandboxUrl}/sandbox/admin/faults${query}`, {
    method: "DELETE",
    headers: { "content-type": "application/json" },
    body: "{}",
  })
}

/** In a journey file: clears every fault rule of the journey's sandbox after each test (clearFaults), so none outlives its test. */
export const clearFaultsAfterEach = (journey: { readonly stack: { readonly sandboxUrl: string } }): void => {
  afterEach(async () => {
    await clearFaults(journey.stack.sandboxUrl)
  })
}

/** How many requests the sandbox's fault rules have applied to since it started (what was really injected). */
export const faultsInjected = async (sandboxUrl: string): Promise<number> => {
  const response = await fetch(`${sandboxUrl}/sandbox/admin/faults`)
  const body = (await response.json()) as { data?: { injected?: unknown } }
  const injected = body.data?.injected
  if (typeof injected !== "number") throw new Error(`fault count unreadable: ${response.status}`)
  return injected
}
