/**
 * The widget page's security headers, defined once: the static server of dist/ (static-site.ts)
 * sends them, and README's 'Deploying the widget' documents the same policy (tests/sandbox/csp.test.ts
 * compares the README's text with `widgetContentSecurityPolicy`). Domain-free on purpose: a host that
 * serves dist/ by other means copies these values, it does not import the widget.
 */

/** Which adapters the built widget runs (its `<meta name="widget-mode">`): the sandbox stand-ins or the live providers. */
export type WidgetMode = "sandbox" | "live"

/** Where the live adapters load from, per the providers' own CSP guides (PayU secure forms, Stripe.js, Google Maps JS API). */
const PAYU = ["https://secure.payu.com", "https://secure.snd.payu.com"]
const STRIPE_SCRIPT = ["https://js.stripe.com"]
const STRIPE_FRAMES = ["https://js.stripe.com", "https://hooks.stripe.com"]
const STRIPE_API = ["https://api.stripe.com"]
const MAPS_SCRIPT = ["https://maps.googleapis.com"]
const MAPS_CONNECT = ["https://maps.googleapis.com", "https://places.googleapis.com"]
const MAPS_IMAGES = ["https://maps.gstatic.com", "https://*.googleapis.com", "https://*.ggpht.com"]
const MAPS_FONTS = ["https://fonts.gstatic.com"]
const MAPS_STYLES = ["https://fonts.googleapis.com"]

/**
 * Pages on plain http may frame the widget only on loopback (the sandbox's demo page); any https page
 * may, since every restaurant embeds it and a static CDN cannot vary the header per restaurant.
 */
const SANDBOX_ANCESTORS = ["https:", "http://127.0.0.1:*", "http://localhost:*"]
const LIVE_ANCESTORS = ["https:"]

export interface WidgetPolicyOptions {
  /** The API base the widget calls (its widget-api-base meta); its origin is added where the API is used. */
  readonly apiBase: string
  readonly mode: WidgetMode
}

/** The origin of an absolute http(s) URL, or null (an unset or placeholder API base adds nothing). */
const originOf = (url: string): string | null => {
  try {
    const parsed = new URL(url)
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.origin : null
  } catch {
    return null
  }
}

/**
 * The directives of the widget page's Content-Security-Policy, in order, as [name, sources]. Base:
 * `default-src 'self'; script-src 'self'; object-src 'none'; base-uri 'none'`, plus exactly what the
 * layers of `mode` reach:
 * - sandbox: the API origin for calls (connect-src), logos (img-src) and the hosted card fields and
 *   3-D Secure page it serves (frame-src);
 * - live: the API origin for calls and logos, PayU (SDK, secure-form and 3-D Secure frames, its
 *   calls), Stripe (Stripe.js, its frames and API) and Google Maps (script, calls, tiles, its marker
 *   images as data: URLs, fonts, and its injected styles, which need style-src 'unsafe-inline' —
 *   styles only, never scripts).
 * form-action 'none': every form of the widget is handled by script, so none may post anywhere.
 */
export const widgetPolicyDirectives = ({
  apiBase,
  mode,
}: WidgetPolicyOptions): ReadonlyArray<readonly [string, ReadonlyArray<string>]> => {
  const api = originOf(apiBase)
  const apiOnly = api === null ? [] : [api]
  const live = mode === "live"
  return [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", ...(live ? [...PAYU, ...STRIPE_SCRIPT, ...MAPS_SCRIPT] : [])]],
    ["style-src", ["'self'", ...(live ? ["'unsafe-inline'", ...MAPS_STYLES] : [])]],
    ["img-src", ["'self'", ...apiOnly, ...(live ? ["data:", ...MAPS_IMAGES] : [])]],
    ["font-src", ["'self'", ...(live ? MAPS_FONTS : [])]],
    ["connect-src", ["'self'", ...apiOnly, ...(live ? [...PAYU, ...STRIPE_API, ...MAPS_CONNECT] : [])]],
    ["frame-src", [...apiOnly, ...(live ? [...PAYU, ...STRIPE_FRAMES] : [])]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'none'"]],
    ["form-action", ["'none'"]],
    ["frame-ancestors", live ? LIVE_ANCESTORS : SANDBOX_ANCESTORS],
  ]
}

/** The Content-Security-Policy header value of the widget page (directives joined by '; '). */
export const widgetContentSecurityPolicy = (options: WidgetPolicyOptions): string =>
  widgetPolicyDirectives(options)
    .map(([name, sources]) => (sources.length === 0 ? `${name} 'none'` : `${name} ${sources.join(" ")}`))
    .join("; ")

/**
 * Sent with every file of dist/ and every sandbox answer: no MIME sniffing (a JSON or text answer is
 * never run as a script or style), and only the origin goes to other sites — not 'no-referrer',
 * because Google Maps keys are restricted by the Referer the browser sends.
 */
export const BASE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
}

/** The headers of the widget page itself: the base ones and its Content-Security-Policy. */
export const widgetPageHeaders = (options: WidgetPolicyOptions): Record<string, string> => ({
  ...BASE_SECURITY_HEADERS,
  "content-security-policy": widgetContentSecurityPolicy(options),
})
