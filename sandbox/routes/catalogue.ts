import { readFile } from "node:fs/promises"
import { Schema } from "effect"
import type { Hono } from "hono"
import { fixturesDir } from "../catalogue/fixtures"
import { menuOf } from "../catalogue/menu-of"
import type { SandboxContext, SandboxEnv } from "../context"
import { notFound } from "../http/errors"
import { withAbsoluteMedia } from "../http/media"
import { decodePathId, decodeQuery, QueryId } from "../http/validate"

/**
 * Catalogue and restaurant calls (SPEC §7). The documents never change while the sandbox runs, so
 * each response body is serialised once and reused: restaurant 3's 1200-product list is ~1 MB.
 */

const RestaurantQuery = Schema.Struct({ restaurant: QueryId })
const RestaurantIdQuery = Schema.Struct({ restaurant_id: QueryId })
const OptionalRestaurantIdQuery = Schema.Struct({ restaurant_id: Schema.optionalKey(QueryId) })

const json = (body: string) => new Response(body, { headers: { "content-type": "application/json; charset=utf-8" } })

export const registerCatalogueRoutes = (app: Hono<SandboxEnv>, ctx: SandboxContext): void => {
  const cache = new Map<string, string>()
  const cached = (key: string, build: () => unknown): Response => {
    let body = cache.get(key)
    if (body === undefined) {
      body = JSON.stringify(withAbsoluteMedia(ctx.origin, build()))
      cache.set(key, body)
    }
    return json(body)
  }
  const products = (id: number) => cached(`products:${id}`, () => ({ data: menuOf(ctx, id).raw.products }))

  app.get("/customer/products", (c) => products(decodeQuery(c, RestaurantQuery).restaurant))
  app.get("/customer/products/optimized", (c) => products(decodeQuery(c, RestaurantQuery).restaurant))
  app.get("/customer/combos", (c) => {
    const { restaurant } = decodeQuery(c, RestaurantQuery)
    return cached(`combos:${restaurant}`, () => ({ data: menuOf(ctx, restaurant).raw.combos }))
  })
  app.get("/customer/categories", (c) => {
    const { restaurant } = decodeQuery(c, RestaurantQuery)
    return cached(`categories:${restaurant}`, () => ({ data: menuOf(ctx, restaurant).raw.categories }))
  })
  app.get("/customer/restaurants", () =>
    cached("restaurants", () => ({ data: [...ctx.catalogue.restaurants.values()].map((m) => m.raw.restaurant) })),
  )
  app.get("/customer/restaurants/:id", (c) => {
    const { id } = decodePathId(c.req.param("id"))
    return cached(`restaurant:${id}`, () => ({ data: menuOf(ctx, id).raw.restaurant }))
  })
  app.get("/customer/widgets", (c) => {
    const { restaurant_id } = decodeQuery(c, RestaurantIdQuery)
    return cached(`widget:${restaurant_id}`, () => ({ data: menuOf(ctx, restaurant_id).raw.widget }))
  })
  app.get("/settings", (c) => {
    const { restaurant_id } = decodeQuery(c, OptionalRestaurantIdQuery)
    const key = `settings:${restaurant_id ?? ""}`
    return cached(key, () => ({
      data: {
        translations: ctx.catalogue.translations,
        gcp_key: null,
        ...(restaurant_id === undefined ? {} : { restaurant: menuOf(ctx, restaurant_id).raw.restaurant }),
      },
    }))
  })
  app.get("/media/:folder/:file", async (c) => {
    const folder = c.req.param("folder")
    const file = c.req.param("file")
    if (!/^r\d+$/.test(folder) || !/^[a-z0-9-]+\.svg$/.test(file)) throw notFound("Media")
    const body = await readFile(`${fixturesDir}media/${file}`).catch(() => {
      throw notFound("Media")
    })
    return c.body(body, 200, { "content-type": "image/svg+xml", "cache-control": "public, max-age=3600" })
  })
}
