import { Context, Effect, Layer } from "effect"
import { type ApiError, ApiNetworkFailed } from "./api-error"
import type {
  AckResponse,
  AddComboBody,
  AddDiscountBody,
  AddItemBody,
  AddPointsBody,
  AddressBody,
  AddressesResponse,
  AddressSavedResponse,
  ApplyOfferBody,
  CartResponse,
  CategoriesResponse,
  ChangePhoneBody,
  ChangeQuantityBody,
  CheckoutBody,
  CheckoutResponse,
  CombosResponse,
  ConfirmPhoneBody,
  ForgotPasswordBody,
  GuestCartResponse,
  LoginBody,
  LoginResponse,
  OrderResponse,
  OrdersPage,
  OrderTypeCode,
  PasswordUpdateBody,
  PaymentMethodBody,
  PaymentMethodResponse,
  PaymentMethodsResponse,
  PointsResponse,
  ProductsResponse,
  ProfileResponse,
  ProfileUpdateBody,
  RegisterBody,
  RegisterResponse,
  ResetPasswordBody,
  RestaurantResponse,
  RestaurantsResponse,
  SendOtpBody,
  SettingsResponse,
  SetupIntentResponse,
  SocialLoginBody,
  WidgetStylesResponse,
} from "./api-types"

export * from "./api-error"
export type * from "./api-types"

type Call<A> = Effect.Effect<A, ApiError>

/** Options of the add calls: the pending add's idempotency key. */
export interface AddOptions {
  readonly idempotencyKey?: string | undefined
}

/**
 * One typed method per call of SPEC §7 (contract 4). Every response is already decoded with
 * domain/schema/responses.ts, so nothing above the adapter sees `unknown`. Bodies are the domain's
 * request types. Interrupting the returned Effect aborts the fetch.
 *
 * Watch for: only GETs are retried (3 times, backoff with full jitter, Retry-After honoured);
 * POST/PUT/DELETE are sent once, except `checkout` and the adds given a key, which are safe to repeat
 * because they carry an Idempotency-Key (see `checkout`, `addItem`).
 *
 * Guests: every call carries the guest token the server issued (header `X-Guest-Token`, kept by
 * Storage), so a guest is the same guest inside a cross-site iframe where the API's cookie is a
 * blocked third-party cookie.
 */
export interface ApiShape {
  // Authentication
  readonly login: (body: LoginBody) => Call<LoginResponse>
  /**
   * Ends the bearer token on the server (issue 29; not in SPEC §7, so Log Out calls it best-effort:
   * a server without it answers 404 and Log Out goes on as SPEC §4 says). Its answer brings a fresh
   * guest token.
   */
  readonly logout: () => Call<AckResponse>
  readonly register: (body: RegisterBody) => Call<RegisterResponse>
  readonly sendOtp: (body: SendOtpBody) => Call<AckResponse>
  readonly forgotPassword: (body: ForgotPasswordBody) => Call<AckResponse>
  readonly resetPassword: (body: ResetPasswordBody) => Call<AckResponse>
  readonly googleLogin: (body: SocialLoginBody) => Call<LoginResponse>
  readonly appleLogin: (body: SocialLoginBody) => Call<LoginResponse>

