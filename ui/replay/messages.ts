import type { Widget } from "../../domain"
import type { RefusedCall } from "./inert-adapters"

/** Page → screen frame: show this state; `at` is its event's time. */
export interface ShowStep {
  readonly type: "replay-show"
  readonly state: Widget.WidgetState
  readonly at: number
}

/** Screen frame → page: the frame has loaded every screen and waits for a state. */
export interface FrameReady {
  readonly type: "replay-frame-ready"
}

/** Screen frame → page: a screen tried an adapter call, which was refused. */
export interface CallRefused {
  readonly type: "replay-refused"
  readonly call: RefusedCall
}

export type FrameMessage = FrameReady | CallRefused

/**
 * The page's origin, which its screen frame shares: `window.origin`, not `location.origin` — the
 * frame is a srcdoc document, whose location is about:srcdoc but whose origin is its parent's.
 */
export const ownOrigin = (): string => window.origin

/**
 * Whether a message event comes from `from` at this page's own origin: the page and its frame accept
 * only each other, at the exact same origin (and post only to it, never to "*").
 */
export const fromOwnWindow = (event: MessageEvent, from: MessageEventSource | null): boolean =>
  event.origin === ownOrigin() && from !== null && event.source === from

const hasType = (data: unknown, type: string): boolean =>
  typeof data === "object" && data !== null && (data as { type?: unknown }).type === type

export const isShowStep = (data: unknown): data is ShowStep => hasType(data, "replay-show")
export const isFrameMessage = (data: unknown): data is FrameMessage =>
  hasType(data, "replay-frame-ready") ||
  (hasType(data, "replay-refused") && typeof (data as { call?: unknown }).call === "string")
