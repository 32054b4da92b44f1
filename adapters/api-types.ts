import type { Wire } from "../domain"

/**
 * Decoded request and response types of the Api service, named once so the UI can write
 * `LoginResponse` instead of `typeof LoginResponse.Type`. Bodies are the domain's request schemas'
 * types (what the caller builds); responses are the DECODED types (money in grosze, flags boolean).
 */

export type OrderTypeCode = Wire.OrderTypeCode

// Bodies
export type LoginBody = typeof Wire.LoginBody.Type
export type RegisterBody = typeof Wire.RegisterBody.Type
export type SendOtpBody = typeof Wire.SendOtpBody.Type
export type ForgotPasswordBody = typeof Wire.ForgotPasswordBody.Type
export type ResetPasswordBody = typeof Wire.ResetPasswordBody.Type
/** Google / Apple sign-in (their buttons are hidden, SPEC §2): the identity provider's token. */
export type SocialLoginBody = { readonly token: string }
export type AddItemBody = typeof Wire.AddItemBody.Type
export type AddComboBody = typeof Wire.AddComboBody.Type
export type ChangeQuantityBody = typeof Wire.ChangeQuantityBody.Type
export type AddDiscountBody = typeof Wire.AddDiscountBody.Type
export type AddPointsBody = typeof Wire.AddPointsBody.Type
export type ApplyOfferBody = typeof Wire.ApplyOfferBody.Type
export type CheckoutBody = typeof Wire.CheckoutBody.Type
export type ProfileUpdateBody = typeof Wire.ProfileUpdateBody.Type
export type PasswordUpdateBody = typeof Wire.PasswordUpdateBody.Type
export type ChangePhoneBody = typeof Wire.ChangePhoneBody.Type
export type ConfirmPhoneBody = typeof Wire.ConfirmPhoneBody.Type
export type PaymentMethodBody = typeof Wire.PaymentMethodBody.Type
export type AddressBody = typeof Wire.AddressBody.Type

// Decoded responses
export type AckResponse = typeof Wire.Ack.Type
export type LoginResponse = typeof Wire.LoginResponse.Type
export type RegisterResponse = typeof Wire.RegisterResponse.Type
export type GuestCartResponse = typeof Wire.GuestCartResponse.Type
export type CartResponse = typeof Wire.CartResponse.Type
export type ProductsResponse = typeof Wire.ProductsResponse.Type
export type CombosResponse = typeof Wire.CombosResponse.Type
export type CategoriesResponse = typeof Wire.CategoriesResponse.Type
export type RestaurantsResponse = typeof Wire.RestaurantsResponse.Type
export type RestaurantResponse = typeof Wire.RestaurantResponse.Type
export type SettingsResponse = typeof Wire.SettingsResponse.Type
export type WidgetStylesResponse = typeof Wire.WidgetStylesResponse.Type
export type OrderResponse = typeof Wire.OrderResponse.Type
export type OrdersPage = typeof Wire.OrdersPage.Type
export type PointsResponse = typeof Wire.PointsResponse.Type
export type ProfileResponse = typeof Wire.ProfileResponse.Type
export type PaymentMethodsResponse = typeof Wire.PaymentMethodsResponse.Type
export type PaymentMethodResponse = typeof Wire.PaymentMethodResponse.Type
export type SetupIntentResponse = typeof Wire.SetupIntentResponse.Type
export type AddressesResponse = typeof Wire.AddressesResponse.Type
export type AddressSavedResponse = typeof Wire.AddressSavedResponse.Type
export type CheckoutResponse = typeof Wire.CheckoutResponse.Type
