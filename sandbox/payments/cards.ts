import { randomBytes } from "node:crypto"
import type { Db } from "../store/database"

/**
 * The sandbox card vault. Hosted card fields POST the card here and get a single-use `tok_…` token;
 * the widget never sees the number. Behaviour by test card (contract 2):
 *   4444 3333 2222 1111  visa, no 3-D Secure       5555 5555 5555 4444  mastercard, no 3-D Secure
 *   4000 0000 0000 3220  visa, requires 3-D Secure 4000 0000 0000 0002  declined at checkout
 * Any other Luhn-valid number behaves like a plain card of its brand.
 */

export const DECLINED_MESSAGE = "Karta odrzucona"
const REQUIRES_3DS = new Set(["4000000000003220"])
const DECLINED = new Set(["4000000000000002"])

export const luhnValid = (digits: string): boolean => {
  if (!/^\d{13,19}$/.test(digits)) return false
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return sum % 10 === 0
}

export const cardBrand = (digits: string): string => {
  if (digits.startsWith("4")) return "visa"
  if (/^(5[1-5]|2[2-7])/.test(digits)) return "mastercard"
  if (/^3[47]/.test(digits)) return "amex"
  return "other"
}

export interface CardProblems {
  number?: string
  date?: string
  cvv?: string
}

/** Validates a card as the provider would; an empty result means it can be tokenised. */
export const cardProblems = (
  card: { number: string; exp_month: number; exp_year: number; cvv: string },
  now: Date,
): CardProblems => {
  const problems: CardProblems = {}
  if (!luhnValid(card.number)) problems.number = "Nieprawidłowy numer karty"
  const year = card.exp_year < 100 ? 2000 + card.exp_year : card.exp_year
  const expired =
    year < now.getUTCFullYear() || (year === now.getUTCFullYear() && card.exp_month < now.getUTCMonth() + 1)
  // A non-numeric expiry reads as NaN, which passes every comparison: refuse anything not a whole month and year.
  const readable = Number.isInteger(card.exp_month) && Number.isInteger(card.exp_year) && card.exp_year >= 0
  if (!readable || card.exp_month < 1 || card.exp_month > 12 || expired)
    problems.date = "Nieprawidłowa lub przeszła data ważności"
  if (!/^\d{3}$/.test(card.cvv)) problems.cvv = "Nieprawidłowy kod CVV"
  return problems
}

export interface TokenisedCard {
  readonly token: string
  readonly brand: string
  readonly last_four: string
}

export const storeCardToken = (db: Db, now: number, digits: string): TokenisedCard => {
  const token = `tok_${randomBytes(12).toString("hex")}`
  const brand = cardBrand(digits)
  const last_four = digits.slice(-4)
  db.prepare(
    "INSERT INTO card_tokens (token, brand, last_four, requires_3ds, declined, created_at) VALUES (?, ?, ?, ?, ?, ?)",
  ).run(token, brand, last_four, REQUIRES_3DS.has(digits) ? 1 : 0, DECLINED.has(digits) ? 1 : 0, now)
  return { token, brand, last_four }
}

export interface ChargeableCard {
  readonly brand: string
  readonly last_four: string
  readonly requires3ds: boolean
  readonly declined: boolean
}

/** Uses up a single-use token; undefined when unknown or already used. Call inside a transaction. */
export const consumeCardToken = (db: Db, token: string): ChargeableCard | undefined => {
  const row = db.prepare("SELECT * FROM card_tokens WHERE token = ? AND used = 0").get(token) as
    | { brand: string; last_four: string; requires_3ds: number; declined: number }
    | undefined
  if (!row) return undefined
  db.prepare("UPDATE card_tokens SET used = 1 WHERE token = ?").run(token)
  return {
    brand: row.brand,
    last_four: row.last_four,
    requires3ds: row.requires_3ds === 1,
    declined: row.declined === 1,
  }
}
