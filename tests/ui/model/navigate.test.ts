// @vitest-environment happy-dom
import { readdirSync, readFileSync, statSync } from "node:fs"
import { join } from "node:path"
import { afterEach, describe, expect, it } from "vitest"
import { type Navigator, navigate, writeAddress } from "../../../ui/model/navigate"
import type { RouteName } from "../../../ui/model/route"

const moves: Array<[RouteName, number | null]> = []
const widget: Navigator = { restaurantId: 3, show: (route, orderId) => moves.push([route, orderId]) }

afterEach(() => {
  moves.length = 0
  history.replaceState(null, "", "/widget/?restaurantId=3")
})

describe("navigate: the one writer of the address bar", () => {
  it("a followed link adds a history entry with the route's address, then the model shows the route", () => {
    history.replaceState(null, "", "/widget/?restaurantId=3&lang=en")
    const before = history.length
    navigate(widget, { name: "order", orderId: 7 })
    expect(location.pathname + location.search).toBe("/widget/order/7?restaurantId=3&lang=en")
    expect(history.length).toBe(before + 1)
    expect(moves).toEqual([["order", 7]])
  })

  it("with replace, this entry is replaced (a spent checkout, an unknown address)", () => {
    const before = history.length
    navigate(widget, { name: "menu", orderId: null }, { replace: true })
    writeAddress({ name: "cart", orderId: null }, 3, { replace: true })
    expect(location.pathname + location.search).toBe("/widget/cart?restaurantId=3")
    expect(history.length).toBe(before)
    expect(moves).toEqual([["menu", null]])
  })

  it("nothing else in ui/ writes history (embed.ts is the host page's script, not the widget's address bar)", () => {
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name)
        return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : []
      })
    const writers = files("ui").filter((path) => /history\.(pushState|replaceState)\(/.test(readFileSync(path, "utf8")))
    expect(writers.sort()).toEqual(["ui/embed.ts", "ui/model/navigate.ts"])
  })
})
