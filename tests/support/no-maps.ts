import { Effect, Layer } from "effect"
import { Maps, MapsNoResults } from "../../adapters/maps"

/**
 * Maps that find nothing, for models built in Node: autocomplete is empty, reverse geocoding has no
 * result, the position is Warsaw's centre, and drawing a map is a defect (there is no DOM to draw in).
 * `changes` replace any of these (a denied position, a found place).
 */
export const mapsWith = (changes: Partial<Maps["Service"]> = {}): Layer.Layer<Maps> =>
  Layer.succeed(
    Maps,
    Maps.of({
      autocomplete: () => Effect.succeed([]),
      reverseGeocode: () => Effect.fail(new MapsNoResults({ message: "none" })),
      currentPosition: () => Effect.succeed({ latitude: 52.23, longitude: 21.01 }),
      drawMap: () => Effect.die("no map in tests"),
      ...changes,
    } as unknown as Maps["Service"]),
  )

/** Maps that find nothing (mapsWith with no changes). */
export const noMaps = mapsWith()
