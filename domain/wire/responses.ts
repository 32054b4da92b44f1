import { Schema } from "effect"
import { Address } from "./address"
import { Cart } from "./cart"
import { Combo } from "./combo"
import { Flag, ListOr0, Maybe, NumericId, numberOr, Text } from "./numbers"
import { Order } from "./order"
import { Category, Product } from "./product"
import { PaymentMethod, Profile, SetupIntent } from "./profile"
import { Restaurant, Translation, WidgetStyles } from "./restaurant"

/** `{data: X}`, the envelope of most responses; message and success are read where the spec says. */
export const Envelope = <S extends Schema.Top>(data: S) =>
  Schema.Struct({ data, message: Schema.optionalKey(Schema.NullOr(Schema.String)) })

export const ListEnvelope = <S extends Schema.Top>(item: S) => Envelope(ListOr0(item))

/** A failed call's body (SPEC §8): message, error, or field errors. */
export const ErrorBody = Schema.Struct({
  message: Maybe(Schema.String),
  error: Maybe(Schema.String),
  errors: Maybe(Schema.Unknown),
})
export type ErrorBody = typeof ErrorBody.Type

export const Ack = Schema.Struct({ success: Flag, message: Text })

export const LoginResponse = Schema.Struct({
  data: Maybe(Schema.Struct({ token: Maybe(Schema.String) })),
  error: Maybe(Schema.String),
})
export const RegisterResponse = Schema.Struct({
  success: Flag,
  data: Maybe(Schema.Struct({ token: Maybe(Schema.String) })),
  message: Maybe(Schema.String),
  error: Maybe(Schema.String),
})

export const GuestCartResponse = Schema.Struct({ success: Flag, data: Schema.Struct({ uuid: Schema.String }) })
export const CartResponse = Envelope(Cart)
export const ProductsResponse = ListEnvelope(Product)
/**
 * GET /customer/cart/recommended ('popular products'): the same `{data: [product]}` envelope as the
 * product list, named for the call so a reader finds it (SPEC §3 'Recommended products: data').
 */
export const RecommendedProductsResponse = ProductsResponse
export const CombosResponse = ListEnvelope(Combo)
export const CategoriesResponse = ListEnvelope(Category)
export const RestaurantsResponse = ListEnvelope(Restaurant)
export const RestaurantResponse = Envelope(Restaurant)
export const SettingsResponse = Envelope(
  Schema.Struct({ translations: ListOr0(Translation), gcp_key: Maybe(Schema.String) }),
)
export const WidgetStylesResponse = Envelope(WidgetStyles)
export const OrderResponse = Envelope(Order)
export const PointsResponse = Envelope(Schema.Struct({ points: numberOr(0) }))
/** GET /profile/show nests the profile once more: data.data. */
export const ProfileResponse = Envelope(Schema.Struct({ data: Profile }))
export const PaymentMethodsResponse = ListEnvelope(PaymentMethod)
export const PaymentMethodResponse = Envelope(PaymentMethod)
export const SetupIntentResponse = Envelope(SetupIntent)
export const AddressesResponse = ListEnvelope(Address)
export const AddressSavedResponse = Schema.Struct({
  data: Schema.Struct({ address: Address }),
  active_address_check: Maybe(Schema.Struct({ ok: Flag, message: Text })),
})

/**
 * Checkout: an order placed at once (data.order), a redirect to the payment provider
 * (data.redirectUri, data.payu), or a 3-D Secure challenge (data.threeDsUrl, with data.orderId to re-submit).
 */
export const CheckoutResponse = Schema.Struct({
  success: Flag,
  message: Text,
  data: Maybe(
    Schema.Struct({
      order: Maybe(Order),
      orderId: Maybe(NumericId),
      redirectUri: Maybe(Schema.String),
      payu: Maybe(Schema.Unknown),
      threeDsUrl: Maybe(Schema.String),
    }),
  ),
})
export type CheckoutResponse = typeof CheckoutResponse.Type
