import { describe, expect, it } from "vitest"
import { makeStore, memoryStore } from "../../../adapters"
import type { Widget } from "../../../domain"
import { createWidgetModel } from "../../../ui/model/model"

describe("the model tells the embedding page through the mount's parent-frame core, without the kit", () => {
  it("showTop and a milestone go out at once while the runtime (and the kit with it) is never made", async () => {
    const shown: string[] = []
    const reported: Widget.Milestone[] = []
    let runtimeAsked = 0
    const model = createWidgetModel({
      runtime: () => {
        runtimeAsked += 1
        return new Promise(() => {})
      },
      store: makeStore(() => memoryStore()),
      frame: { showTop: () => shown.push("top"), report: (milestone) => reported.push(milestone) },
      restaurantId: 1,
      now: () => 1_700_000_000_000,
      persist: false,
    })
    model.commands.navigation.showTop()
    expect(shown).toEqual(["top"])
    model.commands.navigation.navigate("cart")
    await Promise.resolve()
    expect(reported.map((m) => m.name)).toEqual(["cart-viewed"])
    expect(runtimeAsked).toBe(0)
    model.dispose()
  })
})
