import { Schema } from "effect"
import { Flag, Maybe, NumericId, numberOr, Text } from "./numbers"

export const Profile = Schema.Struct({
  name: Text,
  email: Text,
  phone: Text,
  avatar: Maybe(Schema.String),
  points: numberOr(0),
})
export type Profile = typeof Profile.Type

export const PaymentMethod = Schema.Struct({
  id: NumericId,
  brand: Text,
  last_four: Text,
  is_default: Flag,
  data: Schema.optionalKey(Schema.Unknown),
})
export type PaymentMethod = typeof PaymentMethod.Type

/** The sandbox's (and Stripe's) setup intent: a client secret the card form confirms. */
export const SetupIntent = Schema.Struct({ client_secret: Schema.String })
export type SetupIntent = typeof SetupIntent.Type
