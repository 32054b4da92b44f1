import { I18n } from "../../domain"

/**
 * The translation lookup bound to the current language: `t("show-more", "Show More")`; `{n}`
 * placeholders filled from params. It carries the language it translates into so prices are written
 * the same way (Money.formatPrice(g, t.language): '26,90 zł' in Polish); a lookup without a language
 * writes English.
 */
export type Translate = ((
  key: string,
  fallback: string,
  params?: Readonly<Record<string, string | number>>,
) => string) & {
  readonly language?: string
}

/**
 * The translation lookup bound to one language and one index (SPEC §5: the translation for the
 * current language, else the English default). Params fill `{name}` placeholders after the lookup,
 * so a translator's template ('Wybierz {n}') and the default behave alike.
 */
export const boundTranslate = (index: I18n.TranslationIndex, language: string): Translate =>
  Object.assign(
    (key: string, fallback: string, params?: Readonly<Record<string, string | number>>) => {
      const text = I18n.translateWith(index, language, key, fallback)
      return params === undefined ? text : I18n.fillTemplate(text, params)
    },
    { language },
  )
