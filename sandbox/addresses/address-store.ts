import type { Viewer } from "../context"
import { notFound } from "../http/errors"
import type { Db } from "../store/database"

/**
 * Saved addresses belong to a signed-in customer or, for guests, to the guest cookie's id: a guest's
 * addresses follow its browser (the widget also keeps them in its own storage), and nobody else can
 * read, edit or attach them.
 */
export interface AddressRow {
  id: number
  user_id: number | null
  guest_id: string | null
  string: string
  latitude: string
  longitude: string
  address_line_2: string | null
  is_active: number
  created_at: number
}

/** Owner condition for the viewer: its user id when signed in, else its guest id. */
export const ownerOf = (viewer: Viewer): { column: "user_id" | "guest_id"; value: number | string } =>
  viewer.userId !== null ? { column: "user_id", value: viewer.userId } : { column: "guest_id", value: viewer.guestId }

export const findAddress = (db: Db, id: number, viewer: Viewer): AddressRow => {
  const owner = ownerOf(viewer)
  const row = db.prepare(`SELECT * FROM addresses WHERE id = ? AND ${owner.column} = ?`).get(id, owner.value) as
    | AddressRow
    | undefined
  if (!row) throw notFound("Address")
  return row
}

export const listAddresses = (db: Db, viewer: Viewer): AddressRow[] => {
  const owner = ownerOf(viewer)
  return db.prepare(`SELECT * FROM addresses WHERE ${owner.column} = ? ORDER BY id`).all(owner.value) as AddressRow[]
}

/** The wire Address (coordinates as strings, is_active 0/1). */
export const addressJson = (row: AddressRow) => ({
  id: row.id,
  string: row.string,
  latitude: row.latitude,
  longitude: row.longitude,
  address_line_2: row.address_line_2,
  is_active: row.is_active,
})

/** An address by id regardless of owner, for rendering a cart that already holds it. */
export const addressById = (db: Db, id: number | null): AddressRow | undefined =>
  id === null ? undefined : (db.prepare("SELECT * FROM addresses WHERE id = ?").get(id) as AddressRow | undefined)
