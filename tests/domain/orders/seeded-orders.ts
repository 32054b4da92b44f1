import { readFileSync } from "node:fs"
import { Schema } from "effect"
import { Wire } from "../../../domain"
import { repoPath } from "../../support/fixtures"

/**
 * The past orders the sandbox seeds (fixtures/orders.json), decoded with the domain's Order schema as
 * the widget decodes GET /customer/orders/{id}: the stored document plus the columns the sandbox adds
 * on every read (id, status, restaurant_id, created_at).
 */
export const seededOrders = (): ReadonlyArray<Wire.Order> => {
  const rows = JSON.parse(readFileSync(repoPath("fixtures/orders.json"), "utf8")) as Array<{
    restaurant_id: number
    type: number
    doc: Record<string, unknown>
  }>
  return rows.map((row, i) =>
    Schema.decodeUnknownSync(Wire.Order)({
      ...row.doc,
      id: i + 1,
      status: 5,
      type: row.type,
      restaurant_id: row.restaurant_id,
      created_at: "2026-01-01T12:00:00.000Z",
    }),
  )
}

/** Anna's seeded order at restaurant 1 (the first of fixtures/orders.json). */
export const annasOrder = (): Wire.Order => {
  const order = seededOrders()[0]
  if (order === undefined) throw new Error("fixtures/orders.json has no order")
  return order
}
