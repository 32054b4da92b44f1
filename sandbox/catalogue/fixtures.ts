import { existsSync, readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { type GenerateSpec, generateMenu } from "./generate-menu"

/**
 * Reads the seed data from fixtures/. This runs only when the store is (re)seeded: after that the
 * sandbox serves what is in SQLite, so a demo's data survives restarts until `npm run sandbox:reset`.
 */

type Json = Record<string, unknown>

/** Every document one restaurant is seeded with, as the API would send it (złoty numbers, relative media paths). */
export interface RestaurantSeed {
  readonly id: number
  readonly restaurant: Json
  readonly widget: Json
  readonly categories: ReadonlyArray<Json>
  readonly products: ReadonlyArray<Json>
  readonly combos: ReadonlyArray<Json>
  readonly offers: ReadonlyArray<Json>
  readonly promo_codes: ReadonlyArray<Json>
  readonly gifts: ReadonlyArray<Json>
  readonly recommended: ReadonlyArray<number>
}

export interface FixtureUser {
  readonly name: string
  readonly email: string
  readonly password: string
  readonly phone: string
  readonly points: Readonly<Record<string, number>>
}

export const fixturesDir = fileURLToPath(new URL("../../fixtures/", import.meta.url))

const read = <T>(path: string): T => JSON.parse(readFileSync(`${fixturesDir}${path}`, "utf8")) as T
const readOr = <T>(path: string, fallback: T): T => (existsSync(`${fixturesDir}${path}`) ? read<T>(path) : fallback)

export const RESTAURANT_IDS = [1, 2, 3] as const

export const readRestaurantSeed = (id: number): RestaurantSeed => {
  const dir = `restaurants/${id}/`
  const generated = existsSync(`${fixturesDir}${dir}generate.json`)
    ? generateMenu(read<GenerateSpec>(`${dir}generate.json`))
    : undefined
  return {
    id,
    restaurant: read<Json>(`${dir}restaurant.json`),
    widget: read<Json>(`${dir}widget.json`),
    categories: generated?.categories ?? read<Json[]>(`${dir}categories.json`),
    products: generated?.products ?? read<Json[]>(`${dir}products.json`),
    combos: generated?.combos ?? readOr<Json[]>(`${dir}combos.json`, []),
    offers: readOr<Json[]>(`${dir}offers.json`, []),
    promo_codes: readOr<Json[]>(`${dir}promo_codes.json`, []),
    gifts: readOr<Json[]>(`${dir}gifts.json`, []),
    recommended: readOr<number[]>(`${dir}recommended.json`, []),
  }
}

export const readUsers = (): ReadonlyArray<FixtureUser> => read<FixtureUser[]>("users.json")
export const readTranslations = (): ReadonlyArray<Json> => read<Json[]>("translations.json")
export const readGazetteer = (): ReadonlyArray<{ string: string; latitude: string; longitude: string }> =>
  read("gazetteer.json")
