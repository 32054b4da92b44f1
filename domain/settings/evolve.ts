import { copySettings, withSlice } from "../widget/copies"
import { exhaustive } from "../widget/exhaustive"
import type { WidgetState } from "../widget/state"
import type { SettingsEvent } from "./events"

/** Translations, widget styles (language and colours) and the maps key. */
export const reduceSettings = (state: WidgetState, event: SettingsEvent): WidgetState => {
  const settings = copySettings(state.settings)
  switch (event._tag) {
    case "TranslationsLoaded":
      settings.translations = event.translations
      return withSlice(state, "settings", settings)
    case "WidgetStylesLoaded": {
      const language = event.styles.settings.language
      settings.styles = event.styles
      if (language !== null && language !== "") settings.language = language
      return withSlice(state, "settings", settings)
    }
    case "AppConfigLoaded": {
      // An empty key means 'no maps', exactly like a missing one; keep one spelling of it.
      const gcpKey = event.gcpKey === "" ? null : event.gcpKey
      if (state.settings.gcpKey === gcpKey) return state
      settings.gcpKey = gcpKey
      return withSlice(state, "settings", settings)
    }
    default:
      return exhaustive(event, state)
  }
}
