import { useSignals } from "@preact/signals-react/runtime"
// @vitest-environment happy-dom
import { act } from "react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import type { Wire } from "../../../domain"
import { AUTOCOMPLETE_DEBOUNCE_MS } from "../../../ui/address/address-combobox"
import { AddressModal, type AddressModalActions } from "../../../ui/address/address-modal"
import { addressModalView } from "../../../ui/address/address-modal-view"
import { MODAL_FADE_MS } from "../../../ui/kit/motion"
import { modelHarness } from "../kit/model-harness"
import { cleanup, clickEl, dialogNamed, mount, press } from "../kit/render"

type Harness = ReturnType<typeof modelHarness>

const saved: ReadonlyArray<Wire.Address> = [
  {
    id: 11,
    string: "Marszałkowska 10, 00-590, Warszawa, Polska",
    latitude: "52.2193",
    longitude: "21.0176",
    address_line_2: "m. 4",
    is_active: false,
  },
  {
    id: 12,
    string: "Nowy Świat 21, 00-029, Warszawa, Polska",
    latitude: "52.2319",
    longitude: "21.0191",
    address_line_2: null,
    is_active: true,
  },
]

const gazetteer: ReadonlyArray<Wire.Place> = [
  { string: "Plac Defilad 1, 00-901, Warszawa, Polska", latitude: "52.2318", longitude: "21.0060" },
  { string: "Plac Zbawiciela 5, 00-573, Warszawa, Polska", latitude: "52.2196", longitude: "21.0154" },
]

function Live({ harness, actions }: { harness: Harness; actions: AddressModalActions }) {
  useSignals()
  return <AddressModal view={addressModalView(harness.state.value, harness.t)} t={harness.t} actions={actions} />
}

/** The real projection over the real reducer; navigation commands dispatch the model's events, the rest are spies. */
const setup = (addresses: ReadonlyArray<Wire.Address> = saved) => {
  const h = modelHarness({ addresses })
  const at = () => 1
  const actions = {
    select: vi.fn(),
    openForm: (editingId: number | null) => h.dispatch({ _tag: "AddressFormOpened", at: at(), editingId }),
    showList: () => h.dispatch({ _tag: "AddressListShown", at: at() }),
    back: () => h.dispatch({ _tag: "AddressListShown", at: at() }),
    close: () => h.dispatch({ _tag: "AddressModalClosed", at: at() }),
    choosePlace: (place: Wire.Place) => h.dispatch({ _tag: "AddressPlaceChosen", at: at(), place }),
    editForm: (patch: { readonly typed?: string; readonly line2?: string }) =>
      h.dispatch({ _tag: "AddressFormEdited", at: at(), patch }),
    refuseSave: () => h.dispatch({ _tag: "AddressSaveRefused", at: at() }),
    search: vi.fn(async (text: string) => gazetteer.filter((p) => p.string.toLowerCase().includes(text.toLowerCase()))),
    useCurrentLocation: vi.fn(async (): Promise<string | null> => null),
    save: vi.fn(),
    remove: vi.fn(),
  } satisfies AddressModalActions
  mount(<Live harness={h} actions={actions} />)
  return { h, actions }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const dialog = (): HTMLElement => {
  const d = document.querySelector<HTMLElement>("[role='dialog'][data-modal='address']")
  if (!d) throw new Error("the address modal is not open")
  return d
}
const buttonNamed = (name: string) =>
  Array.from(dialog().querySelectorAll("button")).find(
    (b) => b.textContent === name || b.getAttribute("aria-label") === name,
  )
const type = (input: HTMLInputElement, value: string) =>
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, value)
    input.dispatchEvent(new Event("input", { bubbles: true }))
  })
const combobox = () => dialog().querySelector<HTMLInputElement>("[role='combobox']") as HTMLInputElement

describe("address list modal", () => {
  it("lists the saved addresses with the active one marked, selects on click and edits with the pencil", () => {
    const { h, actions } = setup()
    act(() => h.dispatch({ _tag: "AddressModalOpened", at: 1 }))
    expect(dialogNamed("Select Address")).toBeDefined()
    const rows = Array.from(dialog().querySelectorAll("li"))
    expect(rows.map((r) => r.getAttribute("data-active"))).toEqual(["false", "true"])
    expect(rows[1]?.querySelector("[aria-current='true']")?.textContent).toContain("Nowy Świat 21")
    expect(rows[0]?.textContent).toContain("m. 4")
    clickEl(rows[0]?.querySelector("button"))
    expect(actions.select).toHaveBeenCalledWith(11)
    clickEl(buttonNamed("Edit: Marszałkowska 10, 00-590, Warszawa, Polska"))
    expect(dialogNamed("Edit Address")).toBeDefined()
    expect(combobox().value).toBe("Marszałkowska 10, 00-590, Warszawa, Polska")
  })

  it("opens the empty form from 'Add New Address'", () => {
    const { h } = setup()
    act(() => h.dispatch({ _tag: "AddressModalOpened", at: 1 }))
    clickEl(buttonNamed("Add New Address"))
    expect(dialogNamed("Add New Address")).toBeDefined()
    expect(combobox().value).toBe("")
    expect(document.activeElement).toBe(combobox())
  })
})

