// @vitest-environment happy-dom
import { act } from "react"
import { describe, expect, it, vi } from "vitest"
import { Money, Product, Widget, type Wire } from "../../../domain"
import { ProductModal, warmProductModal } from "../../../ui/product-modal/product-modal"
import { productModalView } from "../../../ui/product-modal/product-modal-view"
import { type Harness, mountLive, openDialog } from "../kit/live"
import { modelHarness } from "../kit/model-harness"
import { clickEl, dialogNamed, fakeTimersAndCleanupEachTest } from "../kit/render"

const productModal = (h: Harness) => (
  <ProductModal view={productModalView(h.state.value, h.t)} t={h.t} actions={h.product} />
)

fakeTimersAndCleanupEachTest()

const open = (productId: number) => mountLive(modelHarness(), productModal, (h) => h.product.open(productId))

const dialog = (): HTMLElement => openDialog("product")

const fieldset = (legendStart: string): HTMLFieldSetElement => {
  const found = Array.from(dialog().querySelectorAll("fieldset")).find((f) =>
    f.querySelector("legend")?.textContent?.startsWith(legendStart),
  )
  if (!found) throw new Error(`no group ${legendStart}`)
  return found
}

const input = (group: HTMLElement, optionName: string): HTMLInputElement => {
  const label = Array.from(group.querySelectorAll("label")).find((l) => l.textContent?.includes(optionName))
  const el = label?.querySelector("input")
  if (!el) throw new Error(`no option ${optionName}`)
  return el
}

const button = (text: string): HTMLButtonElement => {
  const b = Array.from(dialog().querySelectorAll("button")).find(
    (x) => x.textContent?.includes(text) || x.getAttribute("aria-label") === text,
  )
  if (!b) throw new Error(`no button ${text}`)
  return b
}

const productById = (h: Harness, id: number): Wire.Product => {
  const p = h.state.peek().catalogue.products?.find((x) => x.id === id)
  if (!p) throw new Error(`no product ${id}`)
  return p
}

