import { useSignals } from "@preact/signals-react/runtime"
// @vitest-environment happy-dom
import { act } from "react"
import { afterEach, describe, expect, it, vi } from "vitest"
import type { MapHandle } from "../../../adapters/maps"
import type { Wire } from "../../../domain"
import { AddressModal, type AddressModalActions } from "../../../ui/address/address-modal"
import { addressModalView } from "../../../ui/address/address-modal-view"
import { modelHarness } from "../kit/model-harness"
import { cleanup, mount } from "../kit/render"

type Harness = ReturnType<typeof modelHarness>

function Live({ harness, actions }: { harness: Harness; actions: AddressModalActions }) {
  useSignals()
  return <AddressModal view={addressModalView(harness.state.value, harness.t)} t={harness.t} actions={actions} />
}

/** A drawn map that records what the form asks of it. */
const fakeMap = () => {
  const calls: Array<string> = []
  const handle: MapHandle = {
    showPlace: (lat, lng) => calls.push(`showPlace ${lat} ${lng}`),
    setMarkers: (points) =>
      calls.push(`setMarkers ${points.map((p) => `${p.latitude},${p.longitude}`).join(" ")}`.trim()),
    destroy: () => calls.push("destroy"),
  }
  return { calls, handle }
}

const setup = (gcpKey: string | null, drawn: MapHandle | null) => {
  const h = modelHarness()
  const draw = vi.fn(async (_container: HTMLElement) => drawn)
  const actions = {
    select: vi.fn(),
    openForm: (editingId: number | null) => h.dispatch({ _tag: "AddressFormOpened", at: 1, editingId }),
    showList: vi.fn(),
    back: vi.fn(),
    close: () => h.dispatch({ _tag: "AddressModalClosed", at: 1 }),
    choosePlace: (place: Wire.Place) => h.dispatch({ _tag: "AddressPlaceChosen", at: 1, place }),
    editForm: (patch: { readonly typed?: string; readonly line2?: string }) =>
      h.dispatch({ _tag: "AddressFormEdited", at: 1, patch }),
    refuseSave: () => h.dispatch({ _tag: "AddressSaveRefused", at: 1 }),
    search: vi.fn(async () => []),
    useCurrentLocation: vi.fn(async () => null),
    save: vi.fn(),
    remove: vi.fn(),
    drawMap: draw,
  } satisfies AddressModalActions
  act(() => h.dispatch({ _tag: "AppConfigLoaded", at: 1, gcpKey }))
  mount(<Live harness={h} actions={actions} />)
  return { h, draw }
}

/** Lets the draw promise resolve inside act. */
const settle = () => act(async () => {})

afterEach(() => cleanup())

describe("address form map", () => {
  it("draws the map into a labelled region when a map key is configured, and follows the chosen place", async () => {
    const map = fakeMap()
    const { h, draw } = setup("AIza-test-key", map.handle)
    act(() => h.dispatch({ _tag: "AddressFormOpened", at: 1, editingId: null }))
    await settle()
    const region = document.querySelector("[role='dialog'] section[aria-label='Map']")
    expect(region).not.toBeNull()
    expect(draw).toHaveBeenCalledTimes(1)
    expect(draw.mock.calls[0]?.[0]).toBe(region)
    // No saved address yet: no markers.
    expect(map.calls).toEqual(["setMarkers"])

    act(() =>
      h.dispatch({
        _tag: "AddressPlaceChosen",
        at: 2,
        place: { string: "Plac Defilad 1, 00-901, Warszawa, Polska", latitude: "52.2318", longitude: "21.0060" },
      }),
    )
    expect(map.calls).toEqual(["setMarkers", "showPlace 52.2318 21.006"])

    act(() => h.dispatch({ _tag: "AddressModalClosed", at: 3 }))
    await act(async () => {
      await new Promise((r) => setTimeout(r, 200))
    })
    expect(map.calls.at(-1)).toBe("destroy")
  })

  it("shows the saved place at once when an address is edited", async () => {
    const map = fakeMap()
    const h0 = setup("AIza-test-key", map.handle)
    act(() =>
      h0.h.dispatch({
        _tag: "AddressesLoaded",
        at: 1,
        addresses: [
          {
            id: 7,
            string: "Nowy Świat 21, 00-029, Warszawa, Polska",
            latitude: "52.2319",
            longitude: "21.0191",
            address_line_2: null,
            is_active: true,
          },
        ],
      }),
    )
    act(() => h0.h.dispatch({ _tag: "AddressFormOpened", at: 1, editingId: 7 }))
    await settle()
    expect(map.calls).toEqual(["showPlace 52.2319 21.0191", "setMarkers 52.2319,21.0191"])
  })

  it("shows the customer's saved addresses as markers (incomplete ones left out), again when one is added", async () => {
    const map = fakeMap()
    const { h } = setup("AIza-test-key", map.handle)
    const saved = (id: number, latitude: string, longitude: string, is_active = false) => ({
      id,
      string: `Adres ${id}`,
      latitude,
      longitude,
      address_line_2: null,
      is_active,
    })
    act(() =>
      h.dispatch({
        _tag: "AddressesLoaded",
        at: 1,
        addresses: [saved(1, "52.2319", "21.0191", true), saved(2, "52.2193", "21.0176"), saved(3, "", "")],
      }),
    )
    act(() => h.dispatch({ _tag: "AddressFormOpened", at: 1, editingId: null }))
    await settle()
    expect(map.calls).toEqual(["setMarkers 52.2319,21.0191 52.2193,21.0176"])
    // Typing or choosing a place does not redraw the markers; a new saved address does.
    act(() =>
      h.dispatch({
        _tag: "AddressPlaceChosen",
        at: 2,
        place: { string: "Złota 59", latitude: "52.23", longitude: "21.0" },
      }),
    )
    act(() =>
      h.dispatch({
        _tag: "AddressesLoaded",
        at: 3,
        addresses: [saved(1, "52.2319", "21.0191", true), saved(2, "52.2193", "21.0176"), saved(4, "52.23", "21.0")],
      }),
    )
    expect(map.calls.filter((c) => c.startsWith("setMarkers"))).toEqual([
      "setMarkers 52.2319,21.0191 52.2193,21.0176",
      "setMarkers 52.2319,21.0191 52.2193,21.0176 52.23,21",
    ])
  })

  it("draws no map without a key (the sandbox), as SPEC §2 says", async () => {
    const { h, draw } = setup(null, fakeMap().handle)
    act(() => h.dispatch({ _tag: "AddressFormOpened", at: 1, editingId: null }))
    await settle()
    expect(document.querySelector("[role='dialog'] section[aria-label='Map']")).toBeNull()
    expect(draw).not.toHaveBeenCalled()
  })
})
