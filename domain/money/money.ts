import type { Brand } from "effect"

/**
 * Money is an integer number of grosze (1 zł = 100 gr). Every sum, difference and product in the
 * widget and the sandbox goes through these functions, so no float ever accumulates rounding error.
 */
export type Grosze = number & Brand.Brand<"Grosze">

/** Wraps an integer as grosze; a non-integer is a programming error, so it is rounded half away from zero. */
export const grosze = (n: number): Grosze =>
  (Number.isInteger(n) ? n : Math.sign(n) * Math.round(Math.abs(n))) as Grosze

export const ZERO = grosze(0)

/**
 * Reads an API decimal amount (12.5, "12.50", "12") as grosze. The API sends złoty with up to two
 * decimals; this is the only place a float becomes money, and it rounds to the nearest grosz.
 * Anything that is not a finite number reads as 0 gr.
 */
export const fromZloty = (value: number | string | null | undefined): Grosze => {
  const n = typeof value === "string" ? Number(value.replace(",", ".").trim()) : value
  if (n === null || n === undefined || !Number.isFinite(n)) return ZERO
  return grosze(Math.round(n * 100))
}

/** The API's decimal representation of an amount, e.g. 1250 → 12.5 (exact for integer grosze). */
export const toZloty = (g: Grosze): number => g / 100

export const add = (a: Grosze, b: Grosze): Grosze => (a + b) as Grosze
export const times = (a: Grosze, quantity: number): Grosze => grosze(a * Math.trunc(quantity))
export const sum = (amounts: Iterable<Grosze>): Grosze => {
  let total = 0
  for (const a of amounts) total += a
  return total as Grosze
}
export const max0 = (a: Grosze): Grosze => (a < 0 ? ZERO : a)

/**
 * Half of an amount for half-and-half pizzas. Rounding rule: the half is rounded up to the whole
 * grosz (ceil), so two halves of an odd amount cost at most 1 gr more than the whole and never less:
 * the restaurant never loses a grosz and the customer pays at most 1 gr extra per halved price.
 */
export const half = (a: Grosze): Grosze => grosze(Math.ceil(a / 2))

/**
 * The decimal mark of a language: Polish writes '26,90 zł', English '26.90 zł' (SPEC §1 'two
 * decimals and the suffix zł'). A regional tag counts as its base language ('pl-PL' is Polish).
 */
const decimalMark = (language: string): "," | "." =>
  language.trim().toLowerCase().split(/[-_]/)[0] === "pl" ? "," : "."

/**
 * A price as the customer reads it: two decimals and the suffix zł, with the language's decimal mark
 * ('26,90 zł' in Polish, '26.90 zł' in English, the default). Negative amounts keep their sign.
 * The one money formatter: every price on every screen goes through it.
 */
export const formatPrice = (g: Grosze, language = "en"): string => {
  const sign = g < 0 ? "-" : ""
  const abs = Math.abs(g)
  const zl = Math.trunc(abs / 100)
  const gr = abs % 100
  return `${sign}${zl}${decimalMark(language)}${gr.toString().padStart(2, "0")} zł`
}

/** Add-on price label: '+2.00 zł' ('+2,00 zł' in Polish), or the free label ('Darmowy' by default, translated by the caller). */
export const formatAddonPrice = (g: Grosze, freeLabel = "Darmowy", language = "en"): string =>
  g === 0 ? freeLabel : `+${formatPrice(g, language)}`

/** Inverse of formatPrice in either language, for round-trip checks and reading typed amounts: '12.50 zł' or '12,50 zł' → 1250. */
export const parsePrice = (text: string): Grosze | undefined => {
  const m = /^([+-]?)(\d+)[.,](\d{2}) zł$/.exec(text.trim())
  if (!m) return undefined
  const value = Number(m[2]) * 100 + Number(m[3])
  return grosze(m[1] === "-" ? -value : value)
}