  // Cart
  readonly createGuestCart: (params: {
    readonly restaurant_id: number
    readonly address_id?: number | null | undefined
    readonly type?: OrderTypeCode | undefined
  }) => Call<GuestCartResponse>
  readonly updateCartAddress: (params: { readonly cart_uuid: string; readonly address_id: number }) => Call<AckResponse>
  readonly getCart: (params: { readonly restaurant_id: number; readonly cart_uuid: string }) => Call<CartResponse>
  /**
   * Adds a line. With `options.idempotencyKey` the call carries an `Idempotency-Key` header and is
   * retried on network failure, timeout, 429 and 5xx with the SAME key (the server answers a repeated
   * key with the cart it already made), so a lost answer never doubles the line. The caller keeps
   * one key per pending add; without a key the call is sent once.
   */
  readonly addItem: (body: AddItemBody, options?: AddOptions) => Call<CartResponse>
  readonly addCombo: (body: AddComboBody, options?: AddOptions) => Call<CartResponse>
  readonly changeItemQuantity: (body: ChangeQuantityBody) => Call<CartResponse>
  readonly changeComboQuantity: (body: ChangeQuantityBody) => Call<CartResponse>
  readonly changeOrderType: (body: { readonly type: OrderTypeCode; readonly cart_uuid: string }) => Call<CartResponse>
  readonly recommended: (params: {
    readonly restaurant_id: number
    readonly cart_uuid: string
  }) => Call<ProductsResponse>
  readonly addDiscount: (body: AddDiscountBody) => Call<CartResponse>
  readonly addPoints: (body: AddPointsBody) => Call<CartResponse>
  readonly applyOffer: (body: ApplyOfferBody) => Call<CartResponse>
  /**
   * Places the order. Sent with an `Idempotency-Key` header, and retried on network failure,
   * timeout, 429 and 5xx with the SAME key, so a dropped connection can never create a second order.
   * Without `options.idempotencyKey` the adapter manages the key itself: it takes the key stored in
   * Storage (checkout_idempotency_key, bound to the cart_uuid) or creates one, and removes it once the
   * checkout is settled (a 2xx answer or a definite 4xx rejection) — so a re-click after a dropped
   * attempt reuses the key, and the 3-D Secure re-submit after a settled first answer gets a new one.
   * With an explicit key, Storage is not touched.
   */
  readonly checkout: (
    body: CheckoutBody,
    options?: { readonly idempotencyKey?: string | undefined },
  ) => Call<CheckoutResponse>

  // Catalogue and restaurant
  /** The optimized products call (GET /customer/products/optimized?restaurant={id}&widget=true). */
  readonly products: (restaurantId: number) => Call<ProductsResponse>
  readonly combos: (restaurantId: number) => Call<CombosResponse>
  readonly categories: (restaurantId: number) => Call<CategoriesResponse>
  readonly restaurants: () => Call<RestaurantsResponse>
  readonly restaurant: (id: number) => Call<RestaurantResponse>
  readonly settings: () => Call<SettingsResponse>
  readonly widgetStyles: (restaurantId: number) => Call<WidgetStylesResponse>

  // Orders and points
  readonly orders: (page: number) => Call<OrdersPage>
  readonly order: (id: number) => Call<OrderResponse>
  readonly pointsCollected: (restaurantId: number) => Call<PointsResponse>

  // Profile
  readonly profile: () => Call<ProfileResponse>
  readonly updateProfile: (body: ProfileUpdateBody) => Call<AckResponse>
  readonly updatePassword: (body: PasswordUpdateBody) => Call<AckResponse>
  readonly changePhone: (body: ChangePhoneBody) => Call<AckResponse>
  readonly confirmPhone: (body: ConfirmPhoneBody) => Call<AckResponse>

  // Payment methods
  readonly paymentMethods: () => Call<PaymentMethodsResponse>
  readonly addPaymentMethod: (body: PaymentMethodBody) => Call<PaymentMethodResponse>
  readonly setupIntent: () => Call<SetupIntentResponse>
  readonly setDefaultPaymentMethod: (id: number) => Call<AckResponse>
  readonly deletePaymentMethod: (id: number) => Call<AckResponse>

  // Addresses
  readonly addresses: () => Call<AddressesResponse>
  readonly addAddress: (body: AddressBody, restaurantId?: number | null) => Call<AddressSavedResponse>
  readonly updateAddress: (id: number, body: AddressBody, restaurantId?: number | null) => Call<AddressSavedResponse>
  readonly deleteAddress: (id: number, restaurantId?: number | null) => Call<AckResponse>
}

/** The HTTP API of SPEC §7 as an Effect service (contract 4). Layers: adapters/api-live.ts and `Api.layerOffline`. */
export class Api extends Context.Service<Api, ApiShape>()("widget/Api") {
  /**
   * Every call fails with ApiNetworkFailed: for replay and for screens that must not touch the
   * network. Tests that need answers build an Api from `Api.of({...})` or use the sandbox.
   */
  static readonly layerOffline = Layer.sync(Api, () => {
    const offline = (): Call<never> => Effect.fail(new ApiNetworkFailed({ message: "offline" }))
    return Api.of(
      new Proxy({} as ApiShape, {
        get: () => offline,
      }),
    )
  })
}
