/**
 * A user-visible text: its translation key and the default shown when no translation matches
 * (English, or the Polish literal where the spec gives one). Rules export these so the UI passes
 * them through the translation lookup instead of hard-coding strings.
 */
export interface Copy {
  readonly key: string
  readonly text: string
}

/** Declares a text constant; `as const`-like typing keeps the literal key and text visible in hovers. */
export const copy = <K extends string, T extends string>(key: K, text: T): { readonly key: K; readonly text: T } => ({
  key,
  text,
})

/**
 * Fills `{name}` placeholders: `fillTemplate("Wybierz {n}", { n: 2 })` → 'Wybierz 2'. A placeholder
 * with no value is left as written, so a translator's typo shows up on screen instead of vanishing.
 * Values are inserted literally (a `$` in a group name is not a replacement pattern).
 */
export const fillTemplate = (template: string, params: Readonly<Record<string, string | number>>): string =>
  template.replace(/\{([A-Za-z0-9_-]+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  )
