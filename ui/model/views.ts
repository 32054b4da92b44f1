import type { Widget } from "../../domain"

/** A menu tab as the state spells it: "combos" or a category id. */
export type MenuTab = NonNullable<Widget.WidgetState["menu"]["activeTab"]>
export type RouteName = Widget.WidgetState["route"]["name"]

/**
 * The kernel's view types: the translation lookup, the route and the message modal, which every
 * feature reads. A feature's own view objects live beside the view that builds them
 * (ui/product-modal/product-modal-view.ts, ui/model/menu-view.ts, ...). They are already decided and
 * translated: every price is a formatted text computed by the domain, every label passed through the
 * translation lookup. Components render them and call commands; they never derive prices or rules.
 */

/** Translation lookup bound to the current language: `t("show-more", "Show More")`; `{n}` placeholders filled from params. */
/**
 * The translation lookup, carrying the language it translates into so prices are written the same way
 * (Money.formatPrice(g, t.language): '26,90 zł' in Polish). A lookup without a language writes English.
 */
export type Translate = ((
  key: string,
  fallback: string,
  params?: Readonly<Record<string, string | number>>,
) => string) & {
  readonly language?: string
}

/** The generic message modal: translated title and the message. */
export interface MessageView {
  readonly title: string
  readonly message: string
}

/** Where the shared layout is, for the router. */
export interface RouteView {
  readonly name: RouteName
  readonly orderId: number | null
}
