import { expect, it } from "vitest"
import { replay } from "../../../domain/replay/replay"
import type { WidgetEvent } from "../../../domain/widget/event"
import { aCart, event, someTotals } from "../widget/entities"

/**
 * Budget (ARCHITECTURE.md): replay ≥ 500,000 events/s in Node. The log is what a long session
 * records: mostly cheap UI events (tabs, modals, selections, panels) with cart traffic mixed in
 * (fetches, stored carts, optimistic and confirmed quantity changes, removals).
 */
// A tuple (as const), so both picks are typed as present.
const carts = [
  aCart({
    uuid: "u1",
    items: [
      { key: "k1", quantity: 1 },
      { key: "k2", quantity: 2 },
    ],
    combos: [{ key: "h1", quantity: 1 }],
  }),
  aCart({ uuid: "u1", items: [{ key: "k1", quantity: 3 }], combos: [{ key: "h1", quantity: 2 }], comboShape: "map" }),
] as const

const round = (i: number): ReadonlyArray<WidgetEvent> => {
  const at = 1_700_000_000_000 + i * 1000
  return [
    event("MenuTabSelected", { tab: i % 3 === 0 ? "combos" : 100 + (i % 9) }, at),
    event("ShowMoreClicked", { categoryId: 100 + (i % 9) }, at),
    event("ProductModalOpened", { productId: 1001 + (i % 40) }, at),
    event("VariantChosen", { productId: 1002 }, at),
    event("HalfAndHalfToggled", { on: true }, at),
    event("SecondHalfChosen", { productId: 1020 }, at),
    event("AddonSelectionChanged", { half: "first", groupKey: "Rodzaj ciasta", optionIds: [6001 + (i % 2)] }, at),
    event("AddonSelectionChanged", { half: "second", groupKey: "Sosy do brzegów", optionIds: [6005, 6006] }, at),
    event("IngredientExclusionChanged", { half: "first", ingredientIds: [5003] }, at),
    event("ModalQuantityChanged", { quantity: 1 + (i % 5) }, at),
    event(
      "ItemAddRequested",
      {
        item: { product_id: 1002, addons: [6001], quantity: 1, exclude_ingredients: [], special: null },
        pendingAddress: false,
      },
      at,
    ),
    event("CartStored", { cart: i % 2 === 0 ? carts[0] : carts[1] }, at),
    event("ProductModalClosed", {}, at),
    event("ItemQuantityChanged", { key: "k1", quantity: 1 + (i % 7), totals: null }, at),
    event("ItemQuantityChanged", { key: "k1", quantity: 1 + (i % 7), totals: someTotals(3790 * (1 + (i % 7))) }, at),
    event("ComboItemQuantityChanged", { key: "h1", quantity: 2 + (i % 3), totals: null }, at),
    event(
      "ComboModalOpened",
      {
        comboId: 901,
        choice: [
          [9101, 9201],
          [9102, 9206],
        ],
      },
      at,
    ),
    event("ComboOptionChosen", { groupId: 9101, optionId: 9202 }, at),
    event("ComboModalClosed", {}, at),
    event("PanelOpened", { panel: "orders" }, at),
    event("PanelClosed", {}, at),
    event("ItemRemoved", { key: "k2", totals: null }, at),
    event("CartFetchStarted", {}, at),
    event("CartStored", { cart: i % 2 === 0 ? carts[1] : carts[0] }, at),
    event("MessageShown", { title: "Error", message: "Failed to add to cart" }, at),
  ]
}

const buildLog = (size: number): ReadonlyArray<WidgetEvent> => {
  const log: Array<WidgetEvent> = []
  for (let i = 0; log.length < size; i++) log.push(...round(i))
  return log.slice(0, size)
}

/** The budget itself is the floor: an idle 2-core machine measures about 3,000,000 events/s, a 6× margin. */
const BUDGET_EVENTS_PER_SECOND = 500_000

it("replays a realistic 100k-event log at ≥ 500,000 events/s", () => {
  const log = buildLog(100_000)
  replay(log) // warm-up: let the JIT see the reducer before timing it
  // Best of at least 5 runs (a run costs ~35 ms). On a loaded CI machine, where other test files and
  // processes share the 2 cores, a run that misses the budget is retried (up to 25 runs, ≤ 3 s), so
  // only a reducer that is slow on every run fails: scheduling noise only ever makes a run slower.
  const deadline = performance.now() + 3_000
  let best = Number.POSITIVE_INFINITY
  let runs = 0
  while (
    runs < 5 ||
    (log.length / (best / 1000) < BUDGET_EVENTS_PER_SECOND && runs < 25 && performance.now() < deadline)
  ) {
    const start = performance.now()
    replay(log)
    best = Math.min(best, performance.now() - start)
    runs++
  }
  const perSecond = Math.round(log.length / (best / 1000))
  console.log(
    `[replay throughput] ${log.length} events in ${best.toFixed(1)} ms (best of ${runs}) = ${perSecond.toLocaleString("en")} events/s`,
  )
  expect(perSecond).toBeGreaterThanOrEqual(BUDGET_EVENTS_PER_SECOND)
})
