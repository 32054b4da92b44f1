import { Schema } from "effect"
import { At, Id, MenuTab, PanelName, RouteName } from "../widget/fields"

/**
 * The widget was mounted for a restaurant on a route. It is the first event of every log; it resets
 * nothing by itself, so a log may also start mid-session from a restored state.
 */
export const WidgetOpened = Schema.TaggedStruct("WidgetOpened", {
  at: At,
  restaurantId: Id,
  route: RouteName,
  orderId: Schema.NullOr(Id),
})

/** The widget moved to another route (a link, a back link, a redirect such as 'empty cart → menu'). */
export const RouteChanged = Schema.TaggedStruct("RouteChanged", {
  at: At,
  route: RouteName,
  orderId: Schema.NullOr(Id),
})

export const MenuTabSelected = Schema.TaggedStruct("MenuTabSelected", { at: At, tab: MenuTab })

/** 'Show More' in a category: every product of it is shown from now on. */
export const ShowMoreClicked = Schema.TaggedStruct("ShowMoreClicked", { at: At, categoryId: Id })

export const PanelOpened = Schema.TaggedStruct("PanelOpened", { at: At, panel: PanelName })
export const PanelClosed = Schema.TaggedStruct("PanelClosed", { at: At })

export const NavigationEvent = Schema.Union([
  WidgetOpened,
  RouteChanged,
  MenuTabSelected,
  ShowMoreClicked,
  PanelOpened,
  PanelClosed,
])
export type NavigationEvent = typeof NavigationEvent.Type
