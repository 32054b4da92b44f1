import { Schema } from "effect"
import { SessionEvent } from "../account/events"
import { SettingsFormEvent } from "../account/settings-events"
import { AddressEvent } from "../address/events"
import { CartEvent } from "../cart/events"
import { CatalogueEvent } from "../catalogue/events"
import { CheckoutDraftEvent } from "../checkout/draft-events"
import { CheckoutEvent } from "../checkout/events"
import { ComboModalEvent } from "../combo/events"
import { DialogEvent } from "../dialogs/events"
import { DiscountEvent } from "../discounts/events"
import { NavigationEvent } from "../navigation/events"
import { OrderEvent } from "../orders/events"
import { ProductModalEvent } from "../product/events"
import { SearchEvent } from "../search/events"
import { SettingsEvent } from "../settings/events"
import { StorageEvent } from "./restore-events"
import { SnapshotEvent } from "./snapshot"

/**
 * Every event schema, one tagged struct each, flattened from the per-concept unions. The order is
 * the order of the files; it matters only for error messages of a union decode.
 */
export const eventSchemas = [
  ...SnapshotEvent.members,
  ...NavigationEvent.members,
  ...StorageEvent.members,
  ...SettingsEvent.members,
  ...CatalogueEvent.members,
  ...CartEvent.members,
  ...AddressEvent.members,
  ...SessionEvent.members,
  ...ProductModalEvent.members,
  ...ComboModalEvent.members,
  ...DialogEvent.members,
  ...DiscountEvent.members,
  ...CheckoutEvent.members,
  ...CheckoutDraftEvent.members,
  ...OrderEvent.members,
  ...SearchEvent.members,
  ...SettingsFormEvent.members,
] as const

/**
 * The one tagged union of widget events: facts in the past tense, plain JSON, each with the caller's
 * `at`. A saved log is an array of these; decode it with decodeLog (domain/replay), which names the
 * first bad event, rather than with this union directly.
 */
export const WidgetEvent = Schema.Union(eventSchemas)
export type WidgetEvent = typeof WidgetEvent.Type
export type EventTag = WidgetEvent["_tag"]

/**
 * The schema of each tag, for decoding one event against its own shape (precise error paths). The
 * cast widens each member's codec to the union's type: a member decodes to a subtype of WidgetEvent,
 * but Codec is invariant in its type parameters, so TypeScript cannot see that by itself.
 */
export const eventSchemaByTag: ReadonlyMap<string, Schema.Codec<WidgetEvent, WidgetEvent>> = new Map(
  eventSchemas.map((s) => [s.fields._tag.schema.literal, s as unknown as Schema.Codec<WidgetEvent, WidgetEvent>]),
)

/** Every tag, in declaration order (for tests that must cover the whole union). */
export const eventTags: ReadonlyArray<EventTag> = eventSchemas.map((s) => s.fields._tag.schema.literal)
