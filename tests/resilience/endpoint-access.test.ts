import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { recordFigures } from "../support/figures"
import { restaurantJson } from "../support/fixtures"
import { addItemRequest, checkoutRequest, registrationRequest } from "../support/requests"
import { type InProcessSandbox, inProcessSandbox } from "./in-process-sandbox"

/**
 * Nobody sees what is not theirs (issue 16, item 4). Every route of the sandbox's Hono app is
 * enumerated from `app.routes`, and each must be classified below — a new route fails 'every route
 * is classified' until someone decides who may use it. Each owned route is then tried as its owner,
 * another guest, another customer and nobody: only the owner succeeds, the others get a 4xx whose
 * body carries none of the owner's data, and the owner's resource is unchanged afterwards.
 *
 * What a guest cart's uuid grants (the one capability): whoever holds the uuid of a GUEST cart may
 * read and change that cart — its lines, order type, discounts, its delivery address text — and
 * check it out (the order is then theirs). It grants nothing else: not the guest's saved addresses,
 * orders, points or cards, and not attaching someone else's address. A signed-in customer's cart is
 * not a capability: only that customer (or the browser session that created it) reaches it.
 * An order's link key (`?key=`, an HMAC of its id, carried by redirectUri and threeDsUrl) grants
 * reading that order and using its payment pages; nothing else.
 */

interface Actor {
  readonly name: string
  readonly token?: string
  readonly guest?: string
}

type Owner = "customer" | "guest"
/** owner: only the owner; self: acts on the caller's own data, never another's; uuid: the guest-cart capability. */
type Access = "owner" | "self" | "uuid"

interface Call {
  readonly path: string
  readonly body?: unknown
  readonly headers?: Record<string, string>
}

// Fixture values are ids, uuids and keys made by the owner for one attempt.
type Fixture = Record<string, string | number>

interface OwnedRow {
  readonly kind: "owned"
  readonly access: Partial<Record<Owner, Access>>
  readonly setup: (owner: Actor) => Promise<Fixture>
  readonly call: (f: Fixture, actor: Actor) => Call
  /** The owner's view of what the call could change or reveal: must be the same after another's attempt. */
  readonly snapshot?: (owner: Actor, f: Fixture) => Promise<string>
}
interface PublicRow {
  readonly kind: "public" | "sandbox-tool"
  readonly why: string
  readonly call: (actor: Actor, attempt: number) => Call
  /** Status every caller gets (default 200). */
  readonly status?: number
}
type Row = OwnedRow | PublicRow

let s: InProcessSandbox
let anna: Actor
let piotr: Actor
let throwaway: { email: string }
let seq = 0
const uid = () => `${process.pid}-${++seq}`
/** A guest the sandbox issued: it accepts no made-up guest id (issue 29). */
const guestId = () => s.newGuest()

const send = async (actor: Actor, method: string, call: Call) => {
  const headers: Record<string, string> = { accept: "application/json", ...call.headers }
  if (actor.token && call.headers?.authorization === undefined) headers.authorization = `Bearer ${actor.token}`
  if (actor.guest) headers["x-guest-token"] = actor.guest
  const write = method !== "GET" && method !== "HEAD"
  if (write) headers["content-type"] = "application/json"
  const res = await s.fetch(`http://sandbox.test${call.path}`, {
    method,
    headers,
    body: write ? JSON.stringify(call.body ?? {}) : undefined,
  })
  const text = await res.text()
  let json: unknown = null
  try {
    json = JSON.parse(text)
  } catch {
    json = null
  }
  // biome-ignore lint/suspicious/noExplicitAny: raw wire JSON read by the setup steps
  return { status: res.status, text, json: json as any }
}
const ok = async (actor: Actor, method: string, call: Call) => {
  const res = await send(actor, method, call)
  if (res.status >= 300) throw new Error(`${method} ${call.path} as ${actor.name}: ${res.status} ${res.text}`)
  return res.json
}

