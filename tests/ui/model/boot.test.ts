import { Effect } from "effect"
import { afterEach, describe, expect, it } from "vitest"
import { Storage, StorageKeys } from "../../../adapters"
import { Money, Product } from "../../../domain"
import { fakeApi, fixtureMenu, rejected, testModel, wireCart } from "./fake-api"

const disposers: Array<() => Promise<void>> = []
afterEach(async () => {
  for (const d of disposers.splice(0)) await d()
})
const setup = (...args: Parameters<typeof fakeApi>) => {
  const fake = fakeApi(...args)
  const { model, runtime } = testModel(fake, args[0] ?? 1)
  disposers.push(() => runtime.dispose())
  return { fake, model, runtime }
}

describe("boot", () => {
  it("given restaurant 1, when booted, then the menu opens on Combos with the restaurant's name and combo cards", async () => {
    const { model } = setup(1)
    await model.commands.widget.boot()
    const tags = model.log.map((e) => e._tag)
    expect(tags[0]).toBe("WidgetOpened")
    expect(tags[1]).toBe("StorageRestored")
    expect(tags).toEqual(
      expect.arrayContaining(["ProductsLoaded", "CategoriesLoaded", "CombosLoaded", "RestaurantLoaded"]),
    )
    expect(model.projections.header.value.restaurantName).toBe("Pizzeria Bella Napoli")
    expect(model.projections.activeTab.value).toBe("combos")
    const body = model.projections.visibleProducts.value
    expect(body.kind).toBe("combos")
    if (body.kind === "combos")
      expect(body.combos.map((c) => c.name)).toEqual(fixtureMenu(1).combos.data.map((c) => c.name))
    expect(model.projections.restaurantStatus.value).toBe("found")
  })

  it("given restaurant 2 (no combos), when booted, then the starting_screen category 'Zupy' is the active tab", async () => {
    const { model } = setup(2)
    await model.commands.widget.boot()
    const zupy = fixtureMenu(2).categories.data.find((c) => c.name === "Zupy")
    expect(zupy).toBeDefined()
    expect(model.projections.activeTab.value).toBe(zupy?.id)
    const tabs = model.projections.menuTabs.value
    expect(tabs[0]?.tab).toBe("combos")
    expect(tabs.find((t) => t.selected)?.label).toBe("Zupy")
  })

  it("shows 12 products of a big category, then all after Show More, with the domain's card prices", async () => {
    const { model } = setup(1)
    await model.commands.widget.boot()
    model.commands.navigation.selectTab(100)
    const before = model.projections.visibleProducts.value
    if (before.kind !== "products") throw new Error(`expected products, got ${before.kind}`)
    const first = fixtureMenu(1).products.data.find((p) => p.id === before.products[0]?.id)
    expect(first).toBeDefined()
    if (first) expect(before.products[0]?.priceText).toBe(Money.formatPrice(Product.productCardPrice(first).from, "pl"))
    expect(before.total).toBe(15)
    expect(before.products).toHaveLength(12)
    expect(before.hasMore).toBe(true)
    model.commands.navigation.showMore(100)
    const after = model.projections.visibleProducts.value
    if (after.kind !== "products") throw new Error("expected products")
    expect(after.products).toHaveLength(15)
    expect(after.hasMore).toBe(false)
  })

  it("a failed products load shows a retry (not an empty menu), and retry loads them", async () => {
    let fail = true
    const menu = fixtureMenu(1)
    const { model } = setup(1, {
      products: () => (fail ? Effect.fail(rejected(500, "boom")) : Effect.succeed(menu.products)),
    })
    await model.commands.widget.boot()
    model.commands.navigation.selectTab(100)
    expect(model.projections.visibleProducts.value).toEqual({ kind: "failed", message: "boom" })
    fail = false
    await model.commands.widget.retryCatalogue()
    expect(model.projections.visibleProducts.value.kind).toBe("products")
  })

  it("a failed combos load is swallowed as an empty list; a failed restaurant load is swallowed", async () => {
    const { model } = setup(1, {
      combos: () => Effect.fail(rejected(500, "no combos")),
      restaurant: () => Effect.fail(rejected(500, "down")),
    })
    await model.commands.widget.boot()
    expect(model.state.value.catalogue.combos).toEqual([])
    expect(model.state.value.message).toBeNull()
    expect(model.projections.header.value.restaurantName).toBeNull()
    expect(model.projections.restaurantStatus.value).toBe("found")
  })

  it("an unknown restaurant (404) is reported so the shell can say so", async () => {
    const { model } = setup(1, { restaurant: () => Effect.fail(rejected(404, "Not found")) })
    await model.commands.widget.boot()
    expect(model.projections.restaurantStatus.value).toBe("unknown")
  })

  it("restores token, cart_uuid, addresses and orderType from storage, and persists changes back", async () => {
    // The server's cart is a pickup cart too (a stored type that disagrees follows the cart: fault-regressions.test.ts).
    const { model, runtime } = setup(1, {
      getCart: (params: { cart_uuid: string }) => Effect.succeed(wireCart(params.cart_uuid, [], null, 3)),
    })
    await runtime.runPromise(
      Effect.gen(function* () {
        const s = yield* Storage
        yield* s.set(StorageKeys.orderType, "pickup")
        yield* s.set(StorageKeys.cartUuid, "cart-1")
      }),
    )
    await model.commands.widget.boot()
    expect(model.state.value.orderType).toBe("pickup")
    expect(model.state.value.cart.uuid).toBe("cart-1")
    await model.commands.cart.changeOrderType("delivery")
    // delivery with no active address but a cart: the address modal opens instead of switching
    expect(model.state.value.orderType).toBe("pickup")
    expect(model.state.value.addressModal.view).toBe("list")
  })

  it("translations from /settings replace the English defaults in the current language", async () => {
    const { model } = setup(1, {
      settings: () =>
        Effect.succeed({
          data: {
            translations: [{ key: "select-address", locale: "pl", value: "Wybierz adres" }],
            gcp_key: null,
          },
        }),
    })
    expect(model.projections.header.value.addressText).toBe("Select Address")
    await model.commands.widget.boot()
    expect(model.projections.language.value).toBe("pl")
    expect(model.projections.header.value.addressText).toBe("Wybierz adres")
    expect(model.projections.t.value("show-more", "Show More")).toBe("Show More")
  })
})
