import { Schema } from "effect"
import type { Context, Hono } from "hono"
import { Address, Wire } from "../../domain"
import { type AddressRow, addressJson, findAddress, listAddresses, ownerOf } from "../addresses/address-store"
import { menuOf } from "../catalogue/menu-of"
import type { SandboxContext, SandboxEnv } from "../context"
import { insideDeliveryZone, OUTSIDE_ZONE_MESSAGE } from "../delivery/zone"
import { FieldErrors } from "../http/field-errors"
import { decodeBody, decodePathId, decodeQuery, QueryId } from "../http/validate"

/**
 * Saved addresses (SPEC §7) for signed-in customers and guests alike (see address-store.ts for who
 * owns what). Saving with is_active 1, and every edit, makes that address the only active one. With a
 * restaurant id the answer carries active_address_check: whether the restaurant delivers there.
 */

const RestaurantQuery = Schema.Struct({ restaurant_id: Schema.optionalKey(QueryId) })

/** The server's text for an address part the widget would not have sent (it saves only complete addresses). */
export const INCOMPLETE_ADDRESS_MESSAGE: Readonly<Record<Address.AddressPart, string>> = {
  string: "Podaj adres",
  latitude: "Nieprawidłowa szerokość geograficzna",
  longitude: "Nieprawidłowa długość geograficzna",
}

/**
 * The widget's address rule (Address.incompleteAddressParts: a non-empty text and in-range decimal
 * coordinates), as a 422 naming each bad part. `prefix` is the body path of the address ("address.").
 */
export const rejectIncompleteAddress = (address: Address.AddressFields | null | undefined, prefix = ""): void => {
  const errors = new FieldErrors()
  for (const part of Address.incompleteAddressParts(address))
    errors.add(`${prefix}${part}`, INCOMPLETE_ADDRESS_MESSAGE[part])
  errors.throwIfAny()
}

export const registerAddressRoutes = (app: Hono<SandboxEnv>, ctx: SandboxContext): void => {
  const { db } = ctx

  const zoneCheck = (restaurantId: number | null | undefined, row: AddressRow) => {
    if (restaurantId === null || restaurantId === undefined) return {}
    const inside = insideDeliveryZone(menuOf(ctx, restaurantId).delivery, row.latitude, row.longitude)
    return { active_address_check: inside ? { ok: true, message: "" } : { ok: false, message: OUTSIDE_ZONE_MESSAGE } }
  }

  const onlyActive = (c: Context<SandboxEnv>, id: number) => {
    const owner = ownerOf(c.get("viewer"))
    db.prepare(`UPDATE addresses SET is_active = (id = ?) WHERE ${owner.column} = ?`).run(id, owner.value)
  }

  /**
   * An address to save (SPEC §5): the body decoded and complete (text, latitude, longitude), and the
   * restaurant it is saved for (the query's, else the body's), which must exist.
   */
  const addressRequest = async (c: Context<SandboxEnv>) => {
    const q = decodeQuery(c, RestaurantQuery)
    const body = await decodeBody(c, Wire.AddressBody)
    rejectIncompleteAddress(body)
    const restaurantId = q.restaurant_id ?? body.restaurant_id
    if (restaurantId) menuOf(ctx, restaurantId)
    return { body, restaurantId }
  }

  app.get("/customer/addresses", (c) => c.json({ data: listAddresses(db, c.get("viewer")).map(addressJson) }))

  app.post("/customer/addresses", async (c) => {
    const { body, restaurantId } = await addressRequest(c)
    const viewer = c.get("viewer")
    const row = db.transaction(() => {
      const { id } = db
        .prepare(
          "INSERT INTO addresses (user_id, guest_id, string, latitude, longitude, address_line_2, is_active, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
        )
        .get(
          viewer.userId,
          viewer.userId === null ? viewer.guestId : null,
          body.string,
          body.latitude,
          body.longitude,
          body.address_line_2 ?? null,
          body.is_active,
          ctx.now(),
        ) as { id: number }
      if (body.is_active === 1) onlyActive(c, id)
      return findAddress(db, id, viewer)
    })()
    return c.json({ data: { address: addressJson(row) }, ...zoneCheck(restaurantId, row) })
  })

  app.put("/customer/addresses/:id", async (c) => {
    const { id } = decodePathId(c.req.param("id"))
    const { body, restaurantId } = await addressRequest(c)
    const viewer = c.get("viewer")
    const row = db.transaction(() => {
      findAddress(db, id, viewer)
      db.prepare("UPDATE addresses SET string = ?, latitude = ?, longitude = ?, address_line_2 = ? WHERE id = ?").run(
        body.string,
        body.latitude,
        body.longitude,
        body.address_line_2 ?? null,
        id,
      )
      onlyActive(c, id)
      return findAddress(db, id, viewer)
    })()
    return c.json({ data: { address: addressJson(row) }, ...zoneCheck(restaurantId, row) })
  })

  app.delete("/customer/addresses/:id", (c) => {
    const { id } = decodePathId(c.req.param("id"))
    decodeQuery(c, RestaurantQuery)
    const viewer = c.get("viewer")
    db.transaction(() => {
      findAddress(db, id, viewer)
      db.prepare("UPDATE carts SET address_id = NULL WHERE address_id = ?").run(id)
      db.prepare("DELETE FROM addresses WHERE id = ?").run(id)
    })()
    return c.json({ success: true, message: "Adres został usunięty" })
  })
}
