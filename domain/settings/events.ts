import { Schema } from "effect"
import { At, TranslationValue, WidgetStylesValue } from "../widget/fields"

/** Settings translations (GET /settings): they replace the global list the lookup reads. */
export const TranslationsLoaded = Schema.TaggedStruct("TranslationsLoaded", {
  at: At,
  translations: Schema.Array(TranslationValue),
})

/** Widget styles and settings: they set the interface language (settings.language) and the colours. */
export const WidgetStylesLoaded = Schema.TaggedStruct("WidgetStylesLoaded", { at: At, styles: WidgetStylesValue })

/** Application config: the maps key; null or empty means no map is shown in the address form. */
export const AppConfigLoaded = Schema.TaggedStruct("AppConfigLoaded", { at: At, gcpKey: Schema.NullOr(Schema.String) })

export const SettingsEvent = Schema.Union([TranslationsLoaded, WidgetStylesLoaded, AppConfigLoaded])
export type SettingsEvent = typeof SettingsEvent.Type
