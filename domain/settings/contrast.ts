import type { WidgetStyles } from "../wire/restaurant"

/**
 * Colour contrast for restaurant-chosen colours (ARCHITECTURE: 'derive text colours on primary
 * buttons for contrast rather than trusting the setting'). WCAG 2.x relative luminance and ratio.
 */

export interface Rgb {
  readonly r: number
  readonly g: number
  readonly b: number
}

/**
 * Reads 'c8102e', '#c8102e' or the short 'c12' / '#c12' (any case). Anything else is null, so a bad
 * setting falls back to the default colour instead of producing 'NaN' in CSS.
 */
export const parseHex = (hex: string | null | undefined): Rgb | null => {
  if (hex === null || hex === undefined) return null
  const text = hex.trim().replace(/^#/, "")
  const full = /^[0-9a-fA-F]{3}$/.test(text)
    ? text
        .split("")
        .map((c) => c + c)
        .join("")
    : text
  if (!/^[0-9a-fA-F]{6}$/.test(full)) return null
  return {
    r: Number.parseInt(full.slice(0, 2), 16),
    g: Number.parseInt(full.slice(2, 4), 16),
    b: Number.parseInt(full.slice(4, 6), 16),
  }
}

const hexByte = (n: number): string =>
  Math.round(Math.min(255, Math.max(0, n)))
    .toString(16)
    .padStart(2, "0")

/** '#rrggbb' in lower case, the one spelling the CSS variables use. */
export const toHex = (c: Rgb): string => `#${hexByte(c.r)}${hexByte(c.g)}${hexByte(c.b)}`

const channel = (v: number): number => {
  const s = v / 255
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export const relativeLuminance = (c: Rgb): number =>
  0.2126 * channel(c.r) + 0.7152 * channel(c.g) + 0.0722 * channel(c.b)

/** WCAG contrast ratio, 1 (same) to 21 (black on white); symmetric in its arguments. */
export const contrastRatio = (a: Rgb, b: Rgb): number => {
  const la = relativeLuminance(a)
  const lb = relativeLuminance(b)
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05)
}

const BLACK: Rgb = { r: 0, g: 0, b: 0 }
const WHITE: Rgb = { r: 255, g: 255, b: 255 }

/** WCAG AA for normal text. */
export const MIN_TEXT_CONTRAST = 4.5

/**
 * Black or white text, whichever contrasts more with the background. One of them always reaches at
 * least 4.58:1 (the two ratios multiply to 21), so the result always passes AA. White wins ties.
 */
export const readableTextOn = (background: Rgb): "#000000" | "#ffffff" =>
  contrastRatio(BLACK, background) > contrastRatio(WHITE, background) ? "#000000" : "#ffffff"

/** The restaurant's text colour if it is readable on the background, else black or white. */
const readableOr = (preferred: Rgb, background: Rgb): string =>
  contrastRatio(preferred, background) >= MIN_TEXT_CONTRAST ? toHex(preferred) : readableTextOn(background)

/** The colours used when a restaurant sets none (or an unreadable value). */
export const DEFAULT_THEME = {
  background: "#ffffff",
  card: "#ffffff",
  primary: "#c8102e",
  cardText: "#1f1f1f",
  secondary: "#2e7d32",
} as const

/** DEFAULT_THEME as channels (kept literal so no parse can fail). */
const DEFAULT_RGB = {
  background: WHITE,
  card: WHITE,
  primary: { r: 0xc8, g: 0x10, b: 0x2e },
  cardText: { r: 0x1f, g: 0x1f, b: 0x1f },
  secondary: { r: 0x2e, g: 0x7d, b: 0x32 },
} as const satisfies Record<keyof typeof DEFAULT_THEME, Rgb>

/** The page's colour variables: the five settings plus text colours derived for contrast. */
export interface ThemeColors {
  readonly background: string
  readonly card: string
  readonly primary: string
  readonly cardText: string
  readonly secondary: string
  /** Text on primary buttons: black or white, whichever reads better (≥ 4.5:1). */
  readonly onPrimary: string
  /** Text on secondary buttons, derived the same way. */
  readonly onSecondary: string
  /** Text on cards: card_text_color when it reaches 4.5:1 on the card colour, else black or white. */
  readonly onCard: string
  /** Text directly on the page background: card_text_color if readable there, else black or white. */
  readonly onBackground: string
}

/**
 * The widget's colours from GET /customer/widgets (SPEC §3: hex without '#'). A missing or malformed
 * setting falls back to DEFAULT_THEME; text colours are derived so they stay readable whatever the
 * restaurant picks.
 */
export const themeColors = (
  styles:
    | Pick<
        WidgetStyles,
        "background_color" | "card_color" | "main_button_color" | "card_text_color" | "addition_button_color"
      >
    | null
    | undefined,
): ThemeColors => {
  const pick = (value: string | null | undefined, fallback: Rgb): Rgb => parseHex(value) ?? fallback
  const background = pick(styles?.background_color, DEFAULT_RGB.background)
  const card = pick(styles?.card_color, DEFAULT_RGB.card)
  const primary = pick(styles?.main_button_color, DEFAULT_RGB.primary)
  const cardText = pick(styles?.card_text_color, DEFAULT_RGB.cardText)
  const secondary = pick(styles?.addition_button_color, DEFAULT_RGB.secondary)
  return {
    background: toHex(background),
    card: toHex(card),
    primary: toHex(primary),
    cardText: toHex(cardText),
    secondary: toHex(secondary),
    onPrimary: readableTextOn(primary),
    onSecondary: readableTextOn(secondary),
    onCard: readableOr(cardText, card),
    onBackground: readableOr(cardText, background),
  }
}