const marker = () => `SECRET-${uid()}`
const combo = (
  restaurantJson(1, "combos") as Array<{
    id: number
    groups: Array<{ id: number; options: Array<{ id: number; product: { id: number } | null }> }>
  }>
)[0]
const comboGroups = () =>
  (combo?.groups ?? []).map((g) => {
    const option = g.options[g.options.length - 1]
    return { group_id: g.id, option_id: option?.id ?? 0, product_id: option?.product?.id ?? 0, extra: 0 }
  })

const newAddress = async (owner: Actor) => {
  const string = `ul. ${marker()} 1, Warszawa`
  const answer = await ok(owner, "POST", {
    path: "/customer/addresses",
    body: { string, latitude: "52.2297", longitude: "21.0122", is_active: 1 },
  })
  return { addressId: answer.data.address.id as number, secret: string }
}
/** The uuid of a cart's first line (the wire keys lines by uuid, as an object or a list). */
const firstLine = (lines: unknown): string => {
  if (Array.isArray(lines)) return String(lines[0]?.uuid ?? lines[0]?.key ?? "")
  return Object.keys(lines ?? {})[0] ?? ""
}
const newCart = async (owner: Actor) => {
  const { addressId, secret } = await newAddress(owner)
  const uuid = (
    await ok(owner, "POST", { path: `/customer/cart/for-guest?restaurant_id=1&type=1&address_id=${addressId}` })
  ).data.uuid as string
  const cart = await ok(owner, "POST", {
    path: "/customer/cart/add-item",
    body: addItemRequest(uuid, { product_id: 1002, addons: [6001], quantity: 1, exclude_ingredients: [] }, 1),
  })
  const withCombo = await ok(owner, "POST", {
    path: "/customer/cart/add-combo-item",
    body: { combo_id: combo?.id, quantity: 1, groups: comboGroups(), cart_uuid: uuid },
  })
  return {
    uuid,
    addressId,
    secret,
    item: firstLine(cart.data.items),
    comboLine: firstLine(withCombo.data.combo_items),
  }
}
const tokenize = async (number: string) =>
  (
    await ok({ name: "card page" }, "POST", {
      path: "/sandbox/cards/tokenize",
      body: { number, exp_month: 12, exp_year: 2030, cvv: "123" },
    })
  ).data.token as string
const newOrder = async (owner: Actor, payment: "cash" | "payu" | "3ds") => {
  const cart = await newCart(owner)
  const secret = marker()
  const body = checkoutRequest(cart.uuid, {
    type: 1,
    address_id: cart.addressId,
    notes: secret,
    ...(payment === "payu" ? { payment_type: "payu" } : {}),
    ...(payment === "3ds"
      ? { payment_type: "card", payment_data: { card_token: await tokenize("4000000000003220") } }
      : {}),
  })
  const answer = (await ok(owner, "POST", { path: "/customer/cart/checkout", body })).data
  const id = (answer.order?.id ?? answer.orderId) as number
  const link = answer.redirectUri ?? answer.threeDsUrl ?? "http://x/"
  return { orderId: id, secret, key: new URL(link).searchParams.get("key") ?? "", cartUuid: cart.uuid }
}
const newCard = async (owner: Actor) => {
  const saved = await ok(owner, "POST", {
    path: "/payment-methods",
    body: { payment_method_id: await tokenize("4444 3333 2222 1111") },
  })
  return { cardId: saved.data.id as number }
}
const orderView = async (owner: Actor, f: Fixture) =>
  JSON.stringify((await send(owner, "GET", { path: `/customer/orders/${f.orderId}` })).json?.data ?? "gone", (k, v) =>
    k === "status" || k === "updated_at" ? undefined : v,
  )
const cartView = async (owner: Actor, f: Fixture) =>
  (await send(owner, "GET", { path: `/customer/cart?restaurant_id=1&cart_uuid=${f.uuid}` })).text
const addressesView = async (owner: Actor) => (await send(owner, "GET", { path: "/customer/addresses" })).text
const profileView = async (owner: Actor) => (await send(owner, "GET", { path: "/profile/show" })).text
const cardsView = async (owner: Actor) => (await send(owner, "GET", { path: "/payment-methods" })).text

