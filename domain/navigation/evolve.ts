import { copyState, withSlice } from "../widget/copies"
import { exhaustive } from "../widget/exhaustive"
import type { WidgetState } from "../widget/state"
import type { NavigationEvent } from "./events"

/** Where the widget is: restaurant, route, menu tab, expanded categories, side panel. */
export const reduceNavigation = (state: WidgetState, event: NavigationEvent): WidgetState => {
  switch (event._tag) {
    case "WidgetOpened": {
      const next = copyState(state)
      next.restaurantId = event.restaurantId
      next.route = { name: event.route, orderId: event.orderId }
      return next
    }
    case "RouteChanged":
      return state.route.name === event.route && state.route.orderId === event.orderId
        ? state
        : withSlice(state, "route", { name: event.route, orderId: event.orderId })
    case "MenuTabSelected":
      return state.menu.activeTab === event.tab
        ? state
        : withSlice(state, "menu", { activeTab: event.tab, expanded: state.menu.expanded })
    case "ShowMoreClicked":
      return state.menu.expanded.includes(event.categoryId)
        ? state
        : withSlice(state, "menu", {
            activeTab: state.menu.activeTab,
            expanded: [...state.menu.expanded, event.categoryId],
          })
    case "PanelOpened":
      return state.panel === event.panel ? state : withSlice(state, "panel", event.panel)
    case "PanelClosed":
      return state.panel === null ? state : withSlice(state, "panel", null)
    default:
      return exhaustive(event, state)
  }
}
