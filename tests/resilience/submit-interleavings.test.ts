import fc from "fast-check"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { memoryStore } from "../../adapters"
import type { WidgetModel } from "../../ui/model/model"
import { recordFigures } from "../support/figures"
import { propertySeed } from "../support/seed"
import { type InProcessSandbox, inProcessSandbox, SANDBOX_ORIGIN } from "./in-process-sandbox"
import { asGuest, cardToken, guestWithCart, sandboxModel, withCatalogueCache } from "./sandbox-model"

/**
 * No duplicate orders (issue 16, item 3), at the level of the real model and Api adapter against the
 * in-process sandbox. fast-check's scheduler decides, for every checkout and 3-D Secure call, when it
 * reaches the server and when its answer comes back, and when the customer's extra actions happen:
 * a second click on Place order, an answer lost after the server saved the order (the adapter retries
 * with the same Idempotency-Key), a 3-D Secure pass and its re-submit, and a reload mid-submission —
 * a second model booting from the same browser storage while the first is still waiting. Whatever
 * the order, the cart becomes exactly one order: one non-cancelled row in the orders table for the
 * cart, and `GET /sandbox/idempotency?key=` counts at most one order for every key the widget used.
 */

const RUNS = 100
let sandbox: InProcessSandbox
let direct: typeof globalThis.fetch
const figures = { interleavings: 0, submits: 0, lost: 0, reloads: 0, threeDs: 0, duplicates: 0, missing: 0 }

beforeAll(async () => {
  sandbox = await inProcessSandbox()
  // The widget boots on the one product the carts hold (its menu only; the server prices from its own).
  direct = withCatalogueCache(sandbox.fetch, [1002])
})
afterAll(() => {
  recordFigures("submit interleavings", {
    interleavings: figures.interleavings,
    "place-order clicks": figures.submits,
    "answers lost after the server saved": figures.lost,
    "reloads mid-submission": figures.reloads,
    "3-D Secure passes": figures.threeDs,
    "duplicate orders": figures.duplicates,
    "carts without their order": figures.missing,
  })
  sandbox?.stop()
})

interface Scenario {
  readonly card3ds: boolean
  readonly doubleClick: boolean
  readonly loseFirstAnswer: boolean
  readonly reload: boolean
}
const scenarios: fc.Arbitrary<Scenario> = fc.record({
  card3ds: fc.boolean(),
  doubleClick: fc.boolean(),
  loseFirstAnswer: fc.boolean(),
  reload: fc.boolean(),
})

const isSubmitPath = (url: string) =>
  url.includes("/customer/cart/checkout") || /\/sandbox\/3ds\/\d+\/confirm/.test(url)

/** Places an order as the checkout page does; with a card, through the card modal's fields. */
const placeOrder = async (model: WidgetModel, card: boolean): Promise<void> => {
  await model.commands.checkout.placeOrder()
  if (!card || !model.projections.cardModal.value.open) return
  const handle = await model.commands.checkout.mountCardFields({} as HTMLElement)
  if (handle) await model.commands.checkout.payWithCard(handle)
}

describe("the submit path under fast-check's scheduler", () => {
  it(`${RUNS} interleavings of double clicks, lost answers, 3-D Secure re-submits and reloads make exactly one order per cart`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), scenarios, async (s, scenario) => {
        const store = memoryStore()
        const { uuid, guest } = await guestWithCart(sandbox, store)
        const token = scenario.card3ds ? await cardToken(sandbox) : undefined
        let lostOne = !scenario.loseFirstAnswer
        // Every submit-path call: its arrival at the server and its answer are two scheduled steps.
        const fetch: typeof globalThis.fetch = async (input, init) => {
          const url = input instanceof Request ? input.url : String(input)
          if (!isSubmitPath(url)) return direct(input, init)
          await s.schedule(Promise.resolve(), `send ${url.replace(SANDBOX_ORIGIN, "")}`)
          const answer = await sandbox.fetch(input, init)
          if (!lostOne && url.includes("/checkout")) {
            lostOne = true
            figures.lost++
            await answer.text()
            throw new TypeError("Failed to fetch")
          }
          return s.schedule(Promise.resolve(answer), `answer ${url.replace(SANDBOX_ORIGIN, "")}`)
        }
        const models: Array<Awaited<ReturnType<typeof sandboxModel>>> = []
        const open = async () => {
          const made = sandboxModel({ fetch, store, cardToken: token })
          models.push(made)
          await made.model.commands.widget.boot()
          return made.model
        }
        try {
          const first = await open()
          await first.commands.checkout.open()
          first.commands.checkout.edit({ phone: "500600700", payment: scenario.card3ds ? "new_card" : "cash_method" })
          const actions: Array<Promise<unknown>> = [placeOrder(first, scenario.card3ds)]
          figures.submits++
          if (scenario.doubleClick) {
            figures.submits++
            actions.push(s.schedule(Promise.resolve(), "second click").then(() => placeOrder(first, scenario.card3ds)))
          }
          if (scenario.reload) {
            figures.reloads++
            // The page reloads: a new model boots from the same storage (and resumes a pending checkout).
            actions.push(s.schedule(Promise.resolve(), "reload").then(() => open()))
          }
          await s.waitFor(Promise.all(actions))
          await s.waitAll()
          if (scenario.card3ds) figures.threeDs++
          figures.interleavings++

          const rows = sandbox.db
            .prepare("SELECT idempotency_key AS key, payment_state AS state FROM orders WHERE cart_uuid = ?")
            .all(uuid) as Array<{ key: string | null; state: string }>
          const placed = rows.filter((r) => r.state !== "cancelled")
          if (placed.length > 1) figures.duplicates += placed.length - 1
          if (placed.length === 0) figures.missing++
          expect(
            placed.length,
            `${JSON.stringify(scenario)}\n${s
              .report()
              .map((r) => r.label)
              .join("\n")}`,
          ).toBe(1)
          const keys = new Set(
            models.flatMap(({ model }) =>
              model.log.flatMap((e) => (e._tag === "CheckoutSubmitted" ? [e.idempotencyKey] : [])),
            ),
          )
          for (const key of keys) {
            const counted = await asGuest(sandbox, guest)("GET", `/sandbox/idempotency?key=${encodeURIComponent(key)}`)
            expect(counted.data.orders).toBeLessThanOrEqual(1)
          }
        } finally {
          for (const m of models) await m.dispose()
        }
      }),
      { seed: propertySeed("submit interleavings"), numRuns: RUNS },
    )
  }, 240_000)
})
