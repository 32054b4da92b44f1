import { Settings, type Wire } from "../../domain"

/** CSS custom property of each theme colour (tokens.css names). */
const VARIABLES: Readonly<Record<keyof Settings.ThemeColors, string>> = {
  background: "--color-background",
  card: "--color-card",
  primary: "--color-primary",
  cardText: "--color-card-text",
  secondary: "--color-secondary",
  onPrimary: "--color-on-primary",
  onSecondary: "--color-on-secondary",
  onCard: "--color-on-card",
  onBackground: "--color-on-background",
}

/** The CSS variables for a restaurant's widget styles; unreadable text colours are derived for contrast. */
export const themeVariables = (styles: Wire.WidgetStyles | null): ReadonlyArray<readonly [string, string]> => {
  const colors = Settings.themeColors(styles)
  return (Object.keys(VARIABLES) as Array<keyof Settings.ThemeColors>).map((k) => [VARIABLES[k], colors[k]] as const)
}

/**
 * embed.js's data-background and data-footer (Settings.EmbedChoices) as attributes of the document
 * root, read by tokens.css, layout.module.css and footer.module.css. Set by the entry (ui/main.tsx)
 * before the first paint, so a transparent page never flashes the default background.
 */
export const applyEmbedLook = (root: HTMLElement, embed: Settings.EmbedChoices): void => {
  if (embed.background) root.dataset.background = embed.background
  if (embed.footer) root.dataset.footer = embed.footer
}

/**
 * Sets the theme on the widget root and on the document root (modals portal to body, and the page
 * background should match the widget's when the widget owns the page, as in the iframe).
 */
export const applyTheme = (targets: ReadonlyArray<HTMLElement>, styles: Wire.WidgetStyles | null): void => {
  for (const [name, value] of themeVariables(styles)) for (const el of targets) el.style.setProperty(name, value)
}
