import { Schema } from "effect"
import { AddressValue, At, OrderTypeName, OrderValue } from "./fields"

/**
 * What the storage adapter read at start (SPEC §3 browser storage keys). Missing keys arrive as
 * null / [] / "delivery", so the reducer never guesses defaults.
 */
export const StorageRestored = Schema.TaggedStruct("StorageRestored", {
  at: At,
  token: Schema.NullOr(Schema.String),
  cartUuid: Schema.NullOr(Schema.String),
  orderType: OrderTypeName,
  addresses: Schema.Array(AddressValue),
  orders: Schema.Array(OrderValue),
})

/** Browser storage is not usable (private mode, quota, blocked): the widget keeps state in memory only. */
export const StorageUnavailable = Schema.TaggedStruct("StorageUnavailable", { at: At, reason: Schema.String })

export const StorageEvent = Schema.Union([StorageRestored, StorageUnavailable])
export type StorageEvent = typeof StorageEvent.Type
