import { Effect, Layer, ManagedRuntime } from "effect"
import { afterEach, describe, expect, it } from "vitest"
import { cardsTestLayer, manualTimers, ParentFrame, Storage, threeDsTestLayer } from "../../../adapters"
import { Maps } from "../../../adapters/maps"
import { makeParentFrame } from "../../../adapters/parent-frame"
import { Settings } from "../../../domain"
import { createWidgetModel } from "../../../ui/model/model"
import { fakeApi, fixtureMenu } from "./fake-api"

/**
 * The model's dispatch with embed.js in front of it: milestones go out through ParentFrame.report to
 * the host's exact origin, and the data-lang / data-start choices decide the language and first tab.
 */
const HOST = "https://trattoria.example"
const disposers: Array<() => Promise<void>> = []
afterEach(async () => {
  for (const d of disposers.splice(0)) await d()
})

const noMaps = Layer.succeed(Maps, Maps.of({ autocomplete: () => Effect.succeed([]) } as unknown as Maps["Service"]))

const setup = (embed: Settings.EmbedChoices = Settings.noEmbedChoices) => {
  const posted: Array<{ message: unknown; targetOrigin: string }> = []
  const timers = manualTimers()
  const frame = makeParentFrame(
    {
      framed: true,
      ancestorOrigins: [HOST],
      referrer: "",
      postToParent: (message, targetOrigin) => posted.push({ message, targetOrigin }),
      observeSize: () => () => {},
      listen: () => () => {},
    },
    timers.service,
  )
  const fake = fakeApi(1)
  const runtime = ManagedRuntime.make(
    Layer.mergeAll(
      fake.layer,
      Storage.layerMemory,
      Layer.succeed(ParentFrame, frame),
      noMaps,
      cardsTestLayer({ token: "tok_test", brand: "visa", last_four: "1111" }),
      threeDsTestLayer("successful"),
      timers.layer,
    ),
  )
  disposers.push(() => runtime.dispose())
  let clock = 1_700_000_000_000
  const model = createWidgetModel({ runtime, restaurantId: 1, now: () => clock++, embed })
  const events = () =>
    posted.filter((p) => (p.message as { type: string }).type === "widgetEvent").map((p) => ({ ...p }))
  return { model, events }
}

describe("milestones through the model", () => {
  it("given an embedded widget, when a pizza is added and the cart viewed, then item-added and cart-viewed go to the host's exact origin", async () => {
    const { model, events } = setup()
    await model.commands.widget.boot()
    await model.commands.cart.changeOrderType("pickup")
    model.commands.product.open(1002)
    model.commands.product.toggleAddon("g:Rodzaj ciasta", 6001)
    await model.commands.product.addToCart()
    model.commands.navigation.navigate("cart")
    await new Promise((resolve) => setTimeout(resolve, 0))
    const sent = events()
    expect(sent.map((p) => p.targetOrigin)).toEqual([HOST, HOST])
    expect(sent.map((p) => p.message)).toEqual([
      { type: "widgetEvent", name: "item-added", detail: { kind: "product", id: 1002, quantity: 1 } },
      { type: "widgetEvent", name: "cart-viewed", detail: expect.objectContaining({ currency: "PLN" }) },
    ])
  })
})

describe("data-lang and data-start", () => {
  it("given lang=en and start=Makarony, when booted, then the widget is English and opens Makarony over Combos", async () => {
    const { model } = setup({ ...Settings.noEmbedChoices, language: "en", start: "makarony" })
    await model.commands.widget.boot()
    const makarony = fixtureMenu(1).categories.data.find((c) => c.name === "Makarony")
    expect(makarony).toBeDefined()
    expect(model.state.value.settings.language).toBe("en")
    expect(model.projections.activeTab.value).toBe(makarony?.id)
    expect(model.log.filter((e) => e._tag === "MenuTabSelected")).toHaveLength(1)
  })

  it("given no choices, when booted, then the restaurant's Polish and the Combos tab stay", async () => {
    const { model } = setup()
    await model.commands.widget.boot()
    expect(model.state.value.settings.language).toBe("pl")
    expect(model.projections.activeTab.value).toBe("combos")
  })
})
