import { Effect, type Layer } from "effect"
import { afterEach, describe, expect, it } from "vitest"
import { type Maps, MapsFailed } from "../../../adapters/maps"
import type { WidgetModel } from "../../../ui/model/model"
import { mapsWith } from "../../support/no-maps"
import { fakeApi, rejected, testModel, wireCart } from "./fake-api"

/** The model side of issue 10 items 6–9: when the modal closes, what the bar and header show, the address step. */

const disposers: Array<() => Promise<void>> = []
afterEach(async () => {
  for (const d of disposers.splice(0)) await d()
})

const deniedMaps = mapsWith({
  currentPosition: () => Effect.fail(new MapsFailed({ reason: "GeolocationDenied", message: "denied" })),
})

const pizzaLine = { uuid: "l1", product_id: 1002, quantity: 1, price: 26.9, addons: [6001] }

const setup = async (overrides: Parameters<typeof fakeApi>[1] = {}, maps?: Layer.Layer<Maps>) => {
  const fake = fakeApi(1, overrides)
  const { model, runtime } = maps === undefined ? testModel(fake) : testModel(fake, 1, maps)
  disposers.push(() => runtime.dispose())
  await model.commands.widget.boot()
  return { fake, model }
}

/** Margherita 32 cm with thin dough, then 'Add to order'; resolves when the add flow ends. */
const addPizza = (model: WidgetModel): Promise<void> => {
  model.commands.product.open(1002)
  model.commands.product.toggleAddon("g:Rodzaj ciasta", 6001)
  return model.commands.product.addToCart()
}

describe("add feedback", () => {
  it("the modal stays open and shows progress while the add is in flight, and closes with 'Added' when it lands", async () => {
    let answer: () => void = () => undefined
    const answered = new Promise<void>((resolve) => {
      answer = resolve
    })
    let inFlight: (() => void) | null = null
    const sent = new Promise<void>((resolve) => {
      inFlight = resolve
    })
    const { model } = await setup({
      addItem: (body: { cart_uuid: string }) =>
        Effect.promise(async () => {
          inFlight?.()
          await answered
          return wireCart(body.cart_uuid, [pizzaLine], null, 3)
        }),
    })
    await model.commands.cart.changeOrderType("pickup")
    const adding = addPizza(model)
    await sent
    // The add is under way: the modal is open, with its choices, and its view says so.
    expect(model.projections.productModalView.value?.adding).toBe(true)
    expect(model.projections.cartBar.value.show).toBe(false)
    answer()
    await adding
    expect(model.projections.productModalView.value).toBeNull()
    expect(model.projections.cartBar.value.show).toBe(true)
    expect(model.projections.cartBar.value.addedAt).not.toBeNull()
    expect(model.projections.cartBar.value.addedText).toBe("Added")
  })

  it("a failed add keeps the modal open with its choices and shows the error dialog", async () => {
    const { model } = await setup({ addItem: () => Effect.fail(rejected(422, "Produkt niedostępny")) })
    await model.commands.cart.changeOrderType("pickup")
    await addPizza(model)
    expect(model.projections.message.value?.message).toBe("Produkt niedostępny")
    const view = model.projections.productModalView.value
    expect(view?.adding).toBe(false)
    expect(view?.groups.find((g) => g.key === "g:Rodzaj ciasta")?.options.find((o) => o.id === 6001)?.checked).toBe(
      true,
    )
    expect(model.projections.cartBar.value.addedAt).toBeNull()
  })

  it("the bar stays up while a Delivery/Pickup switch reloads the cart", async () => {
    const shownWhileFetching: Array<boolean> = []
    let current: WidgetModel | null = null
    const { model } = await setup({
      getCart: (params: { cart_uuid: string }) =>
        Effect.sync(() => {
          if (current) shownWhileFetching.push(current.projections.cartBar.value.show)
          return wireCart(params.cart_uuid, [pizzaLine], null, 3)
        }),
    })
    current = model
    await model.commands.cart.changeOrderType("pickup")
    await addPizza(model)
    const active = { id: 41, string: "ul. Testowa 41", latitude: "52.23", longitude: "21.01" }
    model.dispatch({
      _tag: "AddressesLoaded",
      at: 1,
      addresses: [{ ...active, address_line_2: null, is_active: true }],
    })
    await model.commands.cart.changeOrderType("delivery")
    expect(model.state.value.orderType).toBe("delivery")
    expect(model.state.value.cart.pending).toBe(false)
    expect(shownWhileFetching).toEqual([true])
    expect(model.projections.cartBar.value.show).toBe(true)
  })
})

