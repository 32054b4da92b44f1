import { readApiBase } from "./menu-requests"

/** The API base and its default are read as the menu prefetch script reads them (one definition). */
export { DEFAULT_API_BASE, normaliseApiBase, readApiBase } from "./menu-requests"

/**
 * Generous per-request timeout. SPEC §9 says the original had no HTTP timeout, but a hung request
 * must not freeze a button forever on a flaky mobile connection; 30 s is far beyond any healthy
 * answer, and the resulting ApiTimedOut is retryable (GETs retry it automatically).
 */
export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000

/**
 * How one widget mount talks to the outside world (contract 3). Built once per mount from the page
 * and handed to `sandboxLayer(config)` / `liveLayer(config)`.
 */
export interface WidgetConfig {
  /** API base URL without a trailing slash; paths of SPEC §7 are appended to it. */
  readonly apiBase: string
  /** The widget's own origin: where sandbox payment pages post back to and return to. */
  readonly widgetOrigin: string
  /** Per-request timeout in milliseconds (see DEFAULT_REQUEST_TIMEOUT_MS). */
  readonly requestTimeoutMs: number
  /**
   * Stripe publishable key for saving cards in the live layer (`<meta name="widget-stripe-key">`);
   * absent: saving a card is unavailable live. Publishable keys are public by design.
   */
  readonly stripePublishableKey?: string | undefined
  /**
   * Which outside world the adapters talk to: "sandbox" (the local sandbox's card fields, 3-D Secure
   * page and gazetteer) or "live" (PayU, Stripe, Google Maps). From `<meta name="widget-mode">`; absent = sandbox.
   */
  readonly mode?: WidgetMode | undefined
}

export type WidgetMode = "sandbox" | "live"

/** The configuration of a widget mounted in this page (browser only). */
export const readWidgetConfig = (
  doc: Pick<Document, "querySelector"> = document,
  origin: string = location.origin,
): WidgetConfig => ({
  apiBase: readApiBase(doc),
  widgetOrigin: origin,
  requestTimeoutMs: DEFAULT_REQUEST_TIMEOUT_MS,
  stripePublishableKey: readStripeKey(doc),
  mode: readWidgetMode(doc),
})

/**
 * `<meta name="widget-mode" content="live">` (vite fills %VITE_WIDGET_MODE% at build time) selects the
 * live layers; anything else — a missing meta, an unreplaced placeholder — stays on the sandbox, so a
 * misconfigured build never sends real card data anywhere unexpected.
 */
export const readWidgetMode = (doc: Pick<Document, "querySelector"> | undefined): WidgetMode =>
  doc?.querySelector('meta[name="widget-mode"]')?.getAttribute("content")?.trim() === "live" ? "live" : "sandbox"

/** A Stripe publishable key (pk_...) from its meta, or undefined (placeholders and secrets are refused). */
export const readStripeKey = (doc: Pick<Document, "querySelector"> | undefined): string | undefined => {
  const content = doc?.querySelector('meta[name="widget-stripe-key"]')?.getAttribute("content")?.trim() ?? ""
  return /^pk_(test|live)_[A-Za-z0-9]+$/.test(content) ? content : undefined
}

/** The origin of the API (the sandbox's origin serves its payment pages and postMessages from it). */
export const apiOrigin = (config: WidgetConfig): string => new URL(config.apiBase).origin