describe("product customisation modal", () => {
  it("is named by the product and offers the sizes sorted by the number in variable_name", () => {
    open(1002)
    expect(dialogNamed("Margherita")).toBeDefined()
    const sizes = fieldset("Size")
    const labels = Array.from(sizes.querySelectorAll("label")).map((l) => l.querySelector("span")?.textContent)
    expect(labels).toEqual(["24 cm", "32 cm", "42 cm"])
    expect(input(sizes, "32 cm").checked).toBe(true)
  })

  it("shows the hints, the 'Required' badge and the gathered 'Choose ingredients' list tagged 'Additional'", () => {
    open(1002)
    const dough = fieldset("Rodzaj ciasta")
    expect(dough.querySelector("legend")?.textContent).toContain("Choose 1")
    expect(dough.querySelector("legend")?.textContent).toContain("Required")
    const sauces = fieldset("Sosy do brzegów")
    expect(sauces.querySelector("legend")?.textContent).toContain("Choose 2")
    expect(sauces.querySelector("legend")?.textContent).not.toContain("Required")
    const extra = fieldset("Choose ingredients")
    expect(extra.querySelector("legend")?.textContent).toContain("Additional")
    expect(input(dough, "Cienkie").type).toBe("radio")
    expect(input(sauces, "Czosnkowy").type).toBe("checkbox")
  })

  it("prices add-ons as '+X.XX zł' and a free one as 'Free'", () => {
    open(1002)
    const dough = fieldset("Rodzaj ciasta")
    expect(input(dough, "Cienkie").closest("label")?.textContent).toContain("Free")
    expect(input(dough, "Grube").closest("label")?.textContent).toContain("+3.00 zł")
    // price_in_addon wins over the ingredient's own price (SPEC §9): 4.50 zł on the 32 cm, not 4.00 zł.
    expect(input(fieldset("Choose ingredients"), "Pieczarki").closest("label")?.textContent).toBe("Pieczarki+4.50 zł")
  })

  it("radio: choosing one clears the others and clicking the chosen one again clears it", () => {
    open(1002)
    const dough = fieldset("Rodzaj ciasta")
    clickEl(input(dough, "Grube"))
    expect(input(dough, "Grube").checked).toBe(true)
    clickEl(input(dough, "Cienkie"))
    expect(input(dough, "Cienkie").checked).toBe(true)
    expect(input(dough, "Grube").checked).toBe(false)
    clickEl(input(dough, "Cienkie"))
    expect(input(dough, "Cienkie").checked).toBe(false)
    expect(Array.from(dough.querySelectorAll("input")).some((i) => i.checked)).toBe(false)
  })

  it("checkboxes: a 'Choose 2' group disables the other boxes once two are ticked", () => {
    open(1002)
    const sauces = fieldset("Sosy do brzegów")
    clickEl(input(sauces, "Czosnkowy"))
    clickEl(input(sauces, "Pomidorowy"))
    expect(input(sauces, "BBQ").disabled).toBe(true)
    clickEl(input(sauces, "Czosnkowy"))
    expect(input(sauces, "Czosnkowy").checked).toBe(false)
    expect(input(sauces, "BBQ").disabled).toBe(false)
  })

  it("blocks adding with the mandatory-group message and adds once the group is chosen", () => {
    const h = open(1002)
    clickEl(button("Add to order"))
    expect(dialog().querySelector("[role='alert']")?.textContent).toBe("Choose at least one option from Rodzaj ciasta")
    expect(h.addedItems).toEqual([])
    clickEl(input(fieldset("Rodzaj ciasta"), "Grube"))
    expect(dialog().querySelector("[role='alert']")?.textContent).toBe("")
    clickEl(button("Add to order"))
    expect(h.addedItems).toEqual([
      { product_id: 1002, addons: [6002], quantity: 1, exclude_ingredients: [], special: null },
    ])
  })

  it("shows the live total from the domain's pricing on the add button", () => {
    const h = open(1002)
    clickEl(input(fieldset("Rodzaj ciasta"), "Grube"))
    clickEl(input(fieldset("Choose ingredients"), "Pieczarki"))
    clickEl(button("Increase quantity"))
    const product = productById(h, 1002)
    const groups = Product.addonGroups(product)
    const modal = h.state.peek().productModal
    const expected = Product.linePrice({
      product,
      addonIds: Product.selectedAddonIds(groups, modal?.selections.first ?? {}),
      quantity: 2,
    })
    expect(button("Add to order").textContent).toContain(Money.formatPrice(expected))
  })

  it("offers exclusion only for ingredients that are deletable in the product", () => {
    const h = open(1002)
    const remove = fieldset("Remove ingredients")
    const names = Array.from(remove.querySelectorAll("label")).map((l) => l.textContent)
    expect(names).toEqual(["Świeża bazylia", "Oliwa extra vergine"])
    clickEl(input(remove, "Świeża bazylia"))
    expect(h.state.peek().productModal?.excluded.first).toEqual([5003])
  })

  it("keeps the quantity within 1–99 with − / + and the labelled field", () => {
    const h = open(1002)
    expect(button("Decrease quantity").disabled).toBe(true)
    const field = dialog().querySelector<HTMLInputElement>("input[type='number']")
    if (!field) throw new Error("no quantity field")
    expect(document.querySelector(`label[for='${field.id}']`)?.textContent).toBe("Quantity")
    act(() => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set
      setter?.call(field, "150")
      field.dispatchEvent(new Event("input", { bubbles: true }))
    })
    expect(h.state.peek().productModal?.quantity).toBe(99)
    expect(button("Increase quantity").disabled).toBe(true)
  })

  it("offers half-and-half only on a size that allows it, with first/second-half tabs", () => {
    open(1001)
    expect(dialog().querySelector("[role='switch']")).toBeNull()
    clickEl(input(fieldset("Size"), "32 cm"))
    const toggle = dialog().querySelector<HTMLInputElement>("[role='switch']")
    expect(toggle).not.toBeNull()
    if (toggle) clickEl(toggle)
    const tabs = Array.from(dialog().querySelectorAll("[role='tab']"))
    expect(tabs.map((t) => t.getAttribute("aria-selected"))).toEqual(["true", "false"])
    expect(tabs[0]?.textContent).toContain("Margherita")
  })

  it("picks the second half from the same category, resets its add-ons on change and names a group missing in both halves once", () => {
    const h = open(1002)
    const toggle = dialog().querySelector<HTMLInputElement>("[role='switch']")
    if (toggle) clickEl(toggle)
    const secondTab = Array.from(dialog().querySelectorAll<HTMLElement>("[role='tab']"))[1]
    if (secondTab) clickEl(secondTab)
    const select = dialog().querySelector("select")
    if (!select) throw new Error("no second-half picker")
    const categoryOfChoices = Array.from(select.options)
      .filter((o) => o.value !== "")
      .map((o) => productById(h, Number(o.value)).category_id)
    expect(new Set(categoryOfChoices)).toEqual(new Set([100]))
    const sizeOfChoices = Array.from(select.options)
      .filter((o) => o.value !== "")
      .map((o) => productById(h, Number(o.value)).variable_name)
    expect(new Set(sizeOfChoices)).toEqual(new Set([productById(h, 1002).variable_name]))
    const choose = (id: number) =>
      act(() => {
        select.value = String(id)
        select.dispatchEvent(new Event("change", { bubbles: true }))
      })
    choose(1020)
    clickEl(input(fieldset("Rodzaj ciasta"), "Grube"))
    expect(h.state.peek().productModal?.selections.second).toEqual({ "g:Rodzaj ciasta": [6002] })
    choose(1008)
    expect(h.state.peek().productModal?.secondProductId).toBe(1008)
    expect(h.state.peek().productModal?.selections.second).toEqual({})
    clickEl(button("Add to order"))
    expect(dialog().querySelector("[role='alert']")?.textContent).toBe("Choose at least one option from Rodzaj ciasta")
    expect(h.addedItems).toEqual([])
  })
})