const cartRow = (call: OwnedRow["call"], snapshot: OwnedRow["snapshot"] = cartView): OwnedRow => ({
  kind: "owned",
  access: { customer: "owner", guest: "uuid" },
  setup: newCart,
  call,
  snapshot,
})
const orderRow = (payment: "cash" | "payu" | "3ds", call: OwnedRow["call"]): OwnedRow => ({
  kind: "owned",
  access: { customer: "owner", guest: "owner" },
  setup: (owner) => newOrder(owner, payment),
  call,
  snapshot: orderView,
})
const selfRow = (
  call: OwnedRow["call"],
  snapshot: (owner: Actor) => Promise<string>,
  setup: OwnedRow["setup"] = async () => ({}),
  owners: ReadonlyArray<Owner> = ["customer"],
): OwnedRow => ({
  kind: "owned",
  access: Object.fromEntries(owners.map((o) => [o, "self"])),
  setup,
  call,
  snapshot,
})
const pub = (why: string, call: PublicRow["call"], status = 200): PublicRow => ({ kind: "public", why, call, status })
const tool = (why: string, call: PublicRow["call"], status = 200): PublicRow => ({
  kind: "sandbox-tool",
  why,
  call,
  status,
})
const path = (p: string) => () => ({ path: p })

/** Every route of the sandbox, classified. */
const table: Readonly<Record<string, Row>> = {
  "GET /customer/products": pub("the menu", path("/customer/products?restaurant=1")),
  "GET /customer/products/optimized": pub("the menu", path("/customer/products/optimized?restaurant=1")),
  "GET /customer/combos": pub("the menu", path("/customer/combos?restaurant=1")),
  "GET /customer/categories": pub("the menu", path("/customer/categories?restaurant=1")),
  "GET /customer/restaurants": pub("restaurants", path("/customer/restaurants")),
  "GET /customer/restaurants/:id": pub("the restaurant", path("/customer/restaurants/1")),
  "GET /customer/widgets": pub("the widget's styles", path("/customer/widgets?restaurant_id=1")),
  "GET /settings": pub("translations and the maps key", path("/settings")),
  "GET /media/:folder/:file": pub("menu pictures", path("/media/r1/pizza.svg")),
  "GET /sandbox/maps/autocomplete": pub(
    "the maps stand-in's gazetteer",
    path("/sandbox/maps/autocomplete?input=Marszalkowska"),
  ),
  "GET /sandbox/maps/reverse": pub(
    "the maps stand-in's gazetteer",
    path("/sandbox/maps/reverse?lat=52.2297&lng=21.0122"),
  ),
  // One phone per caller: a phone gets at most 3 codes per 10 minutes (issue 29).
  "POST /customer/send-otp": pub("asks for a code to a phone", (_, n) => ({
    path: "/customer/send-otp",
    body: { phone: `50060070${n}` },
  })),
  "POST /customer/register": pub("creates an account for its caller", (_, n) => ({
    path: "/customer/register",
    body: registrationRequest({
      name: "Nowy",
      email: `nowy-${uid()}-${n}@example.com`,
      password: "haslo12345",
      phone: "500600700",
    }),
  })),
  "POST /customer/login": pub("credentials decide", () => ({
    path: "/customer/login",
    body: { email: "piotr@example.com", password: "haslo456" },
  })),
  // One e-mail per caller (at most 3 codes per e-mail per 10 minutes); the answer is the same for any e-mail.
  "POST /customer/forgot-password": pub("sends a code to the account's e-mail, reveals nothing", (_, n) => ({
    path: "/customer/forgot-password",
    body: { email: n === 0 ? throwaway.email : `${n}-${throwaway.email}` },
  })),
  // Sent with a made-up token (it ends only the token it is sent with; a caller's real one would end
  // their session for the rest of this file): 200 for all, nothing of anyone's changed.
  "POST /customer/logout": pub("ends the token it is sent with, and gives the caller a fresh guest", () => ({
    path: "/customer/logout",
    headers: { authorization: `Bearer ${"0".repeat(64)}` },
  })),
  "POST /customer/reset-password": pub("the e-mailed code decides", () => ({
    path: "/customer/reset-password",
    body: { email: throwaway.email, otp_code: "123456", password: "nowehaslo1", password_confirmation: "nowehaslo1" },
  })),
  "POST /customer/google/login": pub("not available in the sandbox (501 for all)", path("/customer/google/login"), 501),
  "POST /customer/apple/login": pub("not available in the sandbox (501 for all)", path("/customer/apple/login"), 501),
  "GET /sandbox/card-fields": pub(
    "the hosted card fields page",
    path("/sandbox/card-fields?parent=http%3A%2F%2F127.0.0.1%3A5173"),
  ),
  "POST /sandbox/cards/tokenize": pub(
    "like a provider's publishable tokenization: a card in, a one-use token out",
    () => ({
      path: "/sandbox/cards/tokenize",
      body: { number: "4444 3333 2222 1111", exp_month: 12, exp_year: 2030, cvv: "123" },
    }),
  ),
  "GET /sandbox/otp": tool(
    "demo mode only (404 otherwise): lists the codes the sandbox would have sent by SMS or e-mail; 123456 is accepted there too",
    path("/sandbox/otp"),
  ),
  "GET /sandbox/idempotency": tool(
    "a count of orders per key, no order data",
    path("/sandbox/idempotency?key=nothing"),
  ),
  "GET /sandbox/cart-orders": tool(
    "a count of live orders per cart uuid, no order data",
    path("/sandbox/cart-orders?cart_uuid=nothing"),
  ),
  "POST /sandbox/admin/faults": tool(
    "fault injection, only with SANDBOX_FAULTS=1 (off here: 404 for all)",
    path("/sandbox/admin/faults"),
    404,
  ),
  "GET /sandbox/admin/faults": tool(
    "fault injection, only with SANDBOX_FAULTS=1 (off here: 404 for all)",
    path("/sandbox/admin/faults"),
    404,
  ),
  "DELETE /sandbox/admin/faults": tool(
    "fault injection, only with SANDBOX_FAULTS=1 (off here: 404 for all)",
    path("/sandbox/admin/faults"),
    404,
  ),

  "POST /customer/cart/for-guest": {
    kind: "owned",
    // Anyone may start a cart; only the address's owner may start one on that address.
    access: { customer: "owner", guest: "owner" },
    setup: newAddress,
    call: (f) => ({ path: `/customer/cart/for-guest?restaurant_id=1&type=1&address_id=${f.addressId}` }),
    snapshot: addressesView,
  },
  "POST /customer/cart/update-address-for-guest": {
    kind: "owned",
    // Attaching an address to a cart needs the address's owner, whoever holds the cart's uuid.
    access: { customer: "owner", guest: "owner" },
    setup: newCart,
    call: (f) => ({ path: `/customer/cart/update-address-for-guest?cart_uuid=${f.uuid}&address_id=${f.addressId}` }),
    snapshot: addressesView,
  },
  "GET /customer/cart": cartRow((f) => ({ path: `/customer/cart?restaurant_id=1&cart_uuid=${f.uuid}` })),
  "POST /customer/cart/add-item": cartRow((f) => ({
    path: "/customer/cart/add-item",
    body: addItemRequest(String(f.uuid), { product_id: 1087, addons: [], quantity: 1, exclude_ingredients: [] }, 1),
  })),
  "POST /customer/cart/add-combo-item": cartRow((f) => ({
    path: "/customer/cart/add-combo-item",
    body: { combo_id: combo?.id, quantity: 1, groups: comboGroups(), cart_uuid: f.uuid },
  })),
  "POST /customer/cart/change-item-quantity": cartRow((f) => ({
    path: "/customer/cart/change-item-quantity",
    body: { item_uuid: f.item, quantity: 3, is_delete: 0, cart_uuid: f.uuid, restaurant_id: 1, type: 1 },
  })),
  "POST /customer/cart/change-combo-item-quantity": cartRow((f) => ({
    path: "/customer/cart/change-combo-item-quantity",
    body: { item_uuid: f.comboLine, quantity: 2, is_delete: 0, cart_uuid: f.uuid },
  })),
  "POST /customer/cart/change-order-type": cartRow((f) => ({
    path: "/customer/cart/change-order-type",
    body: { type: 3, cart_uuid: f.uuid },
  })),
  "GET /customer/cart/recommended": cartRow((f) => ({
    path: `/customer/cart/recommended?restaurant_id=1&cart_uuid=${f.uuid}`,
  })),
  "POST /customer/cart/add-discount": cartRow((f) => ({
    path: "/customer/cart/add-discount",
    body: { restaurant_id: 1, discount_code: "BELLA10", cart_uuid: f.uuid },
  })),
  "POST /customer/cart/apply-offer": cartRow((f) => ({
    path: "/customer/cart/apply-offer",
    body: { offer_id: 2, checked: false, cart_uuid: f.uuid },
  })),
  "POST /customer/cart/add-points": {
    kind: "owned",
    // Points never change who owns a cart: only the customer's own cart takes them.
    access: { customer: "owner" },
    setup: newCart,
    call: (f) => ({ path: "/customer/cart/add-points", body: { restaurant_id: 1, amount: 10, cart_uuid: f.uuid } }),
    snapshot: cartView,
  },
  "POST /customer/cart/checkout": {
    kind: "owned",
    // A 3-D Secure re-submit names an order: only its owner may complete it (the cart rows cover the uuid).
    access: { customer: "owner", guest: "owner" },
    setup: async (owner) => {
      const order = await newOrder(owner, "3ds")
      await ok(owner, "POST", { path: `/sandbox/3ds/${order.orderId}/confirm` })
      return order
    },
    call: (f) => ({
      path: "/customer/cart/checkout",
      body: checkoutRequest(String(f.cartUuid), {
        payment_type: "card",
        payment_data: { order_id: Number(f.orderId) },
      }),
    }),
    snapshot: orderView,
  },
  "GET /customer/addresses": selfRow(path("/customer/addresses"), addressesView, newAddress, ["customer", "guest"]),
  "POST /customer/addresses": selfRow(
    () => ({
      path: "/customer/addresses",
      body: { string: "ul. Obca 2, Warszawa", latitude: "52.2", longitude: "21.0", is_active: 1 },
    }),
    addressesView,
    newAddress,
    ["customer", "guest"],
  ),
  "PUT /customer/addresses/:id": {
    kind: "owned",
    access: { customer: "owner", guest: "owner" },
    setup: newAddress,
    call: (f) => ({
      path: `/customer/addresses/${f.addressId}`,
      body: { string: "ul. Przejęta 3, Warszawa", latitude: "52.2", longitude: "21.0", is_active: 1 },
    }),
    snapshot: addressesView,
  },
  "DELETE /customer/addresses/:id": {
    kind: "owned",
    access: { customer: "owner", guest: "owner" },
    setup: newAddress,
    call: (f) => ({ path: `/customer/addresses/${f.addressId}` }),
    snapshot: addressesView,
  },
  "GET /profile/show": selfRow(path("/profile/show"), profileView),
  "PUT /profile/update": selfRow(
    () => ({ path: "/profile/update", body: { name: "Przejęty", email: `przejety-${uid()}@example.com` } }),
    profileView,
  ),
  "PUT /profile/password-update": selfRow(
    () => ({
      path: "/profile/password-update",
      body: { current_password: "haslo123", password: "przejete1", password_confirmation: "przejete1" },
    }),
    profileView,
  ),
  "POST /profile/change-phone-number": selfRow(
    () => ({ path: "/profile/change-phone-number", body: { phone: "511222333" } }),
    profileView,
  ),
  "POST /profile/confirm-phone-number-changes": selfRow(
    () => ({ path: "/profile/confirm-phone-number-changes", body: { otp_code: "123456", phone: "511222333" } }),
    profileView,
  ),
  "GET /customer/points/collected/:restaurantId": selfRow(path("/customer/points/collected/1"), profileView),
  "GET /customer/orders": selfRow(path("/customer/orders"), profileView, (owner) => newOrder(owner, "cash")),
  "GET /customer/orders/:id": orderRow("cash", (f) => ({ path: `/customer/orders/${f.orderId}` })),
  "GET /sandbox/3ds/:orderId": orderRow("3ds", (f) => ({
    path: `/sandbox/3ds/${f.orderId}?parent=http%3A%2F%2F127.0.0.1%3A5173`,
  })),
  "POST /sandbox/3ds/:orderId/confirm": orderRow("3ds", (f) => ({ path: `/sandbox/3ds/${f.orderId}/confirm` })),
  "GET /sandbox/payu/:orderId": orderRow("payu", (f) => ({ path: `/sandbox/payu/${f.orderId}` })),
  "POST /sandbox/payu/:orderId/pay": orderRow("payu", (f) => ({ path: `/sandbox/payu/${f.orderId}/pay` })),
  "POST /sandbox/payu/:orderId/cancel": orderRow("payu", (f) => ({ path: `/sandbox/payu/${f.orderId}/cancel` })),
  "POST /stripe/setup-intent": selfRow(path("/stripe/setup-intent"), cardsView, newCard),
  "GET /payment-methods": selfRow(path("/payment-methods"), cardsView, newCard),
  "POST /payment-methods": selfRow(path("/payment-methods"), cardsView, newCard),
  "PUT /payment-methods/:id": {
    kind: "owned",
    access: { customer: "owner" },
    setup: async (owner) => {
      await newCard(owner)
      return newCard(owner)
    },
    call: (f) => ({ path: `/payment-methods/${f.cardId}`, body: { use_as_default: 1 } }),
    snapshot: cardsView,
  },
  "DELETE /payment-methods/:id": {
    kind: "owned",
    access: { customer: "owner" },
    setup: newCard,
    call: (f) => ({ path: `/payment-methods/${f.cardId}` }),
    snapshot: cardsView,
  },
}

