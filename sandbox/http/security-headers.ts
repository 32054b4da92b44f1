import type { MiddlewareHandler } from "hono"
import { BASE_SECURITY_HEADERS } from "../host/csp"

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"])

/** The media type of a Content-Type header, lower case without parameters ('' when absent). */
const mediaType = (header: string | undefined): string => (header ?? "").split(";")[0]?.trim().toLowerCase() ?? ""

/** application/json or a structured +json type. */
const isJson = (type: string): boolean => type === "application/json" || /^application\/[\w.+-]+\+json$/.test(type)

/**
 * Why a write is refused with 415, or null when it may go on. Every write (POST, PUT, PATCH,
 * DELETE) must declare a JSON Content-Type, with or without a body: an HTML form or a cross-origin
 * `fetch` without a preflight can only send `text/plain`, form-urlencoded, multipart or no type at
 * all, so such a request never reaches a handler (CSRF, issue 16 item 7). There is no exception —
 * not for the body-less calls (`/customer/cart/for-guest`, `/stripe/setup-intent`, the DELETEs:
 * the widget sends them as `{}` JSON), nor for the sandbox's own pages and its test-only fault admin
 * (`/sandbox/admin/faults`, whose test kit sends JSON too), so the rule is one line to audit.
 */
export const refusedWrite = (method: string, contentType: string | undefined): string | null => {
  if (!WRITES.has(method.toUpperCase())) return null
  const type = mediaType(contentType)
  if (type === "") return "no Content-Type"
  return isJson(type) ? null : `Content-Type ${type}`
}

/**
 * The sandbox's own headers and write rule, before any route: every answer (errors and pages too)
 * carries `X-Content-Type-Options: nosniff` and `Referrer-Policy: strict-origin-when-cross-origin`,
 * and a write not declared JSON is answered 415 (`{message}`, the sandbox's error shape) without
 * running its handler, so it changes nothing. The sandbox's own pages (PayU stand-in, 3-D Secure,
 * card fields) post JSON with fetch, so they pass like the widget.
 */
export const securityMiddleware = (): MiddlewareHandler => async (c, next) => {
  const refused = refusedWrite(c.req.method, c.req.header("content-type"))
  if (refused !== null) {
    const res = c.json({ message: `Unsupported Media Type: send the body as application/json (${refused})` }, 415)
    for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) res.headers.set(name, value)
    return res
  }
  await next()
  for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) c.res.headers.set(name, value)
}
