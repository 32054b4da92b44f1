import { Effect } from "effect"
import { afterEach, describe, expect, it } from "vitest"
import { Storage, StorageKeys } from "../../../adapters"
import { makeStorage } from "../../../adapters/storage"
import { memoryStore, type RawStore } from "../../../adapters/store"
import { fakeApi, rejected, storedAddress, testModel, wireCart } from "./fake-api"

/**
 * Defects the browser fault journey (tests/e2e/resilience-faults.e2e.ts) found, kept as named
 * regressions: what the customer sees after a call whose answer was lost or refused.
 */
const disposers: Array<() => Promise<void>> = []
afterEach(async () => {
  for (const d of disposers.splice(0)) await d()
})

type Line = { uuid: string; product_id: number; quantity: number; price: number; addons: number[] }

const address = storedAddress

const setup = async (overrides: Parameters<typeof fakeApi>[1], lines: Line[], orderType: "pickup" | "delivery") => {
  const fake = fakeApi(1, {
    getCart: () =>
      Effect.succeed(wireCart("cart-1", lines, orderType === "delivery" ? 1 : null, orderType === "delivery" ? 1 : 3)),
    recommended: () => Effect.succeed({ data: [] }),
    ...overrides,
  })
  const { model, runtime } = testModel(fake)
  disposers.push(() => runtime.dispose())
  await runtime.runPromise(Storage.use((st) => st.set(StorageKeys.cartUuid, "cart-1")))
  await runtime.runPromise(Storage.use((st) => st.set(StorageKeys.orderType, orderType)))
  await runtime.runPromise(Storage.use((st) => st.set(StorageKeys.addresses, [address(1, true), address(2, false)])))
  await model.commands.widget.boot()
  return { fake, model }
}

describe("fault regressions", () => {
  it("a removal whose first answer was lost (the browser's resend finds no line: 404) ends with the line gone and no error", async () => {
    const lines: Line[] = [
      { uuid: "l1", product_id: 1082, quantity: 1, price: 18.9, addons: [] },
      { uuid: "l2", product_id: 1087, quantity: 1, price: 8.9, addons: [] },
    ]
    const { model } = await setup(
      {
        changeItemQuantity: () =>
          Effect.suspend(() => {
            // The server removed it on the first send; this is the resend.
            lines.splice(1, 1)
            return Effect.fail(rejected(404, "Cart item not found"))
          }),
      },
      lines,
      "pickup",
    )
    await model.commands.cartPage.remove("item", "l2")
    expect(model.state.value.message).toBeNull()
    expect(model.projections.cartPage.value.lines.map((l) => l.key)).toEqual(["l1"])
  })

  it("a removal refused for another reason still says so", async () => {
    const lines: Line[] = [{ uuid: "l1", product_id: 1082, quantity: 1, price: 18.9, addons: [] }]
    const { model } = await setup(
      { changeItemQuantity: () => Effect.fail(rejected(500, "Injected fault: HTTP 500")) },
      lines,
      "pickup",
    )
    await model.commands.cartPage.remove("item", "l1")
    expect(model.state.value.message?.message).toBe("Injected fault: HTTP 500")
    expect(model.projections.cartPage.value.lines.map((l) => l.key)).toEqual(["l1"])
  })

  it("an address change the server refused says so and keeps the cart's address the active one", async () => {
    const lines: Line[] = [{ uuid: "l1", product_id: 1082, quantity: 1, price: 18.9, addons: [] }]
    const { fake, model } = await setup(
      { updateCartAddress: () => Effect.fail(rejected(503, "Injected fault: HTTP 503")) },
      lines,
      "delivery",
    )
    await model.commands.address.select(2)
    expect(fake.callsOf("updateCartAddress").length).toBe(1)
    expect(model.state.value.message?.message).toBe("Injected fault: HTTP 503")
    expect(model.state.value.addresses.find((a) => a.is_active)?.id).toBe(1)
  })

  it("storage that starts throwing mid-session keeps the guest token, the sign-in and the cart uuid it had", async () => {
    const browserStore = memoryStore()
    let broken = false
    const flaky: RawStore = {
      getItem: (key) => {
        if (broken) throw new DOMException("revoked", "SecurityError")
        return browserStore.getItem(key)
      },
      setItem: (key, value) => {
        if (broken) throw new DOMException("The quota has been exceeded.", "QuotaExceededError")
        browserStore.setItem(key, value)
      },
      removeItem: (key) => browserStore.removeItem(key),
    }
    browserStore.setItem("access_token", "token-from-before")
    const kept = await Effect.runPromise(
      makeStorage(() => flaky).pipe(
        Effect.flatMap((storage) =>
          Effect.gen(function* () {
            yield* storage.get(StorageKeys.accessToken)
            yield* storage.set(StorageKeys.guestToken, "guest-1")
            yield* storage.set(StorageKeys.cartUuid, "cart-1")
            broken = true
            yield* storage.set(StorageKeys.orderType, "pickup")
            return [
              yield* storage.get(StorageKeys.accessToken),
              yield* storage.get(StorageKeys.guestToken),
              yield* storage.get(StorageKeys.cartUuid),
              yield* storage.get(StorageKeys.orderType),
            ].map((o) => (o._tag === "Some" ? o.value : null))
          }),
        ),
      ),
    )
    expect(kept).toEqual(["token-from-before", "guest-1", "cart-1", "pickup"])
  })

  it("a stored order type older than the cart (a refused write) follows the server's cart at boot", async () => {
    const lines: Line[] = [{ uuid: "l1", product_id: 1082, quantity: 1, price: 18.9, addons: [] }]
    const { model } = await setup(
      { getCart: () => Effect.succeed(wireCart("cart-1", lines, null, 3)) },
      lines,
      "delivery",
    )
    expect(model.state.value.orderType).toBe("pickup")
  })
})