const methodOf = (route: string) => route.split(" ")[0] ?? "GET"
/** A tokenize row needs a fresh token per attempt: POST /payment-methods gets one in its body. */
const bodyFor = async (route: string, call: Call): Promise<Call> =>
  route === "POST /payment-methods"
    ? { ...call, body: { payment_method_id: await tokenize("5555 5555 5555 4444") } }
    : call

const figures = { routes: 0, public: 0, owned: 0, attempts: 0, refused: 0, leaks: 0 }

beforeAll(async () => {
  // Demo mode: the code 123456 and /sandbox/otp are among the routes classified.
  s = await inProcessSandbox({ demo: true })
  const login = async (email: string, password: string, name: string): Promise<Actor> => {
    const guest = await guestId()
    const token = (await ok({ name, guest }, "POST", { path: "/customer/login", body: { email, password } })).data.token
    return { name, token, guest }
  }
  anna = await login("anna@example.com", "haslo123", "owner customer")
  piotr = await login("piotr@example.com", "haslo456", "another customer")
  throwaway = { email: `reset-${uid()}@example.com` }
  await ok({ name: "throwaway", guest: await guestId() }, "POST", {
    path: "/customer/register",
    body: registrationRequest({ name: "Reset", email: throwaway.email, password: "haslo12345", phone: "500600701" }),
  })
})
afterAll(() => {
  recordFigures("endpoint access", {
    "routes classified": figures.routes,
    "public routes": figures.public,
    "owned route cases": figures.owned,
    "attempts by others": figures.attempts,
    "refused or own data only": figures.refused,
    leaks: figures.leaks,
  })
  s?.stop()
})

