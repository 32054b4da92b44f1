import { Result } from "effect"
import { describe, expect, it } from "vitest"
import { parseLog } from "../../../domain/replay/decode-log"
import { replay, replaySteps } from "../../../domain/replay/replay"
import type { WidgetEvent } from "../../../domain/widget/event"
import type { WidgetState } from "../../../domain/widget/state"
import { stateProblems } from "../../../domain/widget/validity"
import { sessionText } from "../../support/fixtures"

const load = (file: string): ReadonlyArray<WidgetEvent> => {
  const decoded = parseLog(sessionText(file))
  if (Result.isFailure(decoded)) throw new Error(decoded.failure.message)
  return decoded.success
}

/**
 * The state as snapshotted: the catalogue and the recommended products are the Loaded events'
 * payloads verbatim (tens of KB of menu), so the snapshot keeps only their ids and reviews what the
 * session did, not the menu. Everything else is the full state.
 */
const forSnapshot = (state: WidgetState) => ({
  ...state,
  catalogue: {
    ...state.catalogue,
    restaurant: state.catalogue.restaurant?.id ?? null,
    categories: state.catalogue.categories?.map((c) => c.id) ?? null,
    products: state.catalogue.products?.map((p) => p.id) ?? null,
    combos: state.catalogue.combos?.map((c) => c.id) ?? null,
  },
  cart: { ...state.cart, recommended: state.cart.recommended.map((p) => p.id) },
})

const everyStepValid = (events: ReadonlyArray<WidgetEvent>) => {
  for (const step of replaySteps(events)) {
    expect(stateProblems(step.state), `after event ${step.index} (${step.tag})`).toEqual([])
  }
}

describe("guest-delivery-order.json", () => {
  const events = load("guest-delivery-order.json")
  const state = replay(events)

  it("replays to the recorded final state", () => {
    expect(forSnapshot(state)).toMatchSnapshot()
    expect(state.catalogue.products?.length).toBe(12)
  })

  it("every step is a valid state", () => everyStepValid(events))

  it("the item waited for the address, then the cart was created with it", () => {
    const steps = replaySteps(events)
    const saved = steps.find((s) => s.tag === "AddressSaved")
    expect(saved?.state.pendingItem?._tag).toBe("Item")
    expect(saved?.state.addresses.map((a) => [a.id, a.is_active])).toEqual([[501, true]])
    const stored = steps.find((s) => s.tag === "CartStored")
    expect(stored?.state.pendingItem).toBeNull()
    const line = stored?.state.cart.cart?.items[0]?.value
    expect(line?.special).toMatchObject({ type: "double", data: { product_id: 1020 } })
  })

  it("checkout success cleared the cart and its uuid, and the order was followed to delivered", () => {
    expect(state.cart).toMatchObject({ cart: null, uuid: null, recommended: [] })
    expect(state.order).toMatchObject({ id: 7001, status: 5 })
    expect(state.route).toEqual({ name: "order", orderId: 7001 })
  })
})

describe("pickup-combo-promo.json", () => {
  const events = load("pickup-combo-promo.json")
  const state = replay(events)

  it("replays to the recorded final state", () => {
    expect(forSnapshot(state)).toMatchSnapshot()
    expect(state.catalogue.products?.length).toBe(12)
  })

  it("every step is a valid state", () => everyStepValid(events))

  it("switched to pickup, changed the map-shaped combo's quantity, applied the promo after a failure", () => {
    expect(state.orderType).toBe("pickup")
    expect(state.cart.cart?.combo_items.map((l) => [l.key, l.value.quantity])).toEqual([["cmb-901-2f6a9c", 2]])
    expect(state.cart.cart?.promo_code).toBe("BELLA10")
    expect(state.cart.cart?.prices.discount).toBeGreaterThan(0)
    const failed = replaySteps(events).find((s) => s.tag === "PromoCodeFailed")
    expect(failed?.state.promo).toEqual({ open: true, submitting: false, error: "Kod promocyjny LATO2024 wygasł" })
    expect(state.promo.open).toBe(false)
  })

  it("ended redirected to the payment provider with the cart still held", () => {
    expect(state.checkout.status).toBe("redirect")
    expect(state.checkout.redirectUri).toContain(`amount=${state.cart.cart?.price}`)
  })
})

describe("signed-in-points.json", () => {
  const events = load("signed-in-points.json")
  const state = replay(events)

  it("replays to the recorded final state", () => {
    expect(forSnapshot(state)).toMatchSnapshot()
    expect(state.catalogue.products?.length).toBe(12)
  })

  it("every step is a valid state", () => everyStepValid(events))

  it("logged in with points, paid through 3-D Secure, and sees the order in My Orders", () => {
    expect(state.session).toMatchObject({ token: "tok-anna-3f9c2e7d", points: 350 })
    const steps = replaySteps(events)
    expect(steps.find((s) => s.tag === "ThreeDsChallenged")?.state.checkout.status).toBe("threeDs")
    expect(steps.find((s) => s.tag === "ThreeDsAuthenticated")?.state.checkout.status).toBe("submitting")
    const beforeCheckout = steps.find((s) => s.tag === "CheckoutPending")?.state
    expect(beforeCheckout?.cart.cart).toMatchObject({ point_amount: 200, offer_id: 1 })
    expect(beforeCheckout?.cart.cart?.prices.delivery).toBe(0)
    expect(state.order).toMatchObject({ id: 7003, status: 2 })
    expect(state.orders.list.map((o) => o.id)).toEqual([7003])
    expect(state.cart.uuid).toBeNull()
  })
})
