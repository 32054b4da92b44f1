// @vitest-environment happy-dom
import { describe, expect, it } from "vitest"
import { Combo, Money } from "../../../domain"
import { ComboModal } from "../../../ui/combo-modal/combo-modal"
import { comboModalView } from "../../../ui/combo-modal/combo-modal-view"
import { type Harness, mountLive, openDialog } from "../kit/live"
import { modelHarness } from "../kit/model-harness"
import { clickEl, dialogNamed, fakeTimersAndCleanupEachTest } from "../kit/render"

const comboModal = (h: Harness) => <ComboModal view={comboModalView(h.state.value, h.t)} t={h.t} actions={h.combo} />

fakeTimersAndCleanupEachTest()

const open = (comboId: number) => mountLive(modelHarness(), comboModal, (h) => h.combo.open(comboId))

const dialog = (): HTMLElement => openDialog("combo")
const optionCards = () => Array.from(dialog().querySelectorAll<HTMLButtonElement>("button[aria-pressed]"))
const card = (name: string) => optionCards().find((c) => c.textContent?.includes(name))
const groupRows = () => Array.from(dialog().querySelectorAll("li[data-focused]"))
const row = (group: string) => groupRows().find((r) => r.textContent?.startsWith(group))
const addButton = () =>
  Array.from(dialog().querySelectorAll("button")).find((b) => b.textContent?.includes("Add to order"))

const expectedTotal = (h: Harness) => {
  const state = h.state.peek()
  const modal = state.comboModal
  const combo = state.catalogue.combos?.find((c) => c.id === modal?.comboId)
  if (!modal || !combo) throw new Error("no combo open")
  return Money.formatPrice(Combo.comboPrice(combo, Combo.modalChoice(modal), modal.quantity))
}

describe("combo modal", () => {
  it("shows the first group's options as cards with name, variable_name and '+x.xx zł' / 'Free'", () => {
    open(901)
    expect(dialogNamed("Zestaw dla dwojga")).toBeDefined()
    expect(dialog().querySelector("h3")?.textContent).toBe("Pizza")
    expect(optionCards().map((c) => c.textContent)).toEqual([
      "Margherita32 cmFree",
      "Pepperoni32 cm+6.00 zł",
      "Capricciosa32 cm+6.00 zł",
      "Quattro Formaggi32 cm+8.00 zł",
      "Diavola32 cm+6.00 zł",
    ])
    expect(card("Margherita")?.getAttribute("aria-pressed")).toBe("true")
  })

  it("lists every group with its chosen option and a 'Change' button that shows that group's options", () => {
    open(901)
    expect(groupRows().map((r) => r.querySelector("div")?.textContent)).toEqual([
      "PizzaMargherita · 32 cm",
      "Napój +2.50 złCoca-Cola · 0.5 l",
      "DeserTiramisu",
    ])
    clickEl(row("Napój")?.querySelector("button"))
    expect(dialog().querySelector("h3")?.textContent).toBe("Napój")
    // Focus follows to the group's chosen card, which also scrolls the options into view on a phone.
    expect(document.activeElement).toBe(card("Coca-Cola"))
    // A card shows the option's own extra_price (SPEC §2); the group's 2.50 surcharge is shown on the group
    // (issue 27), so an option with no extra_price of its own still adds money and is never 'Free'.
    expect(dialog().querySelector("h3 + p")?.textContent).toBe("Each choice here adds +2.50 zł")
    expect(card("Fanta")?.textContent).toBe("Fanta0.5 l")
    expect(
      optionCards()
        .map((c) => c.textContent)
        .join("|"),
    ).not.toContain("Free")
    expect(card("Lemoniada domowa")?.textContent).toContain("+3.50 zł")
    expect(row("Napój")?.querySelector("button")?.textContent).toBe("Change Napój")
  })

  it("updates the chosen option and the running total (from the domain's comboPrice) on both places", () => {
    const h = open(901)
    clickEl(card("Quattro Formaggi"))
    expect(row("Pizza")?.textContent).toContain("Quattro Formaggi")
    expect(card("Margherita")?.getAttribute("aria-pressed")).toBe("false")
    const total = expectedTotal(h)
    // 59.99 base + 8.00 pizza + 2.50 drink group extra.
    expect(total).toBe("70.49 zł")
    expect(dialog().textContent).toContain(`Total${total}`)
    expect(addButton()?.textContent).toBe(`Add to order${total}`)
    clickEl(dialog().querySelector("button[aria-label='Increase quantity']"))
    expect(addButton()?.textContent).toBe(`Add to order${expectedTotal(h)}`)
    expect(expectedTotal(h)).toBe("140.98 zł")
  })

  it("adds the selection as combo_id, quantity and groups of group_id, option_id, product_id, extra", () => {
    const h = open(904)
    clickEl(card("Calzone Piccante"))
    clickEl(addButton())
    expect(h.addedCombos).toEqual([
      {
        combo_id: 904,
        quantity: 1,
        groups: [
          { group_id: 9110, option_id: 9237, product_id: 1063, extra: 2 },
          { group_id: 9111, option_id: 9238, product_id: 1088, extra: 0 },
        ],
      },
    ])
  })

  it("says 'Please complete your combo selection' and adds nothing when no group is chosen", () => {
    const h = mountLive(modelHarness(), comboModal, (h) =>
      h.dispatch({ _tag: "ComboModalOpened", at: 1, comboId: 902, choice: [] }),
    )
    expect(groupRows().every((r) => r.textContent?.includes("Not chosen"))).toBe(true)
    clickEl(addButton())
    expect(dialog().querySelector("[role='alert']")?.textContent).toBe("Please complete your combo selection")
    expect(h.addedCombos).toEqual([])
  })
})
