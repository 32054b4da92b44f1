import { type ReactNode, useId } from "react"
import { Account } from "../../domain"
import field from "../kit/form-field.module.css"
import type { Translate } from "../model/translation"
import styles from "./form.module.css"

/**
 * A phone as typed: the picked country as 'PL +48' (a country may have several dial codes, e.g. the
 * Dominican Republic's +1809/+1829/+1849, so the code alone does not name an entry) and the number.
 */
export interface PhoneInput {
  readonly country: string
  readonly number: string
}

const optionValue = (code: string, dialCode: string) => `${code} ${dialCode}`

/** The dial code of a picked entry ('PL +48' → '+48'): domain/account/phone.ts. */
export const dialCodeOf = Account.dialCodeOf

const POLAND = Account.countryByCode(Account.DEFAULT_COUNTRY)
const DEFAULT_OPTION = optionValue(POLAND?.code ?? "PL", POLAND?.dial_code ?? "+48")

/** A stored phone ('+48600100200') split for the form; a bare number is Polish (domain/account/phone.ts). */
export const phoneInputOf = (stored: string): PhoneInput => {
  const split = Account.splitPhone(stored)
  return {
    country: split.country === null ? DEFAULT_OPTION : optionValue(split.country, split.dialCode),
    number: split.number,
  }
}

/** An empty phone: Poland's dial code and no number. */
export const EMPTY_PHONE: PhoneInput = { country: DEFAULT_OPTION, number: "" }

const OPTIONS = Account.COUNTRIES.map((c) => (
  <option key={optionValue(c.code, c.dial_code)} value={optionValue(c.code, c.dial_code)}>
    {`${c.dial_code} ${c.name}`}
  </option>
))

/** The phone field: a dial-code picker over the country list and the number (digits only are kept, SPEC §9). */
export function PhoneField({
  value,
  onChange,
  t,
  disabled = false,
  label,
}: {
  readonly value: PhoneInput
  readonly onChange: (next: PhoneInput) => void
  readonly t: Translate
  readonly disabled?: boolean
  readonly label?: string
}): ReactNode {
  const id = useId()
  return (
    <fieldset className={`${field.field} ${styles.fieldset}`}>
      <legend className={`${field.label} ${styles.legend}`}>{label ?? t("phone", "Phone")}</legend>
      <div className={styles.phoneRow}>
        <select
          id={`${id}-code`}
          className={field.input}
          aria-label={t("dial-code", "Dial code")}
          value={value.country}
          disabled={disabled}
          onChange={(e) => onChange({ ...value, country: e.target.value })}
        >
          {OPTIONS}
        </select>
        <input
          id={`${id}-number`}
          className={field.input}
          aria-label={t("phone-number", "Phone number")}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          value={value.number}
          disabled={disabled}
          onChange={(e) => onChange({ ...value, number: e.target.value.replace(/[^\d\s]/g, "") })}
        />
      </div>
    </fieldset>
  )
}
