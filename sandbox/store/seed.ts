import { hashPassword } from "../auth/passwords"
import { RESTAURANT_IDS, readRestaurantSeed, readTranslations, readUsers } from "../catalogue/fixtures"
import type { Db } from "./database"

/** Bump when the seed's shape changes, so an old data folder is reseeded instead of misread. */
const SEED_VERSION = "1"

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

/** Drops every row and loads fixtures/ again, in one transaction (`npm run sandbox:reset`). */
export const reseed = (db: Db, now: number): void => {
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    .all() as Array<{ name: string }>
  db.transaction(() => {
    for (const { name } of tables) db.prepare(`DELETE FROM "${name}"`).run()
    db.prepare("DELETE FROM sqlite_sequence").run()
    const putDoc = db.prepare("INSERT INTO catalogue (restaurant_id, kind, json) VALUES (?, ?, ?)")
    for (const id of RESTAURANT_IDS) {
      const seed = readRestaurantSeed(id)
      for (const kind of CATALOGUE_KINDS) putDoc.run(id, kind, JSON.stringify(seed[kind]))
    }
    putDoc.run(0, "translations", JSON.stringify(readTranslations()))
    const putUser = db.prepare(
      "INSERT INTO users (name, email, password_hash, phone, created_at) VALUES (?, ?, ?, ?, ?) RETURNING id",
    )
    const putPoints = db.prepare("INSERT INTO points (user_id, restaurant_id, points) VALUES (?, ?, ?)")
    for (const user of readUsers()) {
      const { id } = putUser.get(user.name, user.email, hashPassword(user.password), user.phone, now) as { id: number }
      for (const [restaurantId, points] of Object.entries(user.points)) putPoints.run(id, Number(restaurantId), points)
    }
    db.prepare("INSERT INTO meta (key, value) VALUES ('seed_version', ?)").run(SEED_VERSION)
  })()
}
