import { createHash } from "node:crypto"
import { hashPassword } from "../auth/passwords"
import { RESTAURANT_IDS, readRestaurantSeed, readTranslations, readUsers } from "../catalogue/fixtures"
import { seedOrders } from "../orders/seed-orders"
import type { Db } from "./database"

/** Bump when the seed's shape changes, so an old data folder is reseeded instead of misread. */
const SEED_VERSION = "2"

/** Catalogue documents stored per restaurant (the "kind" column). */
export const CATALOGUE_KINDS = [
  "restaurant",
  "widget",
  "categories",
  "products",
  "combos",
  "offers",
  "promo_codes",
  "gifts",
  "recommended",
] as const
export type CatalogueKind = (typeof CATALOGUE_KINDS)[number]

/** Seeds an empty store (first start). Returns whether it seeded. */
export const seedIfEmpty = (db: Db, now: number): boolean => {
  const row = db.prepare("SELECT value FROM meta WHERE key = 'seed_version'").get() as { value: string } | undefined
  if (row?.value === SEED_VERSION) return false
  reseed(db, now)
  return true
}

/** Every catalogue document fixtures/ describes, as (restaurant id, kind, JSON) rows; restaurant 0 holds translations. */
const catalogueRows = (): Array<readonly [number, string, string]> => {
  const rows: Array<readonly [number, string, string]> = []
  for (const id of RESTAURANT_IDS) {
    const seed = readRestaurantSeed(id)
    for (const kind of CATALOGUE_KINDS) rows.push([id, kind, JSON.stringify(seed[kind])])
  }
  rows.push([0, "translations", JSON.stringify(readTranslations())])
  return rows
}

const hashOf = (rows: ReadonlyArray<readonly [number, string, string]>): string =>
  createHash("sha256").update(JSON.stringify(rows)).digest("hex")

const writeCatalogue = (db: Db, rows: ReadonlyArray<readonly [number, string, string]>): void => {
  db.prepare("DELETE FROM catalogue").run()
  const put = db.prepare("INSERT INTO catalogue (restaurant_id, kind, json) VALUES (?, ?, ?)")
  for (const row of rows) put.run(...row)
  db.prepare(
    "INSERT INTO meta (key, value) VALUES ('catalogue_hash', ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
  ).run(hashOf(rows))
}

/**
 * Menus, settings and translations are read-only for the API, so when fixtures/ changed since the
 * store was seeded they are replaced on start — without touching accounts, carts or orders (only
 * `npm run sandbox:reset` drops those). Returns whether it refreshed.
 */
export const refreshCatalogue = (db: Db): boolean => {
  const rows = catalogueRows()
  const stored = db.prepare("SELECT value FROM meta WHERE key = 'catalogue_hash'").get() as
    | { value: string }
    | undefined
  if (stored?.value === hashOf(rows)) return false
  db.transaction(() => writeCatalogue(db, rows))()
  return true
}

/** Drops every row and loads fixtures/ again, in one transaction (`npm run sandbox:reset`). */
export const reseed = (db: Db, now: number): void => {
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    .all() as Array<{ name: string }>
  const rows = catalogueRows()
  db.transaction(() => {
    for (const { name } of tables) db.prepare(`DELETE FROM "${name}"`).run()
    db.prepare("DELETE FROM sqlite_sequence").run()
    writeCatalogue(db, rows)
    const putUser = db.prepare(
      "INSERT INTO users (name, email, password_hash, phone, created_at) VALUES (?, ?, ?, ?, ?) RETURNING id",
    )
    const putPoints = db.prepare("INSERT INTO points (user_id, restaurant_id, points) VALUES (?, ?, ?)")
    for (const user of readUsers()) {
      const { id } = putUser.get(user.name, user.email, hashPassword(user.password), user.phone, now) as { id: number }
      for (const [restaurantId, points] of Object.entries(user.points)) putPoints.run(id, Number(restaurantId), points)
    }
    seedOrders(db, now)
    db.prepare("INSERT INTO meta (key, value) VALUES ('seed_version', ?)").run(SEED_VERSION)
  })()
}
