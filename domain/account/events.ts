import { Schema } from "effect"
import { At, PaymentMethodValue, ProfileValue } from "../widget/fields"

/** Login or registration gave a token; the auth modal closes. Profile and addresses are fetched next. */
export const LoggedIn = Schema.TaggedStruct("LoggedIn", { at: At, token: Schema.String })

/** The profile arrived; ignored when nobody is logged in (a late answer after logout). */
export const ProfileLoaded = Schema.TaggedStruct("ProfileLoaded", { at: At, profile: ProfileValue })

/** Points collected at this restaurant; ignored when nobody is logged in. */
export const PointsLoaded = Schema.TaggedStruct("PointsLoaded", { at: At, points: Schema.Int })

/** Saved cards for the settings screen and checkout; ignored when nobody is logged in. */
export const PaymentMethodsLoaded = Schema.TaggedStruct("PaymentMethodsLoaded", {
  at: At,
  methods: Schema.Array(PaymentMethodValue),
})

/** Logout clears access_token, addresses, cart_uuid and orders and sets orderType to delivery (SPEC §4). */
export const LoggedOut = Schema.TaggedStruct("LoggedOut", { at: At })

/**
 * The server refused the stored token (401: expired or revoked). The customer is signed out without a
 * reload: token, profile, points, cards, addresses and orders go; the guest cart stays (SPEC §6).
 */
export const SessionExpired = Schema.TaggedStruct("SessionExpired", { at: At })

export const SessionEvent = Schema.Union([
  LoggedIn,
  ProfileLoaded,
  PointsLoaded,
  PaymentMethodsLoaded,
  LoggedOut,
  SessionExpired,
])
export type SessionEvent = typeof SessionEvent.Type
