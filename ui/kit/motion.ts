import { Widget } from "../../domain"

/** SPEC §9: modals open and close with a 150 ms fade (Widget.DELAYS.modalMs). */
export const MODAL_FADE_MS = Widget.DELAYS.modalMs

/**
 * How long a modal waits before it really closes: the 150 ms fade, or nothing when the visitor asked
 * the system for reduced motion (then there is no fade to wait for, so the close is immediate).
 */
export const modalFadeMs = (win: Window | null | undefined): number => {
  const query = win?.matchMedia?.("(prefers-reduced-motion: reduce)")
  return query?.matches ? 0 : MODAL_FADE_MS
}
