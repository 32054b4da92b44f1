import type { Wire } from "../../domain"

/**
 * Request bodies as the widget sends them, typed by the domain's request schemas, for tests that
 * talk to the API (the sandbox over HTTP, the Api adapter, the browser journeys). Each starts from
 * the plainest valid request; a test overrides only the fields its case is about, so what it varies
 * stands out.
 */

/**
 * The code a sandbox in demo mode accepts for every OTP (it also prints a real one, for the OTP test
 * itself). Only in demo mode: a test that sends it starts its sandbox with `demo: true`.
 */
export const SANDBOX_OTP = "123456"

/** Adding a product to a cart of restaurant 1: by default a pickup cart (type 3). */
export const addItemRequest = (cartUuid: string, item: Wire.CartItemValue, type: 1 | 3 = 3): Wire.AddItemBody => ({
  restaurant_id: 1,
  item,
  ignore_unique_product: 1,
  type,
  cart_uuid: cartUuid,
})

/** A checkout of restaurant 1: by default pickup (type 3), cash, no address, no note, now, no invoice. */
export const checkoutRequest = (cartUuid: string, overrides: Partial<Wire.CheckoutBody> = {}): Wire.CheckoutBody => ({
  restaurant_id: 1,
  payment_type: "cash_method",
  payment_data: {},
  address: null,
  address_id: null,
  source: "widget",
  notes: "",
  non_contact: 0,
  phone: "500600700",
  type: 3,
  order_for_later: 0,
  order_time: null,
  print_invoice: 0,
  business: null,
  cart_uuid: cartUuid,
  ...overrides,
})

/**
 * A new quantity for one line (item or combo) of a cart; `isDelete` 1 removes the line. `more` adds the
 * optional restaurant and order type some callers send.
 */
export const changeQuantityRequest = (
  cartUuid: string,
  lineUuid: string,
  quantity: number,
  isDelete: 0 | 1 = 0,
  more: Partial<Pick<Wire.ChangeQuantityBody, "restaurant_id" | "type">> = {},
): Wire.ChangeQuantityBody => ({ item_uuid: lineUuid, quantity, is_delete: isDelete, cart_uuid: cartUuid, ...more })

/** A password reset with the one-time code sent by e-mail: the new password typed twice, alike. */
export const resetPasswordRequest = (email: string, otpCode: string, password: string) => ({
  email,
  otp_code: otpCode,
  password,
  password_confirmation: password,
})

/** A signed-in customer's password change: the current password, then the new one typed twice, alike. */
export const passwordChangeRequest = (currentPassword: string, password: string) => ({
  current_password: currentPassword,
  password,
  password_confirmation: password,
})

/** Who registers: the fields a person types into the registration form. */
export interface NewCustomer {
  readonly name: string
  readonly email: string
  readonly password: string
  readonly phone: string
}

/** A registration: the password typed twice, no address, the sandbox's OTP. */
export const registrationRequest = (
  customer: NewCustomer,
  overrides: Partial<Wire.RegisterBody> = {},
): Wire.RegisterBody => ({
  ...customer,
  password_confirmation: customer.password,
  address: null,
  source: "widget",
  otp_code: SANDBOX_OTP,
  ...overrides,
})

/**
 * A cart of restaurant 1 made the way customers make them (the order page's journeys and the
 * receipt's sandbox test): a half-and-half Margherita / Diavola 32 cm (thick first half without
 * basil, thin second half) and 'Zestaw dla dwojga' with Pepperoni, Coca-Cola 0.5 l and Tiramisu.
 */
export const HALF_AND_HALF_ITEM: Wire.CartItemValue = {
  product_id: 1002,
  addons: [6002],
  quantity: 1,
  exclude_ingredients: [5003],
  special: { type: "double", data: { product_id: 1008, addons: [6001] } },
}

/** Combo 901's pizza options: group 9101's option and the product it is. */
const COMBO_901_PIZZAS = {
  Margherita: { option_id: 9201, product_id: 1002 },
  Pepperoni: { option_id: 9202, product_id: 1020 },
} as const

/** One 'Zestaw dla dwojga' (combo 901) with this pizza, Coca-Cola 0.5 l (1088) and Tiramisu (1082), into the cart. */
export const addCombo901Request = (cartUuid: string, pizza: keyof typeof COMBO_901_PIZZAS): Wire.AddComboBody => ({
  combo_id: 901,
  quantity: 1,
  groups: [
    { group_id: 9101, ...COMBO_901_PIZZAS[pizza], extra: 0 },
    { group_id: 9102, option_id: 9206, product_id: 1088, extra: 0 },
    { group_id: 9103, option_id: 9210, product_id: 1082, extra: 0 },
  ],
  cart_uuid: cartUuid,
})

export const addPepperoniComboRequest = (cartUuid: string): Wire.AddComboBody =>
  addCombo901Request(cartUuid, "Pepperoni")
