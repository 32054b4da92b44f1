// @vitest-environment happy-dom
import { act } from "react"
import { afterEach, describe, expect, it } from "vitest"
import { Widget } from "../../../domain"
import { CartBar } from "../../../ui/menu/cart-bar"
import { cleanupRendered, renderWithModel } from "../model/render-with-model"

afterEach(cleanupRendered)

const render = () => renderWithModel(<CartBar />, { boot: true })

const status = (container: HTMLElement) => container.querySelector("[role='status']")

describe("the cart bar's 'Added' confirmation", () => {
  it("a polite status exists before any add, then says 'Added' for the success delay, and the bar shows it too", async () => {
    const { model, container } = await render()
    expect(status(container)?.getAttribute("aria-live")).toBe("polite")
    expect(status(container)?.textContent).toBe("")
    await act(async () => {
      await model.commands.cart.changeOrderType("pickup")
      model.commands.product.open(1002)
      model.commands.product.toggleAddon("g:Rodzaj ciasta", 6001)
      await model.commands.product.addToCart()
    })
    expect(status(container)?.textContent).toBe("Added")
    expect(container.querySelector("[data-testid='cart-bar-added']")?.textContent).toBe("Added")
    // Still there well inside the delay, gone once it has passed.
    await act(() => new Promise((r) => setTimeout(r, Widget.DELAYS.successMessageMs - 700)))
    expect(status(container)?.textContent).toBe("Added")
    await act(() => new Promise((r) => setTimeout(r, 800)))
    expect(status(container)?.textContent).toBe("")
    expect(container.querySelector("[data-testid='cart-bar-added']")).toBeNull()
    expect(container.textContent).toContain("View Cart")
  })
})
