import type {
  Ack,
  AddComboBody as AddComboBodySchema,
  AddDiscountBody as AddDiscountBodySchema,
  AddItemBody as AddItemBodySchema,
  AddPointsBody as AddPointsBodySchema,
  AddressBody as AddressBodySchema,
  AddressesResponse as AddressesResponseSchema,
  AddressSavedResponse as AddressSavedResponseSchema,
  ApplyOfferBody as ApplyOfferBodySchema,
  CartResponse as CartResponseSchema,
  CategoriesResponse as CategoriesResponseSchema,
  ChangePhoneBody as ChangePhoneBodySchema,
  ChangeQuantityBody as ChangeQuantityBodySchema,
  CheckoutBody as CheckoutBodySchema,
  CheckoutResponse as CheckoutResponseSchema,
  CombosResponse as CombosResponseSchema,
  ConfirmPhoneBody as ConfirmPhoneBodySchema,
  ForgotPasswordBody as ForgotPasswordBodySchema,
  GuestCartResponse as GuestCartResponseSchema,
  LoginBody as LoginBodySchema,
  LoginResponse as LoginResponseSchema,
  OrderResponse as OrderResponseSchema,
  OrdersPage as OrdersPageSchema,
  PasswordUpdateBody as PasswordUpdateBodySchema,
  PaymentMethodBody as PaymentMethodBodySchema,
  PaymentMethodResponse as PaymentMethodResponseSchema,
  PaymentMethodsResponse as PaymentMethodsResponseSchema,
  PointsResponse as PointsResponseSchema,
  ProductsResponse as ProductsResponseSchema,
  ProfileResponse as ProfileResponseSchema,
  ProfileUpdateBody as ProfileUpdateBodySchema,
  RegisterBody as RegisterBodySchema,
  RegisterResponse as RegisterResponseSchema,
  ResetPasswordBody as ResetPasswordBodySchema,
  RestaurantResponse as RestaurantResponseSchema,
  RestaurantsResponse as RestaurantsResponseSchema,
  SendOtpBody as SendOtpBodySchema,
  SettingsResponse as SettingsResponseSchema,
  SetupIntentResponse as SetupIntentResponseSchema,
  WidgetStylesResponse as WidgetStylesResponseSchema,
} from "../domain"

/**
 * Decoded request and response types of the Api service, named once so the UI can write
 * `LoginResponse` instead of `typeof LoginResponse.Type`. Bodies are the domain's request schemas'
 * types (what the caller builds); responses are the DECODED types (money in grosze, flags boolean).
 */

export type { OrderTypeCode } from "../domain"

// Bodies
export type LoginBody = typeof LoginBodySchema.Type
export type RegisterBody = typeof RegisterBodySchema.Type
export type SendOtpBody = typeof SendOtpBodySchema.Type
export type ForgotPasswordBody = typeof ForgotPasswordBodySchema.Type
export type ResetPasswordBody = typeof ResetPasswordBodySchema.Type
/** Google / Apple sign-in (their buttons are hidden, SPEC §2): the identity provider's token. */
export type SocialLoginBody = { readonly token: string }
export type AddItemBody = typeof AddItemBodySchema.Type
export type AddComboBody = typeof AddComboBodySchema.Type
export type ChangeQuantityBody = typeof ChangeQuantityBodySchema.Type
export type AddDiscountBody = typeof AddDiscountBodySchema.Type
export type AddPointsBody = typeof AddPointsBodySchema.Type
export type ApplyOfferBody = typeof ApplyOfferBodySchema.Type
export type CheckoutBody = typeof CheckoutBodySchema.Type
export type ProfileUpdateBody = typeof ProfileUpdateBodySchema.Type
export type PasswordUpdateBody = typeof PasswordUpdateBodySchema.Type
export type ChangePhoneBody = typeof ChangePhoneBodySchema.Type
export type ConfirmPhoneBody = typeof ConfirmPhoneBodySchema.Type
export type PaymentMethodBody = typeof PaymentMethodBodySchema.Type
export type AddressBody = typeof AddressBodySchema.Type

// Decoded responses
export type AckResponse = typeof Ack.Type
export type LoginResponse = typeof LoginResponseSchema.Type
export type RegisterResponse = typeof RegisterResponseSchema.Type
export type GuestCartResponse = typeof GuestCartResponseSchema.Type
export type CartResponse = typeof CartResponseSchema.Type
export type ProductsResponse = typeof ProductsResponseSchema.Type
export type CombosResponse = typeof CombosResponseSchema.Type
export type CategoriesResponse = typeof CategoriesResponseSchema.Type
export type RestaurantsResponse = typeof RestaurantsResponseSchema.Type
export type RestaurantResponse = typeof RestaurantResponseSchema.Type
export type SettingsResponse = typeof SettingsResponseSchema.Type
export type WidgetStylesResponse = typeof WidgetStylesResponseSchema.Type
export type OrderResponse = typeof OrderResponseSchema.Type
export type OrdersPage = typeof OrdersPageSchema.Type
export type PointsResponse = typeof PointsResponseSchema.Type
export type ProfileResponse = typeof ProfileResponseSchema.Type
export type PaymentMethodsResponse = typeof PaymentMethodsResponseSchema.Type
export type PaymentMethodResponse = typeof PaymentMethodResponseSchema.Type
export type SetupIntentResponse = typeof SetupIntentResponseSchema.Type
export type AddressesResponse = typeof AddressesResponseSchema.Type
export type AddressSavedResponse = typeof AddressSavedResponseSchema.Type
export type CheckoutResponse = typeof CheckoutResponseSchema.Type
