import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Wire } from "../../domain"
import { decodes, type FreshSandbox, freshSandbox } from "../support/sandbox"

let s: FreshSandbox
beforeAll(async () => {
  s = await freshSandbox()
})
afterAll(() => s.stop())

describe("catalogue calls", () => {
  it("serves restaurant 1's products in both spellings, decoding as domain Products with absolute media", async () => {
    const plain = await s.get("/customer/products?restaurant=1")
    const optimized = await s.get("/customer/products/optimized?restaurant=1&widget=true")
    expect(plain.status).toBe(200)
    expect(optimized.json).toEqual(plain.json)
    const products = decodes(Wire.ProductsResponse, optimized.json).data
    expect(products.length).toBeGreaterThanOrEqual(60)
    expect(products.some((p) => p.allow_half)).toBe(true)
    expect(products[0]?.logo).toBe(`${s.url}/media/r1/pizza.svg`)
    const image = await fetch(products[0]?.logo ?? "")
    expect(image.headers.get("content-type")).toBe("image/svg+xml")
  })

  it("gzips large answers for clients that accept it", async () => {
    const { request } = await import("node:http")
    const encoding = await new Promise<string | undefined>((resolve, reject) => {
      const req = request(
        `${s.url}/customer/products/optimized?restaurant=3`,
        { headers: { "accept-encoding": "gzip" } },
        (res) => {
          res.resume()
          resolve(res.headers["content-encoding"])
        },
      )
      req.on("error", reject)
      req.end()
    })
    expect(encoding).toBe("gzip")
  })

  it("generates restaurant 3's menu deterministically with at least 1000 products", async () => {
    const first = decodes(Wire.ProductsResponse, (await s.get("/customer/products/optimized?restaurant=3")).json).data
    expect(first.length).toBeGreaterThanOrEqual(1000)
    expect(new Set(first.map((p) => p.id)).size).toBe(first.length)
    const other = await freshSandbox()
    try {
      const again = await other.get("/customer/products/optimized?restaurant=3")
      expect(JSON.stringify(again.json).replaceAll(other.url, "")).toBe(
        JSON.stringify((await s.get("/customer/products/optimized?restaurant=3")).json).replaceAll(s.url, ""),
      )
    } finally {
      await other.stop()
    }
  })

  it("serves combos (none for restaurant 2), categories, restaurants and widget styles", async () => {
    expect(
      decodes(Wire.CombosResponse, (await s.get("/customer/combos?restaurant=1&widget=true")).json).data.length,
    ).toBe(5)
    expect(decodes(Wire.CombosResponse, (await s.get("/customer/combos?restaurant=2&widget=true")).json).data).toEqual(
      [],
    )
    const categories = decodes(Wire.CategoriesResponse, (await s.get("/customer/categories?restaurant=1")).json).data
    expect(categories.length).toBeGreaterThanOrEqual(8)
    const restaurants = decodes(Wire.RestaurantsResponse, (await s.get("/customer/restaurants")).json).data
    expect(restaurants.map((r) => r.id)).toEqual([1, 2, 3])
    const one = decodes(Wire.RestaurantResponse, (await s.get("/customer/restaurants/1?widget=true")).json).data
    expect(one.name).toBe("Pizzeria Bella Napoli")
    expect(one.widget_takeaway_discount).toBe(10)
    const styles = decodes(Wire.WidgetStylesResponse, (await s.get("/customer/widgets?restaurant_id=2")).json).data
    expect(styles.settings.starting_screen).toBe("Zupy")
  })

  it("serves settings with translations and no maps key", async () => {
    const settings = decodes(Wire.SettingsResponse, (await s.get("/settings")).json).data
    expect(settings.gcp_key).toBeNull()
    expect(settings.translations.find((t) => t.key === "delivery")?.value).toBe("Dostawa")
  })

  it("rejects bad input with 422 naming the field, and unknown things with JSON 404", async () => {
    const missing = await s.get("/customer/products/optimized")
    expect(missing.status).toBe(422)
    expect(Object.keys(missing.json.errors)).toEqual(["restaurant"])
    const junk = await s.get("/customer/categories?restaurant=abc")
    expect(junk.status).toBe(422)
    expect(junk.json.errors.restaurant).toBeDefined()
    expect((await s.get("/customer/restaurants/99")).status).toBe(404)
    const route = await s.get("/customer/nothing-here")
    expect(route.status).toBe(404)
    expect(route.json.message).toContain("not found")
    expect((await s.get("/media/r1/..%2Fusers.json")).status).toBe(404)
  })

  it("answers CORS preflights for loopback origins with credentials, and not for others", async () => {
    const ok = await fetch(`${s.url}/customer/cart/add-item`, {
      method: "OPTIONS",
      headers: {
        origin: "http://localhost:5173",
        "access-control-request-method": "POST",
        "access-control-request-headers": "authorization,content-type,idempotency-key",
      },
    })
    expect(ok.headers.get("access-control-allow-origin")).toBe("http://localhost:5173")
    expect(ok.headers.get("access-control-allow-credentials")).toBe("true")
    expect(ok.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("idempotency-key")
    // Error answers carry the CORS headers too, or the widget could not read their messages.
    const failed = await fetch(`${s.url}/customer/cart/add-item`, {
      method: "POST",
      headers: { origin: "http://127.0.0.1:5173", "content-type": "application/json" },
      body: "{}",
    })
    expect(failed.status).toBe(422)
    expect(failed.headers.get("access-control-allow-origin")).toBe("http://127.0.0.1:5173")
    const evil = await fetch(`${s.url}/settings`, { headers: { origin: "http://127.0.0.1.evil.example:5173" } })
    expect(evil.headers.get("access-control-allow-origin")).toBeNull()
  })
})