describe("costs up front", () => {
  it("delivery shows the fee, the free-delivery threshold and the time; pickup shows the restaurant's address instead", async () => {
    const { model } = await setup()
    const delivery = model.projections.header.value
    expect(delivery.deliveryTerms).toEqual(["Delivery from 5,99 zł", "Free delivery from 80,00 zł", "about 45 min"])
    expect(delivery.pickupAddress).toBeNull()
    await model.commands.cart.changeOrderType("pickup")
    const pickup = model.projections.header.value
    expect(pickup.deliveryTerms).toEqual([])
    expect(pickup.pickupAddress).toEqual({
      label: "Pickup address",
      address: "ul. Marszałkowska 84/92, 00-514 Warszawa",
    })
  })
})

describe("the address step without dead ends", () => {
  it("'Go Back' in the form an add opened returns to the product modal with its choices", async () => {
    const { model } = await setup()
    await addPizza(model)
    expect(model.projections.addressModalView.value.view).toBe("form")
    model.commands.address.back()
    expect(model.projections.addressModalView.value.view).toBe("closed")
    expect(model.state.value.pendingItem).toBeNull()
    expect(model.state.value.productModal?.selections.first).toEqual({ "g:Rodzaj ciasta": [6001] })
  })

  it("denied geolocation gives the form its message (the English default; Polish in fixtures/translations.json)", async () => {
    const { model } = await setup({}, deniedMaps)
    model.commands.address.openForm(null)
    const message = await model.commands.address.useCurrentLocation()
    expect(message).toBe("Location access is blocked in your browser. Allow it, or type the address.")
  })
})

describe("guided choices", () => {
  it("a refused add marks exactly the groups still needing a choice, with their own message; a choice clears it", async () => {
    const { model } = await setup()
    model.commands.product.open(1002)
    await model.commands.product.addToCart()
    const groups = model.projections.productModalView.value?.groups ?? []
    const marked = groups.filter((g) => g.invalidText !== null)
    expect(marked.map((g) => g.key)).toEqual(["g:Rodzaj ciasta"])
    expect(marked[0]?.invalidText).toBe("Choose at least one option from Rodzaj ciasta")
    model.commands.product.toggleAddon("g:Rodzaj ciasta", 6001)
    expect(model.projections.productModalView.value?.groups.every((g) => g.invalidText === null)).toBe(true)
  })

  it("before any refusal nothing is marked", async () => {
    const { model } = await setup()
    model.commands.product.open(1002)
    expect(model.projections.productModalView.value?.groups.every((g) => g.invalidText === null)).toBe(true)
  })

  it("walking the combo: a choice moves to the next group and the step text follows", async () => {
    const { model } = await setup()
    model.commands.combo.open(901)
    const first = model.projections.comboModalView.value
    expect(first?.stepText).toBe("Step 1 of 3")
    const group = first?.groups[0]?.id ?? 0
    const option = first?.options[1]?.id ?? 0
    model.commands.combo.chooseOption(group, option, true)
    const next = model.projections.comboModalView.value
    expect(next?.focusedGroupId).toBe(first?.groups[1]?.id)
    expect(next?.stepText).toBe("Step 2 of 3")
    expect(next?.groups[0]?.chosen?.id).toBe(option)
  })
})

describe("guided choices: the second half", () => {
  it("a refused half-and-half without a second half marks the picker with 'Choose the second half'", async () => {
    const { model } = await setup()
    model.commands.product.open(1002)
    model.commands.product.toggleAddon("g:Rodzaj ciasta", 6001)
    model.commands.product.toggleHalfAndHalf()
    expect(model.projections.productModalView.value?.secondHalfInvalidText).toBeNull()
    await model.commands.product.addToCart()
    expect(model.projections.productModalView.value?.secondHalfInvalidText).toBe("Choose the second half")
    const second = model.projections.productModalView.value?.secondHalfChoices[0]?.productId ?? 0
    model.commands.product.chooseSecondHalf(second)
    expect(model.projections.productModalView.value?.secondHalfInvalidText).toBeNull()
  })
})

describe("the product modal's preview (the idle warm-up's view)", () => {
  it("is the view the modal shows once that product is opened, and opening nothing to get it", async () => {
    const { model } = await setup()
    const before = model.state.peek()
    const preview = model.commands.product.preview(1002)
    expect(model.state.peek()).toBe(before)
    expect(model.projections.productModalView.value).toBeNull()
    model.commands.product.open(1002)
    expect(preview).toEqual(model.projections.productModalView.value)
    expect(preview?.groups.length).toBeGreaterThan(0)
  })
})
