import fc from "fast-check"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Wire } from "../../domain"
import { decodes, type FreshSandbox, freshSandbox, signInAnna } from "../support/sandbox"
import { propertySeed } from "../support/seed"

/**
 * Property: whatever JSON arrives, no call answers 5xx, and every failure is a JSON body with a
 * message. Bodies are drawn both as arbitrary JSON and as objects using the route's real field names
 * with arbitrary values, so inputs also get past the schema into the business rules.
 */

let s: FreshSandbox
let cartUuid = ""
beforeAll(async () => {
  s = await freshSandbox()
  await signInAnna(s)
  cartUuid = (await s.post("/customer/cart/for-guest?restaurant_id=1&type=1")).json.data.uuid
})
afterAll(() => s.stop())

const FIELDS = [
  "restaurant_id",
  "item",
  "product_id",
  "addons",
  "quantity",
  "exclude_ingredients",
  "special",
  "ignore_unique_product",
  "type",
  "cart_uuid",
  "combo_id",
  "groups",
  "item_uuid",
  "is_delete",
  "discount_code",
  "amount",
  "offer_id",
  "checked",
  "payment_type",
  "payment_data",
  "address",
  "address_id",
  "phone",
  "business",
  "print_invoice",
  "order_for_later",
  "order_time",
  "email",
  "password",
  "password_confirmation",
  "otp_code",
  "string",
  "latitude",
  "longitude",
  "is_active",
  "payment_method_id",
  "use_as_default",
  "number",
  "cvv",
]

const ROUTES: ReadonlyArray<readonly [string, string]> = [
  ["POST", "/customer/login"],
  ["POST", "/customer/register"],
  ["POST", "/customer/reset-password"],
  ["POST", "/customer/cart/add-item"],
  ["POST", "/customer/cart/add-combo-item"],
  ["POST", "/customer/cart/change-item-quantity"],
  ["POST", "/customer/cart/change-order-type"],
  ["POST", "/customer/cart/add-discount"],
  ["POST", "/customer/cart/add-points"],
  ["POST", "/customer/cart/apply-offer"],
  ["POST", "/customer/cart/checkout"],
  ["PUT", "/profile/update"],
  ["PUT", "/profile/password-update"],
  ["POST", "/payment-methods"],
  ["POST", "/customer/addresses"],
  ["PUT", "/customer/addresses/1"],
  ["POST", "/sandbox/cards/tokenize"],
]

const value = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.integer({ min: -5, max: 2_000_000 }),
  fc.constantFrom(1, 3, 1002, 6001, 901, "1", "", "widget", "payu", "card", "double", null, true),
)
const body = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 8 }),
  fc
    .record({
      restaurant_id: fc.constantFrom(1, 2, 3, 99),
      item: fc.record({
        product_id: fc.constantFrom(1002, 1005, 1, 2001),
        addons: fc.array(fc.constantFrom(6001, 6002, 6030, 6040, 7)),
        quantity: fc.integer({ min: -1, max: 120 }),
        exclude_ingredients: fc.array(fc.constantFrom(5001, 5002, 5003)),
        special: fc.option(
          fc.record({
            type: fc.constant("double"),
            data: fc.record({
              product_id: fc.constantFrom(1005, 1008, 1001),
              addons: fc.array(fc.constantFrom(6001, 6030)),
            }),
          }),
        ),
      }),
      ignore_unique_product: fc.constantFrom(0, 1),
      type: fc.constantFrom(1, 3),
    })
    .map((b) => ({ ...b, cart_uuid: cartUuid })),
)

describe("bad input (property)", () => {
  it("never answers 5xx; every failure is JSON with a message", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ROUTES), body, async ([method, path], payload) => {
        const res = await s.call(method, path, JSON.stringify(payload))
        expect(res.status, `${method} ${path} ${JSON.stringify(payload)}`).toBeLessThan(500)
        if (res.status >= 400) expect(decodes(Wire.ErrorBody, res.json).message).toBeTruthy()
      }),
      { seed: propertySeed("sandbox bad input"), numRuns: 400 },
    )
  })
})
