import type { MiddlewareHandler } from "hono"
import { BASE_SECURITY_HEADERS } from "../host/csp"

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"])

/** The media type of a Content-Type header, lower case without parameters ('' when absent). */
const mediaType = (header: string | undefined): string => (header ?? "").split(";")[0]?.trim().toLowerCase() ?? ""

/** application/json or a structured +json type. */
const isJson = (type: string): boolean => type === "application/json" || /^application\/[\w.+-]+\+json$/.test(type)

/** Whether the request carries a body (a length above 0, or a chunked one). */
const hasBody = (length: string | undefined, encoding: string | undefined): boolean =>
  encoding !== undefined || (length !== undefined && Number(length) > 0)

/**
 * Why a write is refused with 415, or null when it may go on. A write (POST, PUT, PATCH, DELETE)
 * that declares a Content-Type must declare JSON, and one with a body must declare it: an HTML form
 * or a cross-origin `fetch` without a preflight can only send `text/plain`, form-urlencoded or
 * multipart, so such a request never reaches a handler (CSRF). A write with no body and no
 * Content-Type still passes — the widget sends a few (`/customer/cart/for-guest`) — and carries
 * nothing a handler reads but its address.
 */
export const refusedWrite = (
  method: string,
  headers: {
    readonly contentType: string | undefined
    readonly contentLength: string | undefined
    readonly transferEncoding: string | undefined
  },
): string | null => {
  if (!WRITES.has(method.toUpperCase())) return null
  const type = mediaType(headers.contentType)
  if (type === "") return hasBody(headers.contentLength, headers.transferEncoding) ? "no Content-Type" : null
  return isJson(type) ? null : `Content-Type ${type}`
}

/**
 * The sandbox's own headers and write rule, before any route: every answer (errors and pages too)
 * carries `X-Content-Type-Options: nosniff` and `Referrer-Policy: strict-origin-when-cross-origin`,
 * and a write whose body is not declared JSON is answered 415 without running its handler, so it
 * changes nothing. The sandbox's own pages (PayU stand-in, 3-D Secure, card fields) post JSON with
 * fetch, so they pass like the widget.
 */
export const securityMiddleware = (): MiddlewareHandler => async (c, next) => {
  const refused = refusedWrite(c.req.method, {
    contentType: c.req.header("content-type"),
    contentLength: c.req.header("content-length"),
    transferEncoding: c.req.header("transfer-encoding"),
  })
  if (refused !== null) {
    const res = c.json({ message: `Unsupported Media Type: send the body as application/json (${refused})` }, 415)
    for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) res.headers.set(name, value)
    return res
  }
  await next()
  for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) c.res.headers.set(name, value)
}
