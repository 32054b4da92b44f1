import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Wire } from "../../domain"
import { addItemRequest, checkoutRequest, registrationRequest } from "../support/requests"
import { decodes, type FreshSandbox, freshSandbox, newPickupCart } from "../support/sandbox"

/**
 * The guest's data at login and registration (SPEC §6: the guest cart is kept), and what one customer
 * can never see of another: orders, addresses, carts.
 */

let s: FreshSandbox
beforeAll(async () => {
  // Demo mode: registrations here use the demo code 123456.
  s = await freshSandbox({ demo: true })
})
afterAll(() => s.stop())

const OTHER_BROWSER = { cookie: "sbx_guest=00000000-0000-4000-8000-000000000042" }
const margherita = { product_id: 1002, addons: [6002, 6030], quantity: 1, exclude_ingredients: [] }
const address = {
  string: "Nowy Świat 21, 00-029, Warszawa, Polska",
  latitude: "52.2319",
  longitude: "21.0191",
  is_active: 1,
}

/** A guest (this client's cookie) with a saved address and a pickup cart holding one Margherita. */
const guestWithCart = async () => {
  s.signIn(undefined)
  const saved = await s.post("/customer/addresses?restaurant_id=1", address)
  const addressId = saved.json.data.address.id as number
  const uuid = await newPickupCart(s)
  const added = await s.post("/customer/cart/add-item", addItemRequest(uuid, margherita))
  expect(added.status).toBe(200)
  return { uuid, addressId }
}

const loginAs = async (email: string, password: string, headers: Record<string, string> = {}) => {
  const res = await s.call("POST", "/customer/login", { email, password }, headers)
  return res.json.data.token as string
}

describe("the guest's cart and addresses at login", () => {
  it("given a guest with an address and a cart, when they log in, then both are the customer's", async () => {
    const { uuid, addressId } = await guestWithCart()
    const token = await loginAs("anna@example.com", "haslo123")
    s.signIn(token)
    const addresses = decodes(Wire.AddressesResponse, (await s.get("/customer/addresses")).json).data
    expect(addresses.map((a) => [a.id, a.is_active])).toContainEqual([addressId, true])
    const cart = decodes(Wire.CartResponse, (await s.get(`/customer/cart?restaurant_id=1&cart_uuid=${uuid}`)).json)
    expect(cart.data.items).toHaveLength(1)

    // Another customer, in another browser, reaches none of it.
    const piotr = await loginAs("piotr@example.com", "haslo456", OTHER_BROWSER)
    const as = { ...OTHER_BROWSER, authorization: `Bearer ${piotr}` }
    expect((await s.call("GET", `/customer/cart?restaurant_id=1&cart_uuid=${uuid}`, undefined, as)).status).toBe(404)
    const theirs = (await s.call("GET", "/customer/addresses", undefined, as)).json.data as Array<{ id: number }>
    expect(theirs.map((a) => a.id)).not.toContain(addressId)
    expect((await s.call("PUT", `/customer/addresses/${addressId}`, address, as)).status).toBe(404)
    expect((await s.call("DELETE", `/customer/addresses/${addressId}`, undefined, as)).status).toBe(404)

    // The same browser, its token gone (expired or revoked), still reaches its cart as a guest.
    s.signIn(undefined)
    expect((await s.get(`/customer/cart?restaurant_id=1&cart_uuid=${uuid}`)).status).toBe(200)
    // ...but not the customer's addresses.
    const guestAddresses = (await s.get("/customer/addresses")).json.data as Array<{ id: number }>
    expect(guestAddresses.map((a) => a.id)).not.toContain(addressId)
  })

  it("given a guest cart, when they register with that address, then the new customer has it once", async () => {
    s.forgetGuest()
    const { addressId } = await guestWithCart()
    const res = await s.post(
      "/customer/register",
      // The widget sends the guest's own delivery address with the registration: it is not saved twice.
      registrationRequest(
        { name: "Ewa Nowa", email: "ewa@example.com", password: "sekret123", phone: "+48600700900" },
        { address: { string: address.string, latitude: address.latitude, longitude: address.longitude } },
      ),
    )
    s.signIn(res.json.data.token)
    const addresses = decodes(Wire.AddressesResponse, (await s.get("/customer/addresses")).json).data
    expect(addresses.map((a) => a.id)).toEqual([addressId])
    s.signIn(undefined)
  })
})

describe("orders are the customer's own", () => {
  it("given Anna placed an order, then Piotr neither lists nor opens it", async () => {
    s.forgetGuest()
    const { uuid } = await guestWithCart()
    s.signIn(await loginAs("anna@example.com", "haslo123"))
    const placed = await s.post("/customer/cart/checkout", checkoutRequest(uuid))
    expect(placed.status).toBe(200)
    const orderId = (placed.json.data.order?.id ?? placed.json.data.orderId) as number
    const mine = decodes(Wire.OrdersPage, (await s.get("/customer/orders?page=1")).json).data
    expect(mine.map((o) => o.id)).toContain(orderId)

    const piotr = await loginAs("piotr@example.com", "haslo456", OTHER_BROWSER)
    const as = { ...OTHER_BROWSER, authorization: `Bearer ${piotr}` }
    const theirs = (await s.call("GET", "/customer/orders?page=1", undefined, as)).json.data as Array<{ id: number }>
    expect(theirs.map((o) => o.id)).not.toContain(orderId)
    expect((await s.call("GET", `/customer/orders/${orderId}`, undefined, as)).status).toBe(404)
    s.signIn(undefined)
  })
})

describe("one-time codes", () => {
  it("are listed on the sandbox's demo page and expire after 10 minutes", async () => {
    let clock = Date.UTC(2026, 0, 1)
    const timed = await freshSandbox({ now: () => clock, demo: true })
    try {
      await timed.post("/customer/send-otp", { phone: "+48 600 111 222" })
      const page = await timed.get("/sandbox/otp")
      expect(page.status).toBe(200)
      const code = /<code>(\d{6})<\/code> — phone:600111222/.exec(String(page.json))?.[1]
      expect(code).toMatch(/^\d{6}$/)
      clock += 11 * 60_000
      const late = await timed.post(
        "/customer/register",
        registrationRequest(
          { name: "Jan", email: "jan@example.com", password: "sekret123", phone: "+48600111222" },
          { otp_code: code ?? "" },
        ),
      )
      expect(late.status).toBe(422)
      expect(late.json.errors.otp_code).toBeDefined()
      expect(String((await timed.get("/sandbox/otp")).json)).toContain("No codes waiting.")
    } finally {
      await timed.stop()
    }
  })
})
