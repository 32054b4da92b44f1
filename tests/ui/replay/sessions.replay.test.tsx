// @vitest-environment happy-dom
import { Result } from "effect"
import { beforeAll, describe, expect, it } from "vitest"
import { parseLog } from "../../../domain/replay/decode-log"
import { replay } from "../../../domain/replay/replay"
import type { WidgetEvent } from "../../../domain/widget/event"
import type { WidgetState } from "../../../domain/widget/state"
import { RECORDED_AT } from "../../../fixtures/sessions/recorded-at"
import { loadAllScreens } from "../../../ui/replay/replay-screen"
import { sessionFiles, sessionText } from "../../support/fixtures"
import { cleanupsAfterEach, renderReplayScreen } from "./render-replay"

/**
 * Snapshots of the sessions recorded from the widget (scripts/record-sessions.ts): for each, the state
 * its events replay to, and the HTML of the last screen — the widget's own layout rendered from that
 * state by the replay page's model (ui/replay), with no call made. A changed snapshot is reviewed like
 * code, never blindly updated: it means the widget now shows or holds something else for the same log.
 *
 * What differs between two recordings of the same journeys is normalised: event times (each event at
 * RECORDED_AT + its index in seconds, the sandbox's clock while recording), uuids (numbered by first
 * appearance) and the sandbox's port. Dates are read in UTC.
 */

process.env.TZ = "UTC"

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi
const SANDBOX_ORIGIN = /http:\/\/127\.0\.0\.1:\d+/g
/**
 * React's `useId` ids (`_r_3_`): numbered by every render of the page so far, the idle warm-up of the
 * product modal included, whose timing the snapshot must not depend on.
 */
const REACT_ID = /_r_[0-9a-z]+_/g

/** The text with uuids and React's ids numbered by first appearance and the sandbox's origin fixed. */
const normaliseText = (text: string): string => {
  const uuids = new Map<string, string>()
  const ids = new Map<string, string>()
  return text
    .replace(REACT_ID, (id) => {
      if (!ids.has(id)) ids.set(id, `id-${ids.size + 1}`)
      return ids.get(id) ?? id
    })
    .replace(UUID, (uuid) => {
      const key = uuid.toLowerCase()
      if (!uuids.has(key)) uuids.set(key, `uuid-${uuids.size + 1}`)
      return uuids.get(key) ?? uuid
    })
    .replace(SANDBOX_ORIGIN, "http://sandbox")
}

/** The session's events with the recording's own times replaced by RECORDED_AT + index seconds. */
const eventsOf = (file: string): ReadonlyArray<WidgetEvent> => {
  const decoded = parseLog(sessionText(file))
  if (Result.isFailure(decoded)) throw new Error(`${file}: ${decoded.failure.message}`)
  return decoded.success.map((event, i) => ({ ...event, at: RECORDED_AT + i * 1000 }))
}

/**
 * The state as snapshotted: the menu, the recommended products and the translations are the Loaded
 * events' payloads verbatim (hundreds of KB), so only their ids and count are kept; the snapshot
 * reviews what the session did, not the demo menu. Everything else is the full state.
 */
const forSnapshot = (state: WidgetState) => ({
  ...state,
  catalogue: {
    ...state.catalogue,
    restaurant: state.catalogue.restaurant?.id ?? null,
    categories: state.catalogue.categories?.map((c) => c.id) ?? null,
    products: state.catalogue.products?.map((p) => p.id) ?? null,
    combos: state.catalogue.combos?.map((c) => c.id) ?? null,
  },
  settings: { ...state.settings, translations: state.settings.translations.length },
  cart: { ...state.cart, recommended: state.cart.recommended.map((p) => p.id) },
  // The checkout form's order-for-later time starts from the recording's clock, like the event times.
  checkoutForm:
    state.checkoutForm.draft === null
      ? state.checkoutForm
      : { ...state.checkoutForm, draft: { ...state.checkoutForm.draft, hour: "hh", minute: "mm" } },
})

/** One element per line, so a snapshot diff points at the element that changed. */
const readableHtml = (html: string): string => html.replace(/></g, ">\n<")

const cleanups = cleanupsAfterEach()
beforeAll(async () => {
  await loadAllScreens()
}, 60_000)

/** Renders the replay screen at `state` into the document and waits until lazy screens have resolved. */
const renderLastScreen = async (state: WidgetState, at: number) => {
  const shown = await renderReplayScreen(state, at)
  cleanups.push(shown.unmount)
  return shown
}

describe("sessions recorded from the widget, replayed", () => {
  const files = sessionFiles()

  it("are the thirteen journeys of the recording script", () => {
    expect(files).toEqual([
      "cart-promo-offer.json",
      "checkout-3ds.json",
      "checkout-half-filled.json",
      "combo-mid-way.json",
      "combo.json",
      "fault-recovery.json",
      "half-and-half.json",
      "long-session.json",
      "menu-customise.json",
      "product-mid-choice.json",
      "promo-typed.json",
      "search-filters.json",
      "settings-unsaved.json",
    ])
  })

  for (const file of files) {
    const name = file.replace(/\.json$/, "")
    it(`${file}: the final state`, async () => {
      const state = replay(eventsOf(file))
      await expect(normaliseText(JSON.stringify(forSnapshot(state), null, 2))).toMatchFileSnapshot(
        `__snapshots__/${name}.state.json.snap`,
      )
    })

    it(`${file}: the last screen's HTML, rendered from the replayed state on inert adapters`, async () => {
      const events = eventsOf(file)
      const state = replay(events)
      const { html, refused } = await renderLastScreen(state, events.at(-1)?.at ?? RECORDED_AT)
      expect(html).toContain("<main")
      // The calls the screen tried on mount (refused by the inert adapters) are part of what is reviewed.
      const header = `<!-- ${file} at its last step; adapter calls refused: ${refused.join(", ") || "none"} -->`
      await expect(`${header}\n${readableHtml(normaliseText(html))}\n`).toMatchFileSnapshot(
        `__snapshots__/${name}.last-screen.html.snap`,
      )
    })
  }
})
