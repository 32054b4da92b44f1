// @vitest-environment happy-dom
import { act } from "react"
import { afterEach, describe, expect, it } from "vitest"
import { Money, Product } from "../../../domain"
import { MenuScreen } from "../../../ui/menu/menu-screen"
import { fixtureMenu } from "../model/fake-api"
import { cleanupRendered, renderWithModel } from "../model/render-with-model"

afterEach(cleanupRendered)

const render = (restaurant = 1) => renderWithModel(<MenuScreen />, { restaurant })

/** The frame after a commit is painted and the transition that draws the cards below the screen has run. */
const afterPaint = () => act(async () => new Promise((done) => setTimeout(done, 50)))

/** Whether a card got the lazy off-screen style (cards.module.css `.belowScreen`). */
const belowScreen = (card: Element) => /belowScreen/.test(card.className)

const buttonNamed = (container: HTMLElement, name: string) =>
  [...container.querySelectorAll("button")].find((b) => b.textContent?.trim() === name)

describe("MenuScreen", () => {
  it("shows skeletons before the menu loads, then the restaurant name and combo cards", async () => {
    const { model, container } = await render()
    expect(container.querySelector("[aria-busy='true']")).not.toBeNull()
    expect(container.querySelector("h1")).toBeNull()
    await act(() => model.commands.widget.boot())
    expect(container.querySelector("h1")?.textContent).toBe("Pizzeria Bella Napoli")
    const names = [...container.querySelectorAll("section h3")].map((h) => h.textContent)
    expect(names).toEqual(fixtureMenu(1).combos.data.map((c) => c.name))
    expect(container.textContent).toContain("Select Address")
    expect(buttonNamed(container, "Sign up")).toBeDefined()
    expect(buttonNamed(container, "Pickup-10%")).toBeDefined()
  })

  it("lists 12 products with prices, Show More reveals the rest, and the add button opens the product", async () => {
    const { model, container } = await render()
    await act(() => model.commands.widget.boot())
    await act(async () => buttonNamed(container, "Pizza")?.click())
    const cards = () => container.querySelectorAll("section > ul > li")
    // The tap's frame draws the first screenful (ui/menu/cards-drawn.ts), the rest of the 12 right after.
    expect(cards()).toHaveLength(6)
    await afterPaint()
    expect(cards()).toHaveLength(12)
    // Cards the transition drew below the screen render lazily off screen (content-visibility); the
    // answering frame's cards are on screen and do not (a second style and layout pass there).
    expect([...cards()].map(belowScreen)).toEqual([...Array(6).fill(false), ...Array(6).fill(true)])
    const first = fixtureMenu(1).products.data.find((p) => p.id === 1001)
    if (!first) throw new Error("no Margherita")
    expect(cards()[0]?.textContent).toContain(Money.formatPrice(Product.productCardPrice(first).from, "pl"))
    await act(async () => buttonNamed(container, "Show More")?.click())
    expect(cards()).toHaveLength(15)
    await afterPaint()
    expect(cards()).toHaveLength(15)
    // Show More's own frame drew cards 13–15 where the customer is looking; the lazy ones stay lazy.
    expect([...cards()].map(belowScreen)).toEqual([
      ...Array(6).fill(false),
      ...Array(6).fill(true),
      false,
      false,
      false,
    ])
    expect(buttonNamed(container, "Show More")).toBeUndefined()
    await act(async () => cards()[0]?.querySelector("button")?.click())
    expect(model.state.value.productModal?.productId).toBe(1001)
  })

  it("the address button opens the address modal and order-type buttons switch the type", async () => {
    const { model, container } = await render()
    await act(() => model.commands.widget.boot())
    await act(async () => buttonNamed(container, "Select Address")?.click())
    expect(model.state.value.addressModal.view).toBe("list")
    await act(async () => buttonNamed(container, "Pickup-10%")?.click())
    expect(model.state.value.orderType).toBe("pickup")
    expect(buttonNamed(container, "Pickup-10%")?.getAttribute("aria-pressed")).toBe("true")
  })

  it("a first letter keeps the tab's cards its results begin with, the tabs' counts follow the painted frame, Escape brings the tab back", async () => {
    const { model, container } = await render()
    await act(() => model.commands.widget.boot())
    await afterPaint()
    const cards = () => [...container.querySelectorAll("section li")].filter((li) => li.querySelector("h3"))
    const combos = fixtureMenu(1).combos.data
    const before = cards()
    expect(before.map((li) => li.querySelector("h3")?.textContent)).toEqual(combos.map((c) => c.name))
    // The first combo's first word: the results begin with the Combos group, drawn from the same cards.
    const query = (combos[0]?.name ?? "").split(" ")[0]?.slice(0, 3).toLowerCase() ?? ""
    await act(async () => model.commands.search.type(query))
    const grid = container.querySelector(`section ul[data-results-for="${query}"]`)
    expect(grid?.getAttribute("data-results-group")).toBe("combos")
    const shownCombos = [...(grid?.children ?? [])]
    expect(shownCombos.length).toBeGreaterThan(0)
    for (const card of shownCombos)
      expect(before.find((li) => li.querySelector("h3")?.textContent === card.querySelector("h3")?.textContent)).toBe(
        card,
      )
    // The strip's counts are not drawn in the keystroke's frame, but once it is painted.
    const counted = () => container.querySelectorAll("nav li button span").length
    expect(counted()).toBe(0)
    await afterPaint()
    expect(counted()).toBeGreaterThan(0)
    await act(async () => model.commands.search.clearText())
    expect(container.querySelector("[data-results-for]")).toBeNull()
    // Back on the tab, the cards the results showed are still the same elements.
    for (const card of shownCombos) expect(cards()).toContain(card)
    await afterPaint()
    expect(counted()).toBe(0)
  })
})
