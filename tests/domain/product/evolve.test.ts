import { describe, expect, it } from "vitest"
import { reduce } from "../../../domain/widget/evolve"
import { initialState } from "../../../domain/widget/initial-state"
import { isValidState } from "../../../domain/widget/validity"
import { given } from "../../support/given"
import { event } from "../widget/entities"

const opened = given(event("ProductModalOpened", { productId: 1001 }))
const halfAndHalf = given(
  event("ProductModalOpened", { productId: 1002 }),
  event("HalfAndHalfToggled", { on: true }),
  event("SecondHalfChosen", { productId: 1020 }),
  event("AddonSelectionChanged", { half: "first", groupKey: "Rodzaj ciasta", optionIds: [6002] }),
  event("AddonSelectionChanged", { half: "second", groupKey: "Rodzaj ciasta", optionIds: [6001] }),
  event("IngredientExclusionChanged", { half: "second", ingredientIds: [5003] }),
  event("HalfTabChosen", { half: "second" }),
)

describe("opening", () => {
  it("opens on the product as its own variant, whole, quantity 1, nothing chosen", () => {
    expect(opened.productModal).toEqual({
      productId: 1001,
      variantId: 1001,
      halfAndHalf: false,
      activeHalf: "first",
      secondProductId: null,
      selections: { first: {}, second: {} },
      excluded: { first: [], second: [] },
      quantity: 1,
      validation: [],
    })
  })

  it("modal events do nothing while the modal is closed", () => {
    for (const e of [
      event("VariantChosen", { productId: 1 }),
      event("AddonSelectionChanged", { half: "first", groupKey: "g", optionIds: [1] }),
      event("ModalQuantityChanged", { quantity: 3 }),
      event("ProductModalClosed", {}),
    ]) {
      expect(reduce(initialState, e)).toBe(initialState)
    }
  })
})

describe("selections", () => {
  it("records the group's new selection as decided by the selection rule", () => {
    const state = reduce(
      opened,
      event("AddonSelectionChanged", { half: "first", groupKey: "Sosy do brzegów", optionIds: [6005, 6006] }),
    )
    expect(state.productModal?.selections.first).toEqual({ "Sosy do brzegów": [6005, 6006] })
  })

  it("an emptied group is removed, so 'chosen then cleared' equals 'never chosen'", () => {
    const state = given(
      event("ProductModalOpened", { productId: 1001 }),
      event("AddonSelectionChanged", { half: "first", groupKey: "Rodzaj ciasta", optionIds: [6001] }),
      event("AddonSelectionChanged", { half: "first", groupKey: "Rodzaj ciasta", optionIds: [] }),
    )
    expect(state).toEqual(opened)
  })

  it("changing the variant clears the selected options and exclusions", () => {
    const state = reduce(halfAndHalf, event("VariantChosen", { productId: 1003 }))
    expect(state.productModal).toMatchObject({
      variantId: 1003,
      selections: { first: {}, second: {} },
      excluded: { first: [], second: [] },
    })
  })

  it("a new selection clears the validation messages", () => {
    const failed = reduce(
      opened,
      event("ModalValidationFailed", { messages: ["Wybierz co najmniej jedną opcję z Rodzaj ciasta"] }),
    )
    expect(failed.productModal?.validation).toEqual(["Wybierz co najmniej jedną opcję z Rodzaj ciasta"])
    const fixed = reduce(
      failed,
      event("AddonSelectionChanged", { half: "first", groupKey: "Rodzaj ciasta", optionIds: [6001] }),
    )
    expect(fixed.productModal?.validation).toEqual([])
  })

  it("quantity stays within 1–99; outside that the event does not apply", () => {
    expect(reduce(opened, event("ModalQuantityChanged", { quantity: 99 })).productModal?.quantity).toBe(99)
    expect(reduce(opened, event("ModalQuantityChanged", { quantity: 0 }))).toBe(opened)
    expect(reduce(opened, event("ModalQuantityChanged", { quantity: 100 }))).toBe(opened)
  })
})

describe("half-and-half", () => {
  it("keeps a selection and exclusions per half, and the active tab", () => {
    expect(halfAndHalf.productModal).toMatchObject({
      halfAndHalf: true,
      activeHalf: "second",
      secondProductId: 1020,
      selections: { first: { "Rodzaj ciasta": [6002] }, second: { "Rodzaj ciasta": [6001] } },
      excluded: { first: [], second: [5003] },
    })
    expect(isValidState(halfAndHalf)).toBe(true)
  })

  it("choosing another second half resets the second half's add-ons and sets its product id", () => {
    const state = reduce(halfAndHalf, event("SecondHalfChosen", { productId: 1008 }))
    expect(state.productModal).toMatchObject({
      secondProductId: 1008,
      selections: { first: { "Rodzaj ciasta": [6002] }, second: {} },
      excluded: { second: [] },
    })
  })

  it("switching half-and-half off forgets the second half and returns to the first tab", () => {
    const state = reduce(halfAndHalf, event("HalfAndHalfToggled", { on: false }))
    expect(state.productModal).toMatchObject({
      halfAndHalf: false,
      activeHalf: "first",
      secondProductId: null,
      selections: { first: { "Rodzaj ciasta": [6002] }, second: {} },
    })
  })

  it("second-half events do not apply while half-and-half is off", () => {
    expect(reduce(opened, event("HalfTabChosen", { half: "second" }))).toBe(opened)
    expect(reduce(opened, event("SecondHalfChosen", { productId: 1020 }))).toBe(opened)
    expect(reduce(opened, event("AddonSelectionChanged", { half: "second", groupKey: "g", optionIds: [1] }))).toBe(
      opened,
    )
    expect(reduce(opened, event("IngredientExclusionChanged", { half: "second", ingredientIds: [1] }))).toBe(opened)
  })

  it("closing forgets everything", () => {
    expect(reduce(halfAndHalf, event("ProductModalClosed", {})).productModal).toBeNull()
  })
})
