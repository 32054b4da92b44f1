import { Effect, Option } from "effect"
import { isRetryableApiError } from "./adapter-error"
import type { ApiShape } from "./api"
import type { ApiError } from "./api-error"
import { bySchema, MENU_ANSWERS, type Transport, WIDGET } from "./api-live"
import { StorageKeys } from "./store"

/**
 * The Api's calls after the first screen (SPEC §7): accounts, the cart, checkout, orders, profile,
 * payment methods and addresses. A chunk of their own, loaded on the first of them (adapters/api-live.ts
 * `laterCalls`), on the transport the first screen's calls use.
 */
export const apiCalls = ({ send, get, write, storage, newKey }: Transport) => {
  /** An add: with a key it carries Idempotency-Key and may be retried with it; without one it is sent once. */
  const add = (path: string, body: unknown, key: string | undefined) =>
    key === undefined
      ? write(
          "POST",
          path,
          bySchema((w) => w.CartResponse),
          body,
          WIDGET,
        )
      : send(
          { method: "POST", path, query: WIDGET, body, headers: { "Idempotency-Key": key } },
          bySchema((w) => w.CartResponse),
          "idempotency-key",
        )

  /** A 2xx answer or a definite 4xx settles a checkout; only a lost or 5xx answer keeps its key. */
  const settles = (error: ApiError): boolean => !isRetryableApiError(error) && error._tag !== "ApiAborted"

  const checkout: ApiShape["checkout"] = (body, checkoutOptions) =>
    Effect.gen(function* () {
      const explicit = checkoutOptions?.idempotencyKey
      let key = explicit
      if (key === undefined) {
        const stored = yield* storage.get(StorageKeys.checkoutIdempotencyKey)
        if (Option.isSome(stored) && stored.value.cart_uuid === body.cart_uuid) key = stored.value.key
        else {
          key = newKey()
          yield* storage.set(StorageKeys.checkoutIdempotencyKey, { key, cart_uuid: body.cart_uuid })
        }
      }
      const call = send(
        {
          method: "POST",
          path: "/customer/cart/checkout",
          query: WIDGET,
          body,
          headers: { "Idempotency-Key": key },
        },
        bySchema((w) => w.CheckoutResponse),
        "idempotency-key",
      )
      if (explicit !== undefined) return yield* call
      const forget = storage.remove(StorageKeys.checkoutIdempotencyKey)
      return yield* call.pipe(
        Effect.tap(() => forget),
        Effect.tapError((error) => (settles(error) ? forget : Effect.void)),
      )
    })

  const calls: Omit<ApiShape, "products" | "combos" | "categories" | "restaurant" | "settings" | "widgetStyles"> = {
    login: (body) =>
      write(
        "POST",
        "/customer/login",
        bySchema((w) => w.LoginResponse),
        body,
        WIDGET,
      ),
    logout: () =>
      write(
        "POST",
        "/customer/logout",
        bySchema((w) => w.Ack),
        undefined,
        WIDGET,
      ),
    register: (body) =>
      write(
        "POST",
        "/customer/register",
        bySchema((w) => w.RegisterResponse),
        body,
        WIDGET,
      ),
    sendOtp: (body) =>
      write(
        "POST",
        "/customer/send-otp",
        bySchema((w) => w.Ack),
        body,
        WIDGET,
      ),
    forgotPassword: (body) =>
      write(
        "POST",
        "/customer/forgot-password",
        bySchema((w) => w.Ack),
        body,
        WIDGET,
      ),
    resetPassword: (body) =>
      write(
        "POST",
        "/customer/reset-password",
        bySchema((w) => w.Ack),
        body,
        WIDGET,
      ),
    googleLogin: (body) =>
      write(
        "POST",
        "/customer/google/login",
        bySchema((w) => w.LoginResponse),
        body,
        WIDGET,
      ),
    appleLogin: (body) =>
      write(
        "POST",
        "/customer/apple/login",
        bySchema((w) => w.LoginResponse),
        body,
        WIDGET,
      ),

    createGuestCart: ({ restaurant_id, address_id, type }) =>
      write(
        "POST",
        "/customer/cart/for-guest",
        bySchema((w) => w.GuestCartResponse),
        undefined,
        {
          ...WIDGET,
          restaurant_id,
          address_id,
          type,
        },
      ),
    updateCartAddress: ({ cart_uuid, address_id }) =>
      write(
        "POST",
        "/customer/cart/update-address-for-guest",
        bySchema((w) => w.Ack),
        undefined,
        {
          ...WIDGET,
          cart_uuid,
          address_id,
        },
      ),
    getCart: ({ restaurant_id, cart_uuid }) =>
      get(
        "/customer/cart",
        bySchema((w) => w.CartResponse),
        { ...WIDGET, restaurant_id, cart_uuid },
      ),
    addItem: (body, addOptions) => add("/customer/cart/add-item", body, addOptions?.idempotencyKey),
    addCombo: (body, addOptions) => add("/customer/cart/add-combo-item", body, addOptions?.idempotencyKey),
    changeItemQuantity: (body) =>
      write(
        "POST",
        "/customer/cart/change-item-quantity",
        bySchema((w) => w.CartResponse),
        body,
        WIDGET,
      ),
    changeComboQuantity: (body) =>
      write(
        "POST",
        "/customer/cart/change-combo-item-quantity",
        bySchema((w) => w.CartResponse),
        body,
        WIDGET,
      ),
    changeOrderType: (body) =>
      write(
        "POST",
        "/customer/cart/change-order-type",
        bySchema((w) => w.CartResponse),
        body,
        WIDGET,
      ),
    recommended: ({ restaurant_id, cart_uuid }) =>
      get("/customer/cart/recommended", MENU_ANSWERS.ProductsResponse, { ...WIDGET, restaurant_id, cart_uuid }),
    addDiscount: (body) =>
      write(
        "POST",
        "/customer/cart/add-discount",
        bySchema((w) => w.CartResponse),
        body,
        WIDGET,
      ),
    addPoints: (body) =>
      write(
        "POST",
        "/customer/cart/add-points",
        bySchema((w) => w.CartResponse),
        body,
        WIDGET,
      ),
    applyOffer: (body) =>
      write(
        "POST",
        "/customer/cart/apply-offer",
        bySchema((w) => w.CartResponse),
        body,
        WIDGET,
      ),
    checkout,

    // The six calls of the first screen, built as the prefetch script builds them (menu-requests.ts).
    restaurants: () =>
      get(
        "/customer/restaurants",
        bySchema((w) => w.RestaurantsResponse),
        WIDGET,
      ),
    orders: (page) =>
      get(
        "/customer/orders",
        bySchema((w) => w.OrdersPage),
        { page, ...WIDGET },
      ),
    order: (id) =>
      get(
        `/customer/orders/${id}`,
        bySchema((w) => w.OrderResponse),
        WIDGET,
      ),
    pointsCollected: (restaurantId) =>
      get(
        `/customer/points/collected/${restaurantId}`,
        bySchema((w) => w.PointsResponse),
        WIDGET,
      ),

    profile: () =>
      get(
        "/profile/show",
        bySchema((w) => w.ProfileResponse),
      ),
    updateProfile: (body) =>
      write(
        "PUT",
        "/profile/update",
        bySchema((w) => w.Ack),
        body,
      ),
    updatePassword: (body) =>
      write(
        "PUT",
        "/profile/password-update",
        bySchema((w) => w.Ack),
        body,
      ),
    changePhone: (body) =>
      write(
        "POST",
        "/profile/change-phone-number",
        bySchema((w) => w.Ack),
        body,
      ),
    confirmPhone: (body) =>
      write(
        "POST",
        "/profile/confirm-phone-number-changes",
        bySchema((w) => w.Ack),
        body,
      ),

    paymentMethods: () =>
      get(
        "/payment-methods",
        bySchema((w) => w.PaymentMethodsResponse),
      ),
    addPaymentMethod: (body) =>
      write(
        "POST",
        "/payment-methods",
        bySchema((w) => w.PaymentMethodResponse),
        body,
      ),
    setupIntent: () =>
      write(
        "POST",
        "/stripe/setup-intent",
        bySchema((w) => w.SetupIntentResponse),
      ),
    setDefaultPaymentMethod: (id) =>
      write(
        "PUT",
        `/payment-methods/${id}`,
        bySchema((w) => w.Ack),
        { use_as_default: 1 },
      ),
    deletePaymentMethod: (id) =>
      write(
        "DELETE",
        `/payment-methods/${id}`,
        bySchema((w) => w.Ack),
      ),

    addresses: () =>
      get(
        "/customer/addresses",
        bySchema((w) => w.AddressesResponse),
        WIDGET,
      ),
    addAddress: (body, restaurantId) =>
      write(
        "POST",
        "/customer/addresses",
        bySchema((w) => w.AddressSavedResponse),
        body,
        {
          ...WIDGET,
          restaurant_id: restaurantId,
        },
      ),
    updateAddress: (id, body, restaurantId) =>
      write(
        "PUT",
        `/customer/addresses/${id}`,
        bySchema((w) => w.AddressSavedResponse),
        body,
        {
          ...WIDGET,
          restaurant_id: restaurantId,
        },
      ),
    deleteAddress: (id, restaurantId) =>
      write(
        "DELETE",
        `/customer/addresses/${id}`,
        bySchema((w) => w.Ack),
        undefined,
        { ...WIDGET, restaurant_id: restaurantId },
      ),
  }
  return calls
}
