import { Result } from "effect"
import { describe, expect, it } from "vitest"
import { parseLog } from "../../../domain/replay/decode-log"
import { firstInvalidStep } from "../../../domain/replay/first-invalid"
import { replay, replaySteps } from "../../../domain/replay/replay"
import type { WidgetEvent } from "../../../domain/widget/event"
import type { WidgetState } from "../../../domain/widget/state"
import { sessionText } from "../../support/fixtures"

/**
 * What each session recorded from the widget (scripts/record-sessions.ts, exported through 'Report a
 * problem') replays to, stated as facts; every step of every session is a valid state. The full final
 * states and the last screens are snapshots in tests/ui/replay/sessions.replay.test.tsx.
 */

const load = (file: string): ReadonlyArray<WidgetEvent> => {
  const decoded = parseLog(sessionText(file))
  if (Result.isFailure(decoded)) throw new Error(decoded.failure.message)
  return decoded.success
}

/**
 * The facts of one recorded session, in a describe block named after its file: first that every step
 * of it is a valid state, then `facts` about its events and the state they replay to.
 */
const describeSession = (
  file: string,
  facts: (session: { readonly events: ReadonlyArray<WidgetEvent>; readonly state: WidgetState }) => void,
) =>
  describe(file, () => {
    const events = load(file)
    const state = replay(events)
    it("every step is a valid state", () => expect(firstInvalidStep(events)).toBeNull())
    facts({ events, state })
  })

const stepAfter = (events: ReadonlyArray<WidgetEvent>, tag: string) => replaySteps(events).find((s) => s.tag === tag)

describeSession("menu-customise.json", ({ state }) => {
  it("a 32 cm Margherita, thin, with mushrooms and without basil, twice, is in a pickup cart", () => {
    expect(state.orderType).toBe("pickup")
    const line = state.cart.cart?.items[0]?.value
    expect(line).toMatchObject({ quantity: 2, product: { id: 1002, name: "Margherita" } })
    expect(line?.addons.map((a) => (typeof a === "number" ? a : a.id)).sort()).toEqual([6001, 6030])
    expect(line?.exclude_ingredients.map((i) => (typeof i === "number" ? i : i.id))).toEqual([5003])
    expect(state.route.name).toBe("menu")
  })
})

describeSession("half-and-half.json", ({ events, state }) => {
  it("the modal switched to half-and-half and picked Pepperoni as the second half before the add", () => {
    expect(events.some((e) => e._tag === "HalfAndHalfToggled")).toBe(true)
    expect(stepAfter(events, "SecondHalfChosen")?.state.productModal).not.toBeNull()
    expect(state.cart.cart?.items[0]?.value.special).toMatchObject({ type: "double", data: { product_id: 1020 } })
  })
})

describeSession("combo.json", ({ events, state }) => {
  it("one 'Zestaw dla dwojga' with two changed choices, and the modal closed", () => {
    expect(events.filter((e) => e._tag === "ComboOptionChosen")).toHaveLength(2)
    expect(state.cart.cart?.combo_items.map((l) => [l.value.combo?.id ?? null, l.value.quantity])).toEqual([[901, 1]])
    expect(state.comboModal).toBeNull()
  })
})

describeSession("cart-promo-offer.json", ({ events, state }) => {
  it("the pasta offer is applied, LATO2024 failed with the server's message and BELLA10 applied", () => {
    expect(state.route.name).toBe("cart")
    expect(state.cart.cart?.offer_id).toBe(2)
    expect(state.cart.cart?.promo_code).toBe("BELLA10")
    expect(stepAfter(events, "PromoCodeFailed")?.state.promo).toMatchObject({ open: true, submitting: false })
    expect(stepAfter(events, "PromoCodeFailed")?.state.promo.error).toBe("Kod promocyjny wygasł")
    expect(state.promo.open).toBe(false)
    expect(state.cart.cart?.items.map((l) => [l.value.product?.name, l.value.quantity])).toEqual([
      ["Carbonara", 2],
      ["Margherita", 1],
    ])
  })
})

