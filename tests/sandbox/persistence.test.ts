import { describe, expect, it } from "vitest"
import { Wire } from "../../domain"
import { addItemRequest, checkoutRequest, type NewCustomer, registrationRequest } from "../support/requests"
import { decodes, freshSandbox } from "../support/sandbox"

// Demo mode: the registrations here use the demo code 123456.
/** A demo sandbox in which this customer registered, then stopped with its data kept (to reopen). */
const stoppedWithCustomer = async (customer: NewCustomer) => {
  const s = await freshSandbox({ demo: true })
  await s.post("/customer/register", registrationRequest(customer))
  await s.stop(true)
  return s
}

describe("persistence across restart", () => {
  it("keeps carts, accounts, addresses and orders when the sandbox restarts on the same data folder", async () => {
    const first = await freshSandbox({ demo: true })
    const dataDir = first.dataDir
    await first.post(
      "/customer/register",
      registrationRequest({ name: "Ola Trwała", email: "ola@example.com", password: "trwale123", phone: "600111222" }),
    )
    const uuid = decodes(
      Wire.GuestCartResponse,
      (await first.post("/customer/cart/for-guest?restaurant_id=1&type=3")).json,
    ).data.uuid
    await first.post(
      "/customer/cart/add-item",
      addItemRequest(uuid, { product_id: 1002, addons: [6001], quantity: 2, exclude_ingredients: [] }),
    )
    const cartBefore = decodes(
      Wire.CartResponse,
      (await first.get(`/customer/cart?restaurant_id=1&cart_uuid=${uuid}`)).json,
    )
    const other = decodes(
      Wire.GuestCartResponse,
      (await first.post("/customer/cart/for-guest?restaurant_id=1&type=3")).json,
    ).data.uuid
    await first.post(
      "/customer/cart/add-item",
      addItemRequest(other, { product_id: 1002, addons: [6001], quantity: 1, exclude_ingredients: [] }),
    )
    const placed = await first.post("/customer/cart/checkout", checkoutRequest(other, { phone: "600111222" }))
    const orderId = placed.json.data.order.id as number
    // The guest session that placed the order reads it after the restart (nobody else may).
    const guest = { "X-Guest-Token": placed.headers.get("x-guest-token") ?? "" }
    await first.stop(true)

    const second = await freshSandbox({ dataDir, demo: true })
    try {
      const cartAfter = decodes(
        Wire.CartResponse,
        (await second.get(`/customer/cart?restaurant_id=1&cart_uuid=${uuid}`)).json,
      )
      expect(cartAfter.data.price).toBe(cartBefore.data.price)
      expect(cartAfter.data.items.length).toBe(1)
      const login = decodes(
        Wire.LoginResponse,
        (await second.post("/customer/login", { email: "ola@example.com", password: "trwale123" })).json,
      )
      second.signIn(login.data?.token ?? "")
      expect(decodes(Wire.ProfileResponse, (await second.get("/profile/show")).json).data.data.name).toBe("Ola Trwała")
      second.signIn(undefined)
      const order = decodes(
        Wire.OrderResponse,
        (await second.call("GET", `/customer/orders/${orderId}`, undefined, guest)).json,
      ).data
      expect(order.items[0]?.product.logo).toBe(`${second.url}/media/r1/pizza.svg`)
    } finally {
      await second.stop()
    }
  })

  it("refreshes menus from changed fixtures on start, keeping accounts", async () => {
    const { openDatabase } = await import("../../sandbox/store/database")
    const s = await stoppedWithCustomer({
      name: "Zostaję",
      email: "stay@example.com",
      password: "zostaje1",
      phone: "600111444",
    })
    // What an older fixtures/ would have left in the store.
    const db = openDatabase(s.dataDir)
    db.prepare("UPDATE catalogue SET json = ? WHERE restaurant_id = 1 AND kind = 'restaurant'").run(
      JSON.stringify({ id: 1, name: "Stara nazwa" }),
    )
    db.prepare("UPDATE meta SET value = 'stale' WHERE key = 'catalogue_hash'").run()
    db.close()
    const again = await freshSandbox({ dataDir: s.dataDir, demo: true })
    try {
      expect((await again.get("/customer/restaurants/1")).json.data.name).toBe("Pizzeria Bella Napoli")
      expect((await again.post("/customer/login", { email: "stay@example.com", password: "zostaje1" })).status).toBe(
        200,
      )
    } finally {
      await again.stop()
    }
  })

  it("reseeds from fixtures, dropping what the demo added", async () => {
    const { openDatabase } = await import("../../sandbox/store/database")
    const { reseed } = await import("../../sandbox/store/seed")
    const s = await stoppedWithCustomer({
      name: "Tymczasowy",
      email: "tmp@example.com",
      password: "tymczas1",
      phone: "600111333",
    })
    const db = openDatabase(s.dataDir)
    reseed(db, Date.now())
    db.close()
    const again = await freshSandbox({ dataDir: s.dataDir, demo: true })
    try {
      expect((await again.post("/customer/login", { email: "tmp@example.com", password: "tymczas1" })).status).toBe(401)
      expect((await again.post("/customer/login", { email: "anna@example.com", password: "haslo123" })).status).toBe(
        200,
      )
    } finally {
      await again.stop()
    }
  })
})
