import { Schema } from "effect"
import type { Hono } from "hono"
import { readGazetteer } from "../catalogue/fixtures"
import type { SandboxContext, SandboxEnv } from "../context"
import { distanceKm } from "../delivery/zone"
import { decodeQuery } from "../http/validate"

/**
 * The maps stand-in used when no maps key is configured: autocomplete and reverse geocoding over a
 * small offline gazetteer of Warsaw addresses (fixtures/gazetteer.json). Matching ignores case and
 * Polish diacritics, so "marszalkowska" finds "Marszałkowska".
 */

const Coordinate = Schema.String.check(Schema.isPattern(/^-?\d{1,3}(\.\d+)?$/))
const AutocompleteQuery = Schema.Struct({ input: Schema.String })
const ReverseQuery = Schema.Struct({ lat: Coordinate, lng: Coordinate })

/** Reverse geocoding answers only within this distance of a gazetteer entry. */
const REVERSE_RADIUS_KM = 0.3
const MAX_SUGGESTIONS = 5

const fold = (text: string): string =>
  text
    .toLowerCase()
    .replaceAll("ł", "l")
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")

export const registerMapsRoutes = (app: Hono<SandboxEnv>, _ctx: SandboxContext): void => {
  const places = readGazetteer().map((p) => ({ ...p, folded: fold(p.string) }))

  app.get("/sandbox/maps/autocomplete", (c) => {
    const words = fold(decodeQuery(c, AutocompleteQuery).input)
      .split(/[\s,]+/)
      .filter(Boolean)
    const data =
      words.length === 0
        ? []
        : places
            .filter((p) => words.every((w) => p.folded.includes(w)))
            .slice(0, MAX_SUGGESTIONS)
            .map(({ folded: _folded, ...place }) => place)
    return c.json({ data })
  })

  app.get("/sandbox/maps/reverse", (c) => {
    const q = decodeQuery(c, ReverseQuery)
    const lat = Number(q.lat)
    const lng = Number(q.lng)
    let best: { place: (typeof places)[number]; km: number } | undefined
    for (const place of places) {
      const km = distanceKm(lat, lng, Number(place.latitude), Number(place.longitude))
      if (!best || km < best.km) best = { place, km }
    }
    if (!best || best.km > REVERSE_RADIUS_KM) return c.json({ status: "ZERO_RESULTS", data: null })
    const { folded: _folded, ...place } = best.place
    return c.json({ status: "OK", data: place })
  })
}
