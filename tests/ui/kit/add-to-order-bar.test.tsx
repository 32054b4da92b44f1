// @vitest-environment happy-dom

import { act } from "react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { type AddToOrderActions, AddToOrderBar, type AddToOrderState } from "../../../ui/kit/add-to-order-bar"
import { cleanup, clickEl, mount } from "./render"

const t = (_key: string, fallback: string) => fallback

/** The bar with no message, the total 26.90 zł, an increase allowed and no-op handlers, but for `props`; returns its container. */
const mountBar = (props: {
  readonly view?: Partial<AddToOrderState>
  readonly actions?: Partial<AddToOrderActions>
}): HTMLElement =>
  mount(
    <AddToOrderBar
      message={null}
      view={{ quantity: 1, canDecrease: false, canIncrease: true, adding: false, totalText: "26.90 zł", ...props.view }}
      actions={{ setQuantity: vi.fn(), addToCart: vi.fn(), ...props.actions }}
      t={t}
    />,
  ).container

const bar = (adding: boolean, onAdd = vi.fn()) => {
  const container = mountBar({ view: { adding }, actions: { addToCart: onAdd } })
  const button = container.querySelector<HTMLButtonElement>("[data-testid='add-to-order']")
  if (!button) throw new Error("no add button")
  return { button, onAdd }
}

afterEach(cleanup)

describe("the add button while an add is in flight", () => {
  it("idle: 'Add to order' with the total, and a click adds", () => {
    const { button, onAdd } = bar(false)
    expect(button.textContent).toBe("Add to order26.90 zł")
    expect(button.getAttribute("aria-busy")).toBeNull()
    clickEl(button)
    expect(onAdd).toHaveBeenCalledTimes(1)
  })

  it("adding: a spinner and 'Adding…', busy and not clickable, yet still focusable (not disabled)", () => {
    const { button, onAdd } = bar(true)
    expect(button.textContent).toBe("Adding…26.90 zł")
    expect(button.getAttribute("aria-busy")).toBe("true")
    expect(button.getAttribute("aria-disabled")).toBe("true")
    expect(button.disabled).toBe(false)
    clickEl(button)
    expect(onAdd).not.toHaveBeenCalled()
  })
})

describe("the quantity field's draft, held by the model (issue 26: in the log)", () => {
  /** Types `text` into the field as React sees a keystroke. */
  const type = (input: HTMLInputElement, text: string) =>
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, text)
      input.dispatchEvent(new Event("input", { bubbles: true }))
    })
  const stepper = (typed: string | null) => {
    const onType = vi.fn()
    const onQuantity = vi.fn()
    const container = mountBar({
      view: { quantity: 3, quantityTyped: typed, canDecrease: true },
      actions: { typeQuantity: onType, setQuantity: onQuantity },
    })
    const input = container.querySelector<HTMLInputElement>("input[type='number']")
    if (!input) throw new Error("no quantity field")
    return { input, onType, onQuantity }
  }

  it("shows the model's draft; an emptied field is sent as a draft, a plain number only as the quantity", () => {
    const { input, onType, onQuantity } = stepper(null)
    expect(input.value).toBe("3")
    type(input, "")
    expect(onType).toHaveBeenLastCalledWith("")
    expect(onQuantity).not.toHaveBeenCalled()
    type(input, "7")
    expect(onQuantity).toHaveBeenLastCalledWith(7)
    expect(onType).toHaveBeenCalledTimes(1)
  })

  it("a draft shown ('100', the quantity sent being 99) goes on blur", () => {
    const { input, onType } = stepper("100")
    expect(input.value).toBe("100")
    act(() => {
      input.focus()
      input.blur()
    })
    expect(onType).toHaveBeenLastCalledWith(null)
  })
})
