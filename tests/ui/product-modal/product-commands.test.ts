import { afterEach, describe, expect, it } from "vitest"
import { Money, Product } from "../../../domain"
import { fakeApi, fixtureMenu, testModel } from "../model/fake-api"

const disposers: Array<() => Promise<void>> = []
afterEach(async () => {
  for (const d of disposers.splice(0)) await d()
})
const setup = async () => {
  const fake = fakeApi(1)
  const { model, runtime } = testModel(fake)
  disposers.push(() => runtime.dispose())
  await model.commands.widget.boot()
  return { fake, model }
}
const products = fixtureMenu(1).products.data
const product = (id: number) => {
  const p = products.find((x) => x.id === id)
  if (!p) throw new Error(`no product ${id}`)
  return p
}

describe("product modal view and commands", () => {
  it("given the commands in the features' chunk, when the modal spreads them ({ ...actions }), then every command is there and works", async () => {
    const { model } = await setup()
    model.commands.product.open(1002)
    const spread = { ...model.commands.product }
    expect(Object.keys(spread)).toEqual(expect.arrayContaining(["open", "setQuantity", "addToCart", "close"]))
    spread.setQuantity(2)
    expect(model.state.value.productModal?.quantity).toBe(2)
    expect(model.projections.productModalView.value?.quantity).toBe(2)
  })

  it("opens on the card's product with its sizes sorted, and choosing a size clears the selection", async () => {
    const { model } = await setup()
    model.commands.product.open(1001)
    const view = model.projections.productModalView.value
    expect(view?.sizes.map((s) => s.label)).toEqual(["24 cm", "32 cm", "42 cm"])
    expect(view?.allowHalf).toBe(false)
    model.commands.product.chooseVariant(1002)
    model.commands.product.toggleAddon("g:Rodzaj ciasta", 6002)
    model.commands.product.chooseVariant(1003)
    expect(model.state.value.productModal?.selections.first).toEqual({})
    expect(model.projections.productModalView.value?.allowHalf).toBe(true)
  })

  it("shows hints, badges, the ungrouped list and add-on price texts", async () => {
    const { model } = await setup()
    model.commands.product.open(1002)
    const groups = model.projections.productModalView.value?.groups ?? []
    expect(groups.map((g) => [g.name, g.hint, g.badge, g.tag, g.mode])).toEqual([
      ["Rodzaj ciasta", "Choose 1", "Required", null, "radio"],
      ["Sosy do brzegów", "Choose 2", null, null, "checkbox"],
      ["Choose ingredients", null, null, "Additional", "checkbox"],
    ])
    expect(groups[0]?.options.map((o) => o.priceText)).toEqual(["Free", "+3,00 zł", "+8,00 zł"])
  })

  it("radio: choosing replaces, choosing again clears; checkbox: at most N", async () => {
    const { model } = await setup()
    model.commands.product.open(1002)
    model.commands.product.toggleAddon("g:Rodzaj ciasta", 6001)
    model.commands.product.toggleAddon("g:Rodzaj ciasta", 6002)
    expect(model.state.value.productModal?.selections.first["g:Rodzaj ciasta"]).toEqual([6002])
    model.commands.product.toggleAddon("g:Rodzaj ciasta", 6002)
    expect(model.state.value.productModal?.selections.first["g:Rodzaj ciasta"]).toBeUndefined()
    model.commands.product.toggleAddon("g:Sosy do brzegów", 6005)
    model.commands.product.toggleAddon("g:Sosy do brzegów", 6006)
    model.commands.product.toggleAddon("g:Sosy do brzegów", 6007)
    expect(model.state.value.productModal?.selections.first["g:Sosy do brzegów"]).toEqual([6005, 6006])
    const sauces = model.projections.productModalView.value?.groups[1]
    expect(sauces?.options.find((o) => o.id === 6007)?.disabled).toBe(true)
  })

  it("only deletable ingredients can be excluded", async () => {
    const { model } = await setup()
    model.commands.product.open(1002)
    model.commands.product.toggleExclusion(5001) // not deletable in this product
    model.commands.product.toggleExclusion(5003)
    const ingredients = model.projections.productModalView.value?.ingredients ?? []
    expect(ingredients.map((i) => [i.id, i.canExclude, i.excluded])).toEqual([
      [5002, false, false],
      [5001, false, false],
      [5003, true, true],
      [5004, true, false],
    ])
  })

  it("blocks adding with the joined mandatory-group messages, then adds once chosen", async () => {
    const { fake, model } = await setup()
    await model.commands.cart.changeOrderType("pickup")
    model.commands.product.open(1002)
    await model.commands.product.addToCart()
    expect(model.log.at(-1)?._tag).toBe("ModalValidationFailed")
    expect(model.projections.productModalView.value?.validationText).toBe(
      "Choose at least one option from Rodzaj ciasta",
    )
    expect(fake.callsOf("addItem")).toEqual([])
    model.commands.product.toggleAddon("g:Rodzaj ciasta", 6002)
    expect(model.projections.productModalView.value?.validationText).toBeNull()
    model.commands.product.setQuantity(3)
    model.commands.product.setQuantity(500)
    expect(model.state.value.productModal?.quantity).toBe(99)
    model.commands.product.setQuantity(2)
    const expected = Product.linePrice({ product: product(1002), addonIds: [6002], quantity: 2 })
    expect(model.projections.productModalView.value?.totalText).toBe(Money.formatPrice(expected, "pl"))
    await model.commands.product.addToCart()
    expect(fake.callsOf("addItem")[0]?.[0]).toMatchObject({ item: { product_id: 1002, addons: [6002], quantity: 2 } })
    expect(model.state.value.productModal).toBeNull()
  })

  it("half-and-half: second half from the same category, add-ons halved, price from the domain, sent as special", async () => {
    const { fake, model } = await setup()
    await model.commands.cart.changeOrderType("pickup")
    model.commands.product.open(1002)
    model.commands.product.toggleHalfAndHalf()
    const view = model.projections.productModalView.value
    expect(view?.halfTabs?.active).toBe("first")
    expect(view?.secondHalfChoices.every((c) => product(c.productId).category_id === 100)).toBe(true)
    model.commands.product.toggleAddon("g:Rodzaj ciasta", 6002)
    model.commands.product.chooseHalfTab("second")
    model.commands.product.chooseSecondHalf(1008)
    model.commands.product.toggleAddon("g:Rodzaj ciasta", 6001)
    const halved = model.projections.productModalView.value?.groups[0]?.options.find((o) => o.id === 6002)
    expect(halved?.priceText).toBe("+1,50 zł")
    const unit = Product.halfAndHalfUnitPrice(product(1002), [6002], product(1008), [6001])
    expect(model.projections.productModalView.value?.totalText).toBe(Money.formatPrice(Money.times(unit, 1), "pl"))
    await model.commands.product.addToCart()
    expect(fake.callsOf("addItem")[0]?.[0]).toMatchObject({
      item: {
        product_id: 1002,
        addons: [6002],
        special: { type: "double", data: { product_id: 1008, addons: [6001] } },
      },
    })
  })

  it("half-and-half validates the second half's mandatory groups too", async () => {
    const { model } = await setup()
    model.commands.product.open(1002)
    model.commands.product.toggleHalfAndHalf()
    model.commands.product.toggleAddon("g:Rodzaj ciasta", 6001)
    model.commands.product.chooseHalfTab("second")
    model.commands.product.chooseSecondHalf(1008)
    await model.commands.product.addToCart()
    expect(model.state.value.productModal?.validation).toHaveLength(1)
  })
})

