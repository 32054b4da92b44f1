import { Schema } from "effect"
import { NOTES_MAX_LENGTH } from "../checkout/notes"
import { MODAL_QUANTITY_MAX, MODAL_QUANTITY_MIN } from "../product/quantity"
import { Business } from "./address"
import { numericLiterals, WireInt, WireNumber } from "./numbers"

/**
 * What the widget sends (SPEC §7). The sandbox validates every body with these same schemas, so
 * client and server cannot drift apart. Numbers decode from numbers or numeric strings ("3") but
 * always encode as numbers, so the widget sends numbers and the sandbox accepts what PHP clients send.
 */

export const OrderTypeCode = numericLiterals([1, 3])
export type OrderTypeCode = typeof OrderTypeCode.Type

const Id = WireInt.check(Schema.isGreaterThan(0))
const Quantity = WireInt.check(Schema.isBetween({ minimum: MODAL_QUANTITY_MIN, maximum: MODAL_QUANTITY_MAX }))
const ZeroOne = numericLiterals([0, 1])

/** The second half of a half-and-half pizza. */
export const SpecialValue = Schema.Struct({
  type: Schema.Literal("double"),
  data: Schema.Struct({ product_id: Id, addons: Schema.Array(Id) }),
})

/** One cart line as sent: add-ons are add-on ingredient ids; exclusions are ingredient ids. */
export const CartItemValue = Schema.Struct({
  product_id: Id,
  addons: Schema.Array(Id),
  quantity: Quantity,
  exclude_ingredients: Schema.Array(Id),
  special: Schema.optionalKey(Schema.NullOr(SpecialValue)),
})
export type CartItemValue = typeof CartItemValue.Type

export const AddItemBody = Schema.Struct({
  restaurant_id: Id,
  item: CartItemValue,
  ignore_unique_product: ZeroOne,
  type: OrderTypeCode,
  cart_uuid: Schema.String,
})
export type AddItemBody = typeof AddItemBody.Type

export const ComboSelection = Schema.Struct({
  combo_id: Id,
  quantity: Quantity,
  groups: Schema.Array(Schema.Struct({ group_id: Id, option_id: Id, product_id: Id, extra: WireNumber })),
})
export type ComboSelection = typeof ComboSelection.Type

export const AddComboBody = Schema.Struct({ ...ComboSelection.fields, cart_uuid: Schema.String })
export type AddComboBody = typeof AddComboBody.Type

export const ChangeQuantityBody = Schema.Struct({
  item_uuid: Schema.String,
  quantity: WireInt.check(Schema.isBetween({ minimum: 0, maximum: MODAL_QUANTITY_MAX })),
  is_delete: ZeroOne,
  cart_uuid: Schema.String,
  restaurant_id: Schema.optionalKey(Id),
  type: Schema.optionalKey(OrderTypeCode),
})
export type ChangeQuantityBody = typeof ChangeQuantityBody.Type

export const ChangeOrderTypeBody = Schema.Struct({ type: OrderTypeCode, cart_uuid: Schema.String })
export const AddDiscountBody = Schema.Struct({
  restaurant_id: Id,
  discount_code: Schema.String,
  cart_uuid: Schema.String,
})
/** The spec's add-points body has no cart_uuid; the widget sends it as well so a guest-bound cart is found. */
export const AddPointsBody = Schema.Struct({
  restaurant_id: Id,
  amount: WireInt.check(Schema.isGreaterThanOrEqualTo(0)),
  cart_uuid: Schema.optionalKey(Schema.String),
})
export const ApplyOfferBody = Schema.Struct({ offer_id: Id, checked: Schema.Boolean, cart_uuid: Schema.String })

export const PaymentType = Schema.Literals(["payu", "cash_method", "driver_credit_card", "card"])
export type PaymentType = typeof PaymentType.Type

export const CheckoutBody = Schema.Struct({
  restaurant_id: Id,
  payment_type: PaymentType,
  payment_data: Schema.Struct({
    card_token: Schema.optionalKey(Schema.NullOr(Schema.String)),
    order_id: Schema.optionalKey(Schema.NullOr(Id)),
  }),
  address: Schema.NullOr(Schema.Struct({ string: Schema.String, latitude: Schema.String, longitude: Schema.String })),
  address_id: Schema.NullOr(Id),
  source: Schema.Literal("widget"),
  /** The customer's notes and, by their choice, the allergy line (issue 30): at most NOTES_MAX_LENGTH. */
  notes: Schema.String.check(Schema.isMaxLength(NOTES_MAX_LENGTH)),
  non_contact: ZeroOne,
  phone: Schema.String.check(Schema.isPattern(/^\d+$/)),
  type: OrderTypeCode,
  order_for_later: ZeroOne,
  order_time: Schema.NullOr(Schema.String),
  print_invoice: ZeroOne,
  business: Schema.NullOr(Business),
  cart_uuid: Schema.String,
})
export type CheckoutBody = typeof CheckoutBody.Type

export const LoginBody = Schema.Struct({ email: Schema.String, password: Schema.String })
export const RegisterBody = Schema.Struct({
  name: Schema.String,
  email: Schema.String,
  password: Schema.String,
  password_confirmation: Schema.String,
  phone: Schema.String,
  address: Schema.NullOr(Schema.Struct({ string: Schema.String, latitude: Schema.String, longitude: Schema.String })),
  source: Schema.String,
  otp_code: Schema.String,
})
export type RegisterBody = typeof RegisterBody.Type
export const SendOtpBody = Schema.Struct({ phone: Schema.String })
export const ForgotPasswordBody = Schema.Struct({ email: Schema.String })
export const ResetPasswordBody = Schema.Struct({
  email: Schema.String,
  password: Schema.String,
  password_confirmation: Schema.String,
  otp_code: Schema.String,
})
export const ProfileUpdateBody = Schema.Struct({ name: Schema.String, email: Schema.String })
export const PasswordUpdateBody = Schema.Struct({
  current_password: Schema.String,
  password: Schema.String,
  password_confirmation: Schema.String,
})
export const ChangePhoneBody = Schema.Struct({ phone: Schema.String })
export const ConfirmPhoneBody = Schema.Struct({ otp_code: Schema.String, phone: Schema.String })

/** Address body: coordinates travel as strings. */
export const AddressBody = Schema.Struct({
  string: Schema.NonEmptyString,
  latitude: Schema.String.check(Schema.isPattern(/^-?\d+(\.\d+)?$/)),
  longitude: Schema.String.check(Schema.isPattern(/^-?\d+(\.\d+)?$/)),
  address_line_2: Schema.optionalKey(Schema.NullOr(Schema.String)),
  is_active: ZeroOne,
  restaurant_id: Schema.optionalKey(Schema.NullOr(Id)),
})
export type AddressBody = typeof AddressBody.Type

/** Saving a card: the single-use token or provider payment-method id from the card vault. */
export const PaymentMethodBody = Schema.Struct({ payment_method_id: Schema.String })
export const SetDefaultPaymentMethodBody = Schema.Struct({ use_as_default: numericLiterals([1]) })
