import { Schema } from "effect"
import { Maybe, MaybeMoney, MaybeNumber, Money, NumericId, numberOr, Text } from "./numbers"

/** One delivery zone: addresses within `max_km` of the restaurant pay `fee` (nearest zone first). */
export const DeliveryZone = Schema.Struct({ max_km: numberOr(0), fee: Money })
export type DeliveryZone = typeof DeliveryZone.Type

export const Restaurant = Schema.Struct({
  id: NumericId,
  name: Text,
  address: Text,
  logo: Maybe(Schema.String),
  latitude: Maybe(Schema.Union([Schema.String, Schema.Number])),
  longitude: Maybe(Schema.Union([Schema.String, Schema.Number])),
  payu_client_id: Maybe(Schema.String),
  feedback_email: Maybe(Schema.String),
  feedback_phone: Maybe(Schema.String),
  widget_takeaway_discount: numberOr(0),
  est_delivery: MaybeNumber,
  /**
   * The delivery fee (złoty → grosze); absent when the API does not send it. The three delivery keys
   * are optional keys so restaurants stored in older logs (without them) still decode.
   */
  delivery_fee: Schema.optionalKey(MaybeMoney),
  /** The cart sub-total from which delivery is free; absent = no threshold. */
  free_delivery_from: Schema.optionalKey(MaybeMoney),
  /** Fees by distance; a missing or null list reads as none (only delivery_fee is shown). */
  delivery_zones: Schema.optionalKey(Maybe(Schema.Array(DeliveryZone))),
  settings: Maybe(Schema.Struct({ show_points: Maybe(Schema.String) })),
})
export type Restaurant = typeof Restaurant.Type

/** Widget settings and the five colours (hex without '#'), from GET /customer/widgets. */
export const WidgetStyles = Schema.Struct({
  settings: Schema.Struct({
    starting_screen: Maybe(Schema.String),
    show_profile: Maybe(Schema.String),
    show_points: Maybe(Schema.String),
    language: Maybe(Schema.String),
    /** 'off': the widget keeps main_button_color even when the embedding page sets data-color (README, Embedding). */
    host_color: Schema.optionalKey(Maybe(Schema.String)),
  }),
  background_color: Maybe(Schema.String),
  card_color: Maybe(Schema.String),
  main_button_color: Maybe(Schema.String),
  card_text_color: Maybe(Schema.String),
  addition_button_color: Maybe(Schema.String),
})
export type WidgetStyles = typeof WidgetStyles.Type

export const Translation = Schema.Struct({ key: Schema.String, locale: Schema.String, value: Schema.String })
export type Translation = typeof Translation.Type

/** Application config: the maps key (null or empty when maps are off) and the restaurant. */
export const AppConfig = Schema.Struct({ gcp_key: Maybe(Schema.String), restaurant: Maybe(Restaurant) })
export type AppConfig = typeof AppConfig.Type
