import { mkdirSync } from "node:fs"
import { join } from "node:path"
import Database from "better-sqlite3"

/**
 * The sandbox's store: one SQLite file per data folder, in WAL mode so reads never block the single
 * writer. Every handler that writes does so inside one `db.transaction`, so a request either lands
 * completely or not at all (a crash or a bad input mid-way leaves nothing half-written).
 */
export type Db = Database.Database

const SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS catalogue (
  restaurant_id INTEGER NOT NULL, kind TEXT NOT NULL, json TEXT NOT NULL,
  PRIMARY KEY (restaurant_id, kind));
CREATE TABLE IF NOT EXISTS users (
  id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT NOT NULL, email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT NOT NULL, phone TEXT NOT NULL, avatar TEXT, created_at INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS points (
  user_id INTEGER NOT NULL, restaurant_id INTEGER NOT NULL, points INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (user_id, restaurant_id));
CREATE TABLE IF NOT EXISTS tokens (
  hash TEXT PRIMARY KEY, user_id INTEGER NOT NULL, expires_at INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS otps (
  target TEXT PRIMARY KEY, code TEXT NOT NULL, expires_at INTEGER NOT NULL, wrong_attempts INTEGER NOT NULL DEFAULT 0);
CREATE TABLE IF NOT EXISTS guests (id TEXT PRIMARY KEY, created_at INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS throttle_hits (bucket TEXT NOT NULL, at INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS throttle_by_bucket ON throttle_hits (bucket, at);
CREATE TABLE IF NOT EXISTS addresses (
  id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER, guest_id TEXT, string TEXT NOT NULL,
  latitude TEXT NOT NULL, longitude TEXT NOT NULL, address_line_2 TEXT, is_active INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS carts (
  uuid TEXT PRIMARY KEY, restaurant_id INTEGER NOT NULL, user_id INTEGER, guest_id TEXT,
  type INTEGER NOT NULL, address_id INTEGER, doc TEXT NOT NULL, updated_at INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS orders (
  id INTEGER PRIMARY KEY AUTOINCREMENT, restaurant_id INTEGER NOT NULL, user_id INTEGER, guest_id TEXT,
  type INTEGER NOT NULL, payment_type TEXT NOT NULL, payment_state TEXT NOT NULL,
  created_at INTEGER NOT NULL, started_at INTEGER, points_awarded INTEGER NOT NULL DEFAULT 0,
  points_spent INTEGER NOT NULL DEFAULT 0, total INTEGER NOT NULL, threeds_passed INTEGER NOT NULL DEFAULT 0,
  idempotency_key TEXT, cart_uuid TEXT, doc TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS orders_by_user ON orders (user_id, id);
CREATE INDEX IF NOT EXISTS orders_by_key ON orders (idempotency_key);
CREATE TABLE IF NOT EXISTS idempotency (
  key TEXT PRIMARY KEY, request_hash TEXT NOT NULL, status INTEGER NOT NULL, response TEXT NOT NULL,
  created_at INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS payment_methods (
  id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER NOT NULL, brand TEXT NOT NULL, last_four TEXT NOT NULL,
  is_default INTEGER NOT NULL DEFAULT 0, requires_3ds INTEGER NOT NULL DEFAULT 0, declined INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS card_tokens (
  token TEXT PRIMARY KEY, brand TEXT NOT NULL, last_four TEXT NOT NULL, requires_3ds INTEGER NOT NULL,
  declined INTEGER NOT NULL, used INTEGER NOT NULL DEFAULT 0, created_at INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS setup_intents (id TEXT PRIMARY KEY, user_id INTEGER NOT NULL, created_at INTEGER NOT NULL);
`

/** Bump when SCHEMA changes: an older store is then rebuilt (and reseeded) instead of misread. */
const SCHEMA_VERSION = 3

/** Opens (creating if needed) the store under dataDir. The caller seeds it and closes it. */
export const openDatabase = (dataDir: string): Db => {
  mkdirSync(dataDir, { recursive: true })
  const db = new Database(join(dataDir, "sandbox.sqlite"))
  db.pragma("journal_mode = WAL")
  db.pragma("synchronous = NORMAL")
  db.pragma("foreign_keys = ON")
  db.pragma("busy_timeout = 5000")
  if (db.pragma("user_version", { simple: true }) !== SCHEMA_VERSION) {
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
      .all() as Array<{ name: string }>
    db.transaction(() => {
      for (const { name } of tables) db.exec(`DROP TABLE "${name}"`)
      db.exec(SCHEMA)
    })()
    db.pragma(`user_version = ${SCHEMA_VERSION}`)
  }
  return db
}