describe("combo modal view and commands", () => {
  const combo = fixtureMenu(1).combos.data[0]
  it("opens with the default options, prices the choice with the domain and adds the selection", async () => {
    const { fake, model } = await setup()
    await model.commands.cart.changeOrderType("pickup")
    if (!combo) throw new Error("fixture has no combo")
    model.commands.combo.open(combo.id)
    const view = model.projections.comboModalView.value
    expect(view?.groups.map((g) => g.chosen?.name)).toEqual(["Margherita", "Coca-Cola", "Tiramisu"])
    expect(view?.focusedGroupId).toBe(9101)
    // The card's 'od 59,99 zł' (base_price) and the opening 62,49 zł differ by the group's shown surcharge.
    expect(view?.totalText).toBe("62,49 zł")
    expect(view?.focusedSurchargeText).toBeNull()
    expect(view?.options.find((o) => o.id === 9202)?.extraText).toBe("+6,00 zł")
    model.commands.combo.chooseOption(9101, 9202)
    model.commands.combo.focusGroup(9102)
    // Issue 27: the drink group's 2.50 surcharge is shown on the group; Coca-Cola (extra_price 0) still
    // adds it, so its card is not 'Free' and shows no price of its own.
    const drinks = model.projections.comboModalView.value
    expect(drinks?.options[0]?.extraText).toBe("")
    expect(drinks?.options.map((o) => o.extraText)).not.toContain("Free")
    expect(drinks?.groups.map((g) => g.surchargeText)).toEqual([null, "+2,50 zł", null])
    expect(drinks?.focusedSurchargeText).toBe("Each choice here adds +2,50 zł")
    // base 59.99 + pepperoni 6 + drink group extra 2.50
    expect(model.projections.comboModalView.value?.totalText).toBe("68,49 zł")
    await model.commands.combo.addToCart()
    expect(fake.callsOf("addCombo")[0]?.[0]).toMatchObject({
      combo_id: combo.id,
      quantity: 1,
      cart_uuid: "cart-1",
      groups: [
        { group_id: 9101, option_id: 9202, extra: 6 },
        { group_id: 9102, option_id: 9206, extra: 2.5 },
        { group_id: 9103, option_id: 9210, extra: 0 },
      ],
    })
  })

  it("refuses an empty combo with 'Please complete your combo selection'", async () => {
    const { model } = await setup()
    if (!combo) throw new Error("fixture has no combo")
    model.dispatch({ _tag: "ComboModalOpened", at: 1, comboId: combo.id, choice: [] })
    await model.commands.combo.addToCart()
    expect(model.projections.comboModalView.value?.error).toBe("Please complete your combo selection")
  })
})
