import type { WidgetEvent } from "../widget/event"
import type { MenuTab } from "../widget/fields"
import type { WidgetState } from "../widget/state"
import { parseHex, toHex } from "./contrast"

/**
 * What the embedding page chose through embed.js's optional attributes (README, Embedding; all reach
 * the widget as query parameters of the same names):
 * - `data-lang` (`lang`): the interface language, over the restaurant's settings.language;
 * - `data-start` (`start`): the tab the menu opens on, a category name or 'combos', over
 *   settings.starting_screen and over the Combos-first rule;
 * - `data-color` (`color`): the primary colour, over main_button_color unless the restaurant's
 *   settings.host_color is 'off' (text on it is still derived for contrast);
 * - `data-background` (`background`): 'transparent' lets the restaurant's page show through the
 *   widget's page background (cards, bars and dialogs keep their colours);
 * - `data-footer` (`footer`): 'minimal' keeps only the footer's legal links, with less room.
 */
export interface EmbedChoices {
  readonly language: "pl" | "en" | null
  readonly start: string | null
  /** '#rrggbb' (lower case), or null when absent or not a hex colour. */
  readonly color: string | null
  readonly background: "transparent" | null
  readonly footer: "minimal" | null
}

export const noEmbedChoices: EmbedChoices = { language: null, start: null, color: null, background: null, footer: null }

/** The query parameters EmbedChoices is read from: every in-widget address carries them (ui/model/route.ts). */
export const EMBED_QUERY_KEYS = ["lang", "start", "color", "background", "footer"] as const

/**
 * Reads `?lang=en&start=Pizza&color=%23c8102e&background=transparent&footer=minimal`: lang only pl or
 * en; start trimmed, empty ignored, ≤ 100 chars; color a hex colour ('#1565c0', '1565c0', '#15c');
 * background only 'transparent', footer only 'minimal'. Anything else is ignored (null).
 */
export const embedChoicesOf = (search: string): EmbedChoices => {
  const query = new URLSearchParams(search)
  const word = (key: string) => query.get(key)?.trim().toLowerCase()
  const lang = word("lang")
  const start = query.get("start")?.trim().slice(0, 100)
  const color = parseHex(query.get("color"))
  return {
    language: lang === "pl" || lang === "en" ? lang : null,
    start: start ? start : null,
    color: color ? toHex(color) : null,
    background: word("background") === "transparent" ? "transparent" : null,
    footer: word("footer") === "minimal" ? "minimal" : null,
  }
}

/** Whether the restaurant lets the embedding page's data-color replace its main_button_color: unless host_color is 'off'. */
export const hostColorAllowed = (styles: { readonly settings: { readonly host_color?: string | null } }): boolean =>
  styles.settings.host_color?.trim().toLowerCase() !== "off"

/**
 * The restaurant's widget styles as the embedding page overrides them: data-lang replaces
 * settings.language, and data-color main_button_color (unless hostColorAllowed says no), in the
 * WidgetStylesLoaded event itself, so the log (and a replay of it) holds the language and colour the
 * customer saw. Every other event passes unchanged.
 */
export const withEmbedChoices = (event: WidgetEvent, embed: Pick<EmbedChoices, "language" | "color">): WidgetEvent => {
  if (event._tag !== "WidgetStylesLoaded") return event
  const { language, color } = embed
  const recolour = color !== null && hostColorAllowed(event.styles)
  if (language === null && !recolour) return event
  const styles =
    language === null ? event.styles : { ...event.styles, settings: { ...event.styles.settings, language } }
  return { ...event, styles: recolour ? { ...styles, main_button_color: color.slice(1) } : styles }
}

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
