import type { ViewportBand } from "../../adapters"

/**
 * Publishes the visible band of the iframe (from embed.js, see adapters/parent-frame.ts) as the CSS
 * custom properties `--widget-band-top` and `--widget-band-height` on `root`. Modals, the sticky
 * category strip and the cart bar read them with the window as fallback (`0px`, `100vh`), so an
 * unframed widget and button mode need nothing; a custom property rather than a signal because the
 * band changes on every host scroll and only CSS needs it — no React render per scroll frame.
 */
export const applyViewportBand = (root: HTMLElement, band: ViewportBand): void => {
  root.style.setProperty("--widget-band-top", `${band.top}px`)
  root.style.setProperty("--widget-band-height", `${band.height}px`)
}
