import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { memoryStore, type RawStore, StorageKeys } from "../../adapters"
import type { WidgetModel } from "../../ui/model/model"
import { type InProcessSandbox, inProcessSandbox, SANDBOX_ORIGIN } from "./in-process-sandbox"
import { guestWithCart, sandboxModel, withCatalogueCache } from "./sandbox-model"

/**
 * Issue 29, the widget's side of 'nothing re-sent after Log Out': the real model and Api adapter
 * against the in-process sandbox, with the browser's storage shared between two models to stand for
 * a reload. A checkout whose answer never came is kept in storage; it must be sent again only by the
 * customer or guest who sent it — never after Log Out, never under another identity — and Log Out
 * must leave the device as a fresh guest whose old token the server no longer accepts.
 */

let sandbox: InProcessSandbox
let direct: typeof globalThis.fetch

beforeAll(async () => {
  sandbox = await inProcessSandbox()
  direct = withCatalogueCache(sandbox.fetch, [1002])
})
afterAll(() => sandbox?.stop())

/** The fetch of a browser whose checkout calls never reach the server (offline at that moment). */
const checkoutNeverArrives: (fetch: typeof globalThis.fetch) => typeof globalThis.fetch = (fetch) => (input, init) =>
  String(input instanceof Request ? input.url : input).includes("/customer/cart/checkout")
    ? Promise.reject(new TypeError("Failed to fetch"))
    : fetch(input, init)

const ordersOfCart = (uuid: string): number =>
  (sandbox.db.prepare("SELECT COUNT(*) AS n FROM orders WHERE cart_uuid = ?").get(uuid) as { n: number }).n

const booted = async (store: RawStore, fetch = direct) => {
  const made = sandboxModel({ fetch, store })
  await made.model.commands.widget.boot()
  return made
}

/** Opens the checkout and places a cash order whose request never arrives: it stays pending in storage. */
const leaveCheckoutPending = async (model: WidgetModel) => {
  await model.commands.checkout.open()
  model.commands.checkout.edit({ phone: "500600700", payment: "cash_method", notes: "dzwonek nie działa" })
  await model.commands.checkout.placeOrder()
}

const submitted = (model: WidgetModel) => model.log.filter((e) => e._tag === "CheckoutSubmitted").length

describe("a pending checkout", () => {
  it("is resent after a reload under the identity that started it (the guest)", async () => {
    const store = memoryStore()
    const { uuid } = await guestWithCart(sandbox, store)
    const first = await booted(store, checkoutNeverArrives(direct))
    await leaveCheckoutPending(first.model)
    expect(store.getItem(StorageKeys.pendingCheckout.name)).not.toBeNull()
    await first.dispose()
    expect(ordersOfCart(uuid)).toBe(0)

    const second = await booted(store)
    await expect.poll(() => ordersOfCart(uuid)).toBe(1)
    await second.dispose()
  })

  it("is cleared at Log Out: the reload after it sends nothing, no order is placed outside the account", async () => {
    const store = memoryStore()
    const { uuid } = await guestWithCart(sandbox, store)
    const first = await booted(store, checkoutNeverArrives(direct))
    await first.model.commands.account.login("anna@example.com", "haslo123")
    await leaveCheckoutPending(first.model)
    expect(store.getItem(StorageKeys.pendingCheckout.name)).not.toBeNull()
    await first.model.commands.account.logout()
    expect(store.getItem(StorageKeys.pendingCheckout.name)).toBeNull()
    await first.dispose()

    const second = await booted(store)
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(submitted(second.model)).toBe(0)
    expect(ordersOfCart(uuid)).toBe(0)
    await second.dispose()
  })

  it("is not resent under another identity (the guest signed in meanwhile), and is dropped", async () => {
    const store = memoryStore()
    const { uuid } = await guestWithCart(sandbox, store)
    const first = await booted(store, checkoutNeverArrives(direct))
    await leaveCheckoutPending(first.model)
    // The same browser, now signed in as Piotr (another tab, say): the guest's checkout is not his.
    await first.model.commands.account.login("piotr@example.com", "haslo456")
    await first.dispose()

    const second = await booted(store)
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(submitted(second.model)).toBe(0)
    expect(ordersOfCart(uuid)).toBe(0)
    expect(store.getItem(StorageKeys.pendingCheckout.name)).toBeNull()
    await second.dispose()
  })
})

describe("Log Out", () => {
  it("ends the token on the server and leaves a fresh guest: no cart, no addresses, a new guest token", async () => {
    const store = memoryStore()
    const { guest, uuid } = await guestWithCart(sandbox, store)
    const first = await booted(store)
    await first.model.commands.account.login("anna@example.com", "haslo123")
    const token = store.getItem(StorageKeys.accessToken.name) ?? ""
    expect(token).not.toBe("")
    await first.model.commands.account.logout()
    expect(store.getItem(StorageKeys.guestToken.name)).toBeNull()
    expect(store.getItem(StorageKeys.cartUuid.name)).toBeNull()
    await first.dispose()

    // The token the widget forgot no longer works on the server.
    const profile = await sandbox.fetch(`${SANDBOX_ORIGIN}/profile/show`, {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(profile.status).toBe(401)

    // After the reload: another guest, who reaches neither the old cart nor any address.
    const second = await booted(store)
    const fresh = store.getItem(StorageKeys.guestToken.name)
    expect(fresh).not.toBe(guest)
    expect(second.model.state.value.cart.uuid).toBeNull()
    expect(second.model.state.value.addresses).toEqual([])
    const addresses = await sandbox.fetch(`${SANDBOX_ORIGIN}/customer/addresses`, {
      headers: { "x-guest-token": fresh ?? "" },
    })
    expect(((await addresses.json()) as { data: unknown[] }).data).toEqual([])
    const cart = await sandbox.fetch(`${SANDBOX_ORIGIN}/customer/cart?restaurant_id=1&cart_uuid=${uuid}`, {
      headers: { "x-guest-token": fresh ?? "" },
    })
    expect(cart.status).toBe(404)
    await second.dispose()
  })

  it("goes on exactly as SPEC §4 says when the server has no logout call (404)", async () => {
    const store = memoryStore()
    await guestWithCart(sandbox, store)
    const calls: string[] = []
    const noLogout: typeof globalThis.fetch = (input, init) => {
      const url = String(input instanceof Request ? input.url : input)
      calls.push(new URL(url).pathname)
      return url.includes("/customer/logout")
        ? Promise.resolve(new Response(JSON.stringify({ message: "Not found" }), { status: 404 }))
        : direct(input, init)
    }
    const first = await booted(store, noLogout)
    await first.model.commands.account.login("anna@example.com", "haslo123")
    await first.model.commands.account.logout()
    expect(calls).toContain("/customer/logout")
    for (const key of [StorageKeys.accessToken, StorageKeys.cartUuid, StorageKeys.addresses, StorageKeys.orders])
      expect(store.getItem(key.name), key.name).toBeNull()
    expect(store.getItem(StorageKeys.orderType.name)).toBe("delivery")
    expect(first.model.state.value.session.token).toBeNull()
    await first.dispose()
  })
})
