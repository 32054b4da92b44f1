import { digitsOnly } from "../checkout/digits"
import { copy } from "../i18n/copy"
import { COUNTRIES, type Country } from "./countries"

/**
 * Phone numbers are stored as dial code plus number ('+48600100200', SPEC §3). The profile form
 * shows them split: a dial-code picker and the national number.
 */

/** Which country a dial code shared by several countries means when nothing else tells them apart. */
export const PRIMARY_COUNTRY: Readonly<Record<string, string>> = {
  "+1": "US",
  "+7": "RU",
  "+44": "GB",
  "+47": "NO",
  "+61": "AU",
  "+64": "NZ",
  "+212": "MA",
  "+262": "RE",
  "+290": "SH",
  "+358": "FI",
  "+500": "FK",
  "+590": "GP",
  "+599": "CW",
  "+672": "NF",
}

/**
 * A phone left empty (SPEC §5): register step 1 does not go on to the code step, and checkout is not
 * sent. One text for both forms.
 */
export const PHONE_REQUIRED = copy("phone-number-is-required", "Phone number is required")

/** The widget is Polish: a number typed without a dial code is a Polish one. */
export const DEFAULT_COUNTRY = "PL"

/** Dial-code digits → the country that code stands for (the primary one where shared). */
const byDialDigits: ReadonlyMap<string, Country> = (() => {
  const map = new Map<string, Country>()
  for (const c of COUNTRIES) {
    const digits = c.dial_code.slice(1)
    const current = map.get(digits)
    if (!current || PRIMARY_COUNTRY[c.dial_code] === c.code) map.set(digits, c)
  }
  return map
})()

const LONGEST_DIAL_DIGITS = Math.max(...COUNTRIES.map((c) => c.dial_code.length - 1))

/** The country of an ISO code ('PL'), any case. */
export const countryByCode = (code: string): Country | undefined => {
  const upper = code.trim().toUpperCase()
  return COUNTRIES.find((c) => c.code === upper)
}

export interface SplitPhone {
  /** '+48', or '' when an international number matches no known code. */
  readonly dialCode: string
  /** The national number, digits only. */
  readonly number: string
  /** ISO code of the matched country, or null when none matched. */
  readonly country: string | null
}

/**
 * Splits a stored phone into dial code and number by the longest matching dial code: '+1264…' is
 * Anguilla, not the United States. An international prefix is '+' or '00'. A number without one is
 * taken as national to `defaultCountry` (Poland), since bare digits cannot say where the code ends.
 */
export const splitPhone = (phone: string, defaultCountry: string = DEFAULT_COUNTRY): SplitPhone => {
  const text = phone.trim()
  const international = text.startsWith("+") || text.startsWith("00")
  const digits = digitsOnly(text.startsWith("00") ? text.slice(2) : text)
  if (!international) {
    const country = countryByCode(defaultCountry) ?? countryByCode(DEFAULT_COUNTRY)
    return { dialCode: country?.dial_code ?? "", number: digits, country: country?.code ?? null }
  }
  for (let length = Math.min(LONGEST_DIAL_DIGITS, digits.length); length > 0; length--) {
    const country = byDialDigits.get(digits.slice(0, length))
    if (country) return { dialCode: country.dial_code, number: digits.slice(length), country: country.code }
  }
  return { dialCode: "", number: digits, country: null }
}

/**
 * The dial code of a picked country entry ('PL +48' → '+48'): the phone fields keep the entry, not
 * the code, since a country may have several dial codes (the Dominican Republic's +1809/+1829/+1849).
 */
export const dialCodeOf = (country: string): string => country.split(" ")[1] ?? ""

/**
 * The stored form of a dial code and a national number: '+48' + '600 100 200' → '+48600100200'.
 * An empty number gives '' (no phone), so a lone dial code is never saved as a phone.
 */
export const joinPhone = (dialCode: string, number: string): string => {
  const digits = digitsOnly(number)
  if (digits === "") return ""
  const code = digitsOnly(dialCode)
  return code === "" ? digits : `+${code}${digits}`
}