describe("address form modal", () => {
  it("suggests addresses in an accessible listbox; arrows and Enter choose one", async () => {
    const { h, actions } = setup([])
    act(() => h.dispatch({ _tag: "AddressFormOpened", at: 1, editingId: null }))
    const input = combobox()
    type(input, "plac")
    expect(actions.search).not.toHaveBeenCalled()
    await act(async () => {
      vi.advanceTimersByTime(AUTOCOMPLETE_DEBOUNCE_MS)
    })
    expect(actions.search).toHaveBeenCalledWith("plac")
    const listbox = document.getElementById(input.getAttribute("aria-controls") ?? "")
    expect(input.getAttribute("aria-expanded")).toBe("true")
    expect(Array.from(listbox?.querySelectorAll("[role='option']") ?? []).map((o) => o.textContent)).toEqual(
      gazetteer.map((p) => p.string),
    )
    press("ArrowDown")
    press("ArrowDown")
    expect(document.getElementById(input.getAttribute("aria-activedescendant") ?? "")?.textContent).toBe(
      "Plac Zbawiciela 5, 00-573, Warszawa, Polska",
    )
    press("Enter")
    expect(input.getAttribute("aria-expanded")).toBe("false")
    expect(h.state.peek().addressModal.place).toEqual(gazetteer[1])
    expect(input.value).toBe("Plac Zbawiciela 5, 00-573, Warszawa, Polska")
  })

  it("Escape closes the suggestions first and only then the modal", async () => {
    const { h } = setup([])
    act(() => h.dispatch({ _tag: "AddressFormOpened", at: 1, editingId: null }))
    type(combobox(), "plac")
    await act(async () => {
      vi.advanceTimersByTime(AUTOCOMPLETE_DEBOUNCE_MS)
    })
    press("Escape")
    expect(combobox().getAttribute("aria-expanded")).toBe("false")
    act(() => {
      vi.advanceTimersByTime(MODAL_FADE_MS)
    })
    expect(h.state.peek().addressModal.view).toBe("form")
    press("Escape")
    act(() => {
      vi.advanceTimersByTime(MODAL_FADE_MS)
    })
    expect(h.state.peek().addressModal.view).toBe("closed")
  })

  it("saves only with address text, latitude and longitude; otherwise it says why, announced, until a place is chosen", async () => {
    const { h, actions } = setup([])
    act(() => h.dispatch({ _tag: "AddressFormOpened", at: 1, editingId: null }))
    // Nothing is said before the customer tries to save.
    expect(dialog().querySelector("[role='alert']")).toBeNull()
    type(combobox(), "Somewhere I typed")
    clickEl(buttonNamed("Add Address"))
    expect(actions.save).not.toHaveBeenCalled()
    const alert = dialog().querySelector("[role='alert']")
    expect(alert?.textContent).toBe(
      "Type your address and choose it from the suggestions (or use your current location).",
    )
    // The button names the reason for screen readers too.
    expect(buttonNamed("Add Address")?.getAttribute("aria-describedby")).toBe(alert?.id)
    act(() => h.dispatch({ _tag: "AddressPlaceChosen", at: 1, place: gazetteer[0] as Wire.Place }))
    expect(dialog().querySelector("[role='alert']")).toBeNull()
    const line2 = Array.from(dialog().querySelectorAll<HTMLInputElement>("input")).find((i) => i !== combobox())
    if (!line2) throw new Error("no address_line_2 field")
    type(line2, "klatka B")
    clickEl(buttonNamed("Add Address"))
    expect(actions.save).toHaveBeenCalledWith({ ...gazetteer[0], address_line_2: "klatka B" })
  })

  it("'Use my current location' with no address there shows the message in the form, and the field keeps what it had", async () => {
    const { h, actions } = setup([])
    actions.useCurrentLocation.mockImplementation(async () => "No results found")
    act(() => h.dispatch({ _tag: "AddressFormOpened", at: 1, editingId: null }))
    await act(async () => {
      clickEl(buttonNamed("Use my current location"))
    })
    expect(dialog().querySelector("[data-testid='location-error']")?.textContent).toBe("No results found")
    expect(dialog().querySelector("[data-testid='location-error']")?.getAttribute("role")).toBe("alert")
    expect(combobox().value).toBe("")
    expect(h.state.peek().addressModal.place).toBeNull()
  })

  it("shows Delete only when editing, and 'Save Address' instead of 'Add Address'", () => {
    const { h, actions } = setup()
    act(() => h.dispatch({ _tag: "AddressFormOpened", at: 1, editingId: null }))
    expect(buttonNamed("Delete")).toBeUndefined()
    expect(buttonNamed("Add Address")).toBeDefined()
    clickEl(buttonNamed("Go Back"))
    expect(dialogNamed("Select Address")).toBeDefined()
    act(() => h.dispatch({ _tag: "AddressFormOpened", at: 1, editingId: 11 }))
    expect(buttonNamed("Save Address")).toBeDefined()
    expect(buttonNamed("Add Address")).toBeUndefined()
    const line2 = Array.from(dialog().querySelectorAll<HTMLInputElement>("input")).find((i) => i !== combobox())
    expect(line2?.value).toBe("m. 4")
    clickEl(buttonNamed("Delete"))
    expect(actions.remove).toHaveBeenCalledWith(11)
  })

  it("offers 'Use my current location' and shows no map without a map key", () => {
    const { h, actions } = setup([])
    act(() => h.dispatch({ _tag: "AddressFormOpened", at: 1, editingId: null }))
    clickEl(buttonNamed("Use my current location"))
    expect(actions.useCurrentLocation).toHaveBeenCalledTimes(1)
    expect(h.state.peek().settings.gcpKey).toBeNull()
    expect(dialog().querySelector("[data-map]")).toBeNull()
    expect(dialog().textContent).not.toContain("map")
  })
})
