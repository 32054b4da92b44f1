import { copy } from "../i18n/copy"

/** SPEC §3, §9: invoice business type codes — 1 company, 2 personal. */
export const BUSINESS_TYPE = { company: 1, personal: 2 } as const
export type BusinessTypeCode = (typeof BUSINESS_TYPE)[keyof typeof BUSINESS_TYPE]

/** The invoice form's business-type choices, in the order shown, with their labels. */
export const BUSINESS_TYPE_CHOICES = [
  { code: BUSINESS_TYPE.company, label: copy("company", "Company") },
  { code: BUSINESS_TYPE.personal, label: copy("personal", "Personal") },
] as const