describe("every sandbox route is classified", () => {
  it("the table names exactly the app's routes (a new route fails here until it is classified)", () => {
    const routes = [...new Set(s.app.routes.filter((r) => r.method !== "ALL").map((r) => `${r.method} ${r.path}`))]
    // Fault routes exist only with faults enabled; the table still classifies them.
    const faultRoutes = Object.keys(table).filter((r) => r.endsWith("/sandbox/admin/faults"))
    expect([...routes].sort()).toEqual(
      Object.keys(table)
        .filter((r) => !faultRoutes.includes(r))
        .sort(),
    )
    figures.routes = Object.keys(table).length
  })
})

describe("public routes answer everyone alike", () => {
  for (const [route, row] of Object.entries(table)) {
    if (row.kind === "owned") continue
    it(`${route}: ${row.why}`, async () => {
      const actors: Actor[] = [anna, piotr, { name: "a guest", guest: await guestId() }, { name: "nobody" }]
      const statuses = []
      for (const [n, actor] of actors.entries())
        statuses.push((await send(actor, methodOf(route), row.call(actor, n))).status)
      expect(statuses).toEqual(actors.map(() => row.status ?? 200))
      figures.public++
    })
  }
})

describe("owned routes: only the owner", () => {
  for (const [route, row] of Object.entries(table)) {
    if (row.kind !== "owned") continue
    for (const [ownerKind, access] of Object.entries(row.access) as Array<[Owner, Access]>) {
      it(`${route}, owned by a ${ownerKind}: ${access === "uuid" ? "the cart's uuid is the capability" : access === "self" ? "each caller's own data only" : "the owner only"}`, async () => {
        const owner: Actor = ownerKind === "customer" ? anna : { name: "owner guest", guest: await guestId() }
        const others: Actor[] = [
          { name: "another guest", guest: await guestId() },
          ownerKind === "customer" ? piotr : { ...piotr },
          { name: "nobody" },
        ]
        // The owner succeeds.
        const mine = await row.setup(owner)
        const own = await send(owner, methodOf(route), await bodyFor(route, row.call(mine, owner)))
        expect(own.status, `${route} as its owner: ${own.text}`).toBeLessThan(300)
        for (const actor of others) {
          const f = await row.setup(owner)
          const before = await row.snapshot?.(owner, f)
          const res = await send(actor, methodOf(route), await bodyFor(route, row.call(f, actor)))
          const after = await row.snapshot?.(owner, f)
          figures.attempts++
          const secrets = Object.entries(f)
            .filter(([k]) => k === "secret")
            .map(([, v]) => String(v))
          const leaked = access !== "uuid" && secrets.some((secret) => res.text.includes(secret))
          const refusedOrOwn =
            access === "owner"
              ? [401, 403, 404].includes(res.status)
              : access === "self"
                ? res.status < 300 || res.status === 401 || res.status === 422
                : res.status < 300
          if (leaked || (access !== "uuid" && before !== after)) figures.leaks++
          else if (refusedOrOwn) figures.refused++
          expect(refusedOrOwn, `${route} as ${actor.name}: ${res.status} ${res.text.slice(0, 200)}`).toBe(true)
          expect(leaked, `${route} as ${actor.name} shows the owner's data: ${res.text.slice(0, 200)}`).toBe(false)
          if (access !== "uuid") expect(after, `${route} as ${actor.name} changed the owner's data`).toBe(before)
        }
        figures.owned++
      })
    }
  }
})