describe("half-and-half shows only what it sends (issue 27, point 4)", () => {
  it("states the price rule by the switch, and the second half offers no ingredient removal while the first does", () => {
    const h = open(1002)
    const toggle = dialog().querySelector<HTMLInputElement>("[role='switch']")
    if (!toggle) throw new Error("no half-and-half switch")
    const rule = document.getElementById(toggle.getAttribute("aria-describedby") ?? "")
    expect(rule?.textContent).toBe("Each half costs half its pizza's price; add-ons count at half.")
    clickEl(toggle)
    const select = () => dialog().querySelector("select")
    const tabs = () => Array.from(dialog().querySelectorAll<HTMLElement>("[role='tab']"))
    expect(fieldset("Remove ingredients")).toBeDefined()
    const secondTab = tabs()[1]
    if (secondTab) clickEl(secondTab)
    const picker = select()
    if (!picker) throw new Error("no second-half picker")
    act(() => {
      picker.value = "1020"
      picker.dispatchEvent(new Event("change", { bubbles: true }))
    })
    expect(productById(h, 1020).ingredients.some((i) => i.is_deletable && i.is_deletable_in_product)).toBe(true)
    const legends = Array.from(dialog().querySelectorAll("legend")).map((l) => l.textContent)
    expect(legends).not.toContain("Remove ingredients")
    expect(dialog().querySelectorAll("input[type='checkbox']:not([role='switch'])").length).toBeGreaterThan(0)
    expect(h.state.peek().productModal?.excluded.second).toEqual([])
  })
})

describe("the idle warm-up of the product modal", () => {
  it("opens and lays out a copy and takes it away in the same call: nothing left, focus and state untouched", () => {
    const h = modelHarness()
    const field = document.createElement("input")
    document.body.append(field)
    field.focus()
    const before = document.body.innerHTML
    const opened = Widget.reduce(h.state.peek(), { _tag: "ProductModalOpened", at: 0, productId: 1002 })
    const view = productModalView(opened, h.t)
    if (view === null) throw new Error("no view for 1002")
    const layers: Element[] = []
    const observer = new MutationObserver((records) => {
      for (const r of records)
        if (r.target instanceof Element && r.target.getAttribute("aria-hidden") === "true" && r.addedNodes.length > 0)
          layers.push(r.target)
    })
    observer.observe(document.body, { childList: true, subtree: true })
    warmProductModal(view, h.t)
    // The copy went into the document (so the browser styles and lays it out) inside an inert, aria-hidden layer.
    observer.takeRecords().forEach((r) => {
      if (r.target instanceof Element && r.target.getAttribute("aria-hidden") === "true" && r.addedNodes.length > 0)
        layers.push(r.target)
    })
    expect(layers.length).toBeGreaterThan(0)
    expect(layers.every((layer) => layer.hasAttribute("inert"))).toBe(true)
    observer.disconnect()
    expect(document.body.innerHTML).toBe(before)
    expect(document.activeElement).toBe(field)
    expect(h.events).toEqual([])
    expect(h.state.peek().productModal).toBeNull()
    field.remove()
  })

  it("leaves the next real opening working: focus moves into the dialog and Escape closes it", () => {
    const h = modelHarness()
    const opened = Widget.reduce(h.state.peek(), { _tag: "ProductModalOpened", at: 0, productId: 1002 })
    const view = productModalView(opened, h.t)
    if (view === null) throw new Error("no view for 1002")
    warmProductModal(view, h.t)
    mountLive(h, productModal, (h) => h.product.open(1002))
    expect(dialog().contains(document.activeElement)).toBe(true)
    act(() => {
      document.activeElement?.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }))
    })
    act(() => {
      vi.advanceTimersByTime(1000)
    })
    expect(h.state.peek().productModal).toBeNull()
  })
})