describeSession("checkout-3ds.json", ({ events, state }) => {
  it("signed in (a redacted token), paid through 3-D Secure, and follows the order on its page", () => {
    expect(state.session.token).toMatch(/^redacted-token-\d+$/)
    expect(stepAfter(events, "ThreeDsChallenged")?.state.checkout.status).toBe("threeDs")
    expect(stepAfter(events, "ThreeDsAuthenticated")?.state.checkout.status).toBe("submitting")
    expect(state.cart.uuid).toBeNull()
    expect(state.route).toEqual({ name: "order", orderId: state.order?.id })
    expect(state.order?.id).toBeGreaterThan(0)
  })
})

describeSession("fault-recovery.json", ({ events, state }) => {
  it("the first add failed with a message, which was dismissed, and the second add went through", () => {
    const failed = stepAfter(events, "ItemAddFailed")
    expect(failed?.state.message).not.toBeNull()
    expect(failed?.state.cart.cart?.items ?? []).toHaveLength(0)
    expect(events.filter((e) => e._tag === "ItemAddRequested")).toHaveLength(2)
    expect(state.message).toBeNull()
    expect(state.cart.cart?.items.map((l) => l.value.product?.name)).toEqual(["Margherita"])
  })
})

// Issue 26: sessions that end on the screens a report must replay exactly; each has the screen the
// browser showed beside it (fixtures/sessions/<name>.screen.json, compared in tests/e2e/recorded-screens.e2e.ts).

describeSession("search-filters.json", ({ events, state }) => {
  it("ends on 'ser' typed (one event for three letters), the vegetarian filter and milk excluded", () => {
    expect(state.search).toMatchObject({ text: "ser", types: [1], excluded: ["milk"] })
    expect(events.filter((e) => e._tag === "SearchTyped")).toHaveLength(1)
    expect(state.route.name).toBe("menu")
  })
})

describeSession("product-mid-choice.json", ({ state }) => {
  it("ends with the Margherita modal open, 32 cm, mushrooms chosen and basil excluded, nothing added", () => {
    expect(state.productModal).toMatchObject({ productId: 1001, variantId: 1002, excluded: { first: [5003] } })
    expect(Object.values(state.productModal?.selections.first ?? {}).flat()).toContain(6030)
    expect(state.cart.cart).toBeNull()
  })
})

describeSession("combo-mid-way.json", ({ state }) => {
  it("ends with the combo modal open on the drink group after the pizza was changed", () => {
    expect(state.comboModal).toMatchObject({ comboId: 901, focusedGroupId: 9102 })
    expect(state.comboModal?.choices["9101"]).toBe(9204)
  })
})

describeSession("promo-typed.json", ({ events, state }) => {
  it("ends on the cart page with the promo modal open and LATO typed (one event for four letters)", () => {
    expect(state.route.name).toBe("cart")
    expect(state.promo).toMatchObject({ open: true, typed: "LATO" })
    expect(events.filter((e) => e._tag === "PromoCodeTyped")).toHaveLength(1)
  })
})

describeSession("checkout-half-filled.json", ({ state }) => {
  it("ends on the checkout with cash, an invoice, the notes as their placeholder and the field messages", () => {
    expect(state.route.name).toBe("checkout")
    expect(state.checkoutForm.draft).toMatchObject({ payment: "cash_method", invoice: true, notes: "Notes 1" })
    expect(Object.keys(state.checkoutForm.errors).length).toBeGreaterThan(0)
  })
})

describeSession("settings-unsaved.json", ({ state }) => {
  it("ends on the settings screen with a changed name not saved, the phone unchanged (the same placeholder)", () => {
    expect(state.route.name).toBe("settings")
    const saved = state.session.profile
    const draft = state.settingsForm.profile
    expect(draft?.name).toMatch(/^Person \d+$/)
    expect(draft?.name).not.toBe(saved?.name)
    expect(`+48${draft?.phone.number}`).toBe(saved?.phone)
  })
})

describeSession("long-session.json", ({ events, state }) => {
  it("outgrew the log (2,600 tab taps): a Snapshot at its head, and it keeps its Polish and its pickup", () => {
    expect(events[0]?._tag).toBe("Snapshot")
    expect(events.length).toBeLessThanOrEqual(2000)
    expect([state.settings.language, state.orderType]).toEqual(["pl", "pickup"])
    // Makarony, the last tab tapped.
    expect(state.menu.activeTab).toBe(103)
  })
})