describe("an order's link key", () => {
  it("opens that order's page and payment pages to whoever holds it, and no other order", async () => {
    const owner: Actor = { name: "owner guest", guest: await guestId() }
    const payu = await newOrder(owner, "payu")
    const threeDs = await newOrder(owner, "3ds")
    const stranger: Actor = { name: "nobody" }
    expect((await send(stranger, "GET", { path: `/customer/orders/${payu.orderId}?key=${payu.key}` })).status).toBe(200)
    expect((await send(stranger, "GET", { path: `/sandbox/payu/${payu.orderId}?key=${payu.key}` })).status).toBe(200)
    const page = `/sandbox/3ds/${threeDs.orderId}?parent=http%3A%2F%2F127.0.0.1%3A5173`
    expect((await send(stranger, "GET", { path: page })).status).toBe(404)
    expect((await send(stranger, "GET", { path: `${page}&key=${threeDs.key}` })).status).toBe(200)
    // One order's key opens no other order.
    expect((await send(stranger, "GET", { path: `/customer/orders/${threeDs.orderId}?key=${payu.key}` })).status).toBe(
      404,
    )
    expect((await send(stranger, "GET", { path: `/sandbox/payu/${payu.orderId}?key=${"0".repeat(32)}` })).status).toBe(
      404,
    )
  })
})
