import type { WidgetEvent } from "../widget/event"
import type { MenuTab } from "../widget/fields"
import type { WidgetState } from "../widget/state"

/**
 * What the embedding page chose through embed.js's optional attributes (README, Embedding):
 * `data-lang` (the interface language, over the restaurant's settings.language) and `data-start`
 * (the tab the menu opens on: a category name or 'combos', over settings.starting_screen and over
 * the Combos-first rule). Both reach the widget as the `lang` and `start` query parameters.
 */
export interface EmbedChoices {
  readonly language: "pl" | "en" | null
  readonly start: string | null
}

export const noEmbedChoices: EmbedChoices = { language: null, start: null }

/** Reads `?lang=en&start=Pizza`: lang only pl or en (else ignored); start trimmed, empty ignored, ≤ 100 chars. */
export const embedChoicesOf = (search: string): EmbedChoices => {
  const query = new URLSearchParams(search)
  const lang = query.get("lang")?.trim().toLowerCase()
  const start = query.get("start")?.trim().slice(0, 100)
  return { language: lang === "pl" || lang === "en" ? lang : null, start: start ? start : null }
}

/**
 * The restaurant's widget styles as the embedding page overrides them: data-lang replaces
 * settings.language in the WidgetStylesLoaded event itself, so the log (and a replay of it) holds the
 * language the customer saw. Every other event passes unchanged.
 */
export const withEmbedLanguage = (event: WidgetEvent, language: EmbedChoices["language"]): WidgetEvent =>
  event._tag === "WidgetStylesLoaded" && language !== null
    ? { ...event, styles: { ...event.styles, settings: { ...event.styles.settings, language } } }
    : event

const sameName = (a: string, b: string): boolean =>
  a.trim().toLocaleLowerCase("pl") === b.trim().toLocaleLowerCase("pl")

/**
 * The tab data-start opens once the menu is known, while the customer has not chosen one: 'combos'
 * (when there are combos) or the category of that name (case- and space-insensitive). Null when it
 * is not yet decidable, already decided by the customer, or names nothing (the default-tab rule of
 * SPEC §2 then applies as usual).
 */
export const embedStartTab = (state: Pick<WidgetState, "menu" | "catalogue">, start: string | null): MenuTab | null => {
  const { combos, categories } = state.catalogue
  if (start === null || state.menu.activeTab !== null || combos === null || categories === null) return null
  if (sameName(start, "combos")) return combos.length > 0 ? "combos" : null
  return categories.find((c) => sameName(c.name, start))?.id ?? null
}
