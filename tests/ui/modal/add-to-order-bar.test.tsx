// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest"
import { AddToOrderBar } from "../../../ui/modal/add-to-order-bar"
import { cleanup, clickEl, mount } from "./render"

const t = (_key: string, fallback: string) => fallback

const bar = (adding: boolean, onAdd = vi.fn()) => {
  const { container } = mount(
    <AddToOrderBar
      message={null}
      quantity={1}
      canDecrease={false}
      canIncrease={true}
      adding={adding}
      totalText="26.90 zł"
      onQuantity={vi.fn()}
      onAdd={onAdd}
      t={t}
    />,
  )
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
