// @vitest-environment happy-dom
import { Effect, Layer, Option } from "effect"
import { afterEach, describe, expect, it } from "vitest"
import { type DrawMapOptions, type MapHandle, Maps } from "../../../adapters/maps"
import { fakeApi, testModel } from "../model/fake-api"

const disposers: Array<() => Promise<void>> = []
afterEach(async () => {
  for (const d of disposers.splice(0)) await d()
})

/** Maps with a drawable map: records the click handler it was given and geocodes one known point. */
const drawableMaps = () => {
  const seen: { options: DrawMapOptions | undefined; container: HTMLElement | null } = {
    options: undefined,
    container: null,
  }
  const handle: MapHandle = { showPlace: () => {}, setMarkers: () => {}, destroy: () => {} }
  const layer = Layer.succeed(
    Maps,
    Maps.of({
      autocomplete: () => Effect.succeed([]),
      reverseGeocode: (latitude, longitude) =>
        Effect.succeed({
          string: "Plac Defilad 1, 00-901, Warszawa, Polska",
          latitude: String(latitude),
          longitude: String(longitude),
        }),
      currentPosition: () => Effect.succeed({ latitude: 52.23, longitude: 21.01 }),
      drawMap: (container, options) =>
        Effect.sync(() => {
          seen.container = container
          seen.options = options
          return Option.some(handle)
        }),
    }),
  )
  return { layer, seen, handle }
}

describe("the address form's map (SPEC §2: a click sets the location and reverse-geocodes it)", () => {
  it("draws through the Maps service and a click on the map fills the form with the geocoded place", async () => {
    const maps = drawableMaps()
    const { model, runtime } = testModel(fakeApi(1), 1, maps.layer)
    disposers.push(() => runtime.dispose())
    await model.commands.widget.boot()
    model.commands.address.openForm(null)
    const container = document.createElement("section")
    expect(await model.commands.address.drawMap(container)).toBe(maps.handle)
    expect(maps.seen.container).toBe(container)

    maps.seen.options?.onClick?.(52.2318, 21.006)
    await expect
      .poll(() => {
        const view = model.projections.addressModalView.value
        return view.view === "form" ? view.form.text : ""
      })
      .toBe("Plac Defilad 1, 00-901, Warszawa, Polska")
    const view = model.projections.addressModalView.value
    expect(view.view === "form" && view.form.canSave).toBe(true)
  })

  it("gives no map when the Maps service draws none (sandbox, no key)", async () => {
    const { model, runtime } = testModel(fakeApi(1), 1, maps0())
    disposers.push(() => runtime.dispose())
    expect(await model.commands.address.drawMap(document.createElement("section"))).toBeNull()
  })
})

/** Maps without a map, as the sandbox layer is. */
const maps0 = () =>
  Layer.succeed(
    Maps,
    Maps.of({
      autocomplete: () => Effect.succeed([]),
      reverseGeocode: () => Effect.succeed({ string: "", latitude: "", longitude: "" }),
      currentPosition: () => Effect.succeed({ latitude: 0, longitude: 0 }),
      drawMap: () => Effect.succeed(Option.none()),
    }),
  )
