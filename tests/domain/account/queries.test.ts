import { describe, expect, it } from "vitest"
import {
  CONFIRM_DELETE_CARD,
  cardLabel,
  DELETE_CARD_QUESTION,
  headerAccess,
  ordersList,
} from "../../../domain/account/queries"
import { replay } from "../../../domain/replay/replay"
import { initialState } from "../../../domain/widget/initial-state"
import type { WidgetState } from "../../../domain/widget/state"
import { anOrder, event } from "../widget/entities"

const withSettings = (show_profile: string | null, show_points: string | null, token: string | null): WidgetState => ({
  ...initialState,
  session: { ...initialState.session, token, points: token === null ? null : 120 },
  settings: {
    ...initialState.settings,
    styles: { settings: { show_profile, show_points, starting_screen: null, language: "pl" } } as never,
  },
})

describe("the menu header's account controls (SPEC §2, §6)", () => {
  it("given a guest and show_profile on, then sign-up and login show, points and menu do not", () => {
    expect(headerAccess(withSettings("on", "on", null))).toEqual({
      showAuthButtons: true,
      showPoints: false,
      showMenuButton: false,
      points: 0,
    })
  })

  it("given a signed-in customer, then the menu button shows, and points only when show_points is on too", () => {
    expect(headerAccess(withSettings(" ON ", "on", "t"))).toEqual({
      showAuthButtons: false,
      showPoints: true,
      showMenuButton: true,
      points: 120,
    })
    expect(headerAccess(withSettings("on", "off", "t")).showPoints).toBe(false)
  })

  it("given show_profile off or missing, then no account control shows at all", () => {
    for (const setting of ["off", null]) {
      for (const token of [null, "t"]) {
        const access = headerAccess(withSettings(setting, "on", token))
        expect([access.showAuthButtons, access.showPoints, access.showMenuButton]).toEqual([false, false, false])
      }
    }
  })
})

describe("My Orders list", () => {
  it("given orders on page 2 of 3, then entries link to their order page and both directions are open", () => {
    const state = replay([
      event("LoggedIn", { token: "t" }),
      event("OrdersPageLoaded", {
        page: 2,
        orders: [
          anOrder(7001, 2),
          anOrder(7002, 5),
          { ...anOrder(7003, 6), order_for_later: true, order_time: "19:30" },
        ],
        lastPage: 3,
      }),
    ])
    const list = ordersList(state)
    expect(list).toMatchObject({ page: 2, lastPage: 3, hasPrevious: true, hasNext: true })
    expect(list.entries[0]).toEqual({
      id: 7001,
      href: "/widget/order/7001?restaurantId=1",
      restaurantName: "Pizzeria Bella Napoli",
      price: 4589,
      etaMinutes: 45,
      date: "2025-03-14T18:06:00+01:00",
      scheduledFor: null,
      status: { key: "status-active-order", text: "Active Order" },
    })
    expect(list.entries[1]?.etaMinutes).toBeNull()
    expect(list.entries[1]?.status.text).toBe("Delivered")
    expect(list.entries[2]?.etaMinutes).toBe(45)
    expect(list.entries[2]?.status.text).toBe("Delivered")
    // Issue 27: an order for later shows the time it was ordered for.
    expect(list.entries[2]?.scheduledFor).toBe("19:30")
  })

  it("given the only page, then neither direction is open", () => {
    expect(ordersList(initialState)).toEqual({ entries: [], page: 1, lastPage: 1, hasPrevious: false, hasNext: false })
  })

  it("names a card by brand and last four digits", () => {
    expect(cardLabel({ brand: "visa", last_four: "4242" })).toBe("visa •••• 4242")
    expect(CONFIRM_DELETE_CARD.text).toBe("Confirm delete card")
    expect(DELETE_CARD_QUESTION.text).toBe("Do you want to delete this card?")
  })
})
