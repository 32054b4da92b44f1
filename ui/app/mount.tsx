import { computed, effect } from "@preact/signals-react"
import { createRoot, type Root } from "react-dom/client"
import { browserParentFrame, browserStore, type WidgetConfig } from "../../adapters"
import { Navigation } from "../../domain"
import { afterFirstCard } from "../kit/after-first-card"
import { createWidgetModel, type WidgetModel } from "../model/model"
import { ModelContext } from "../model/model-context"
import { writeAddress } from "../model/navigate"
import { parseLocation } from "../model/route"
import type { WidgetRuntime } from "../model/runtime"
import { App } from "./app"
import { watchFrame } from "./frame-watch"
import { MissingRestaurant } from "./missing-restaurant"
import { applyTheme } from "./theme"
import "./tokens.css"

/**
 * How long a menu waits for its first card before the calls it does not wait for go anyway (a menu
 * that fails, an unknown restaurant): they are not held back longer than this by a card that never comes.
 */
const FIRST_CARD_GIVE_UP_MS = 5_000

export interface MountOptions {
  /** The page's configuration (adapters/config.ts readWidgetConfig): the layers and the API base (logo paths). */
  readonly config: WidgetConfig
  readonly location?: Pick<Location, "pathname" | "search">
  readonly now?: () => number
  /** The React root that already shows the first paint (ui/main.tsx); a new one is made when absent. */
  readonly root?: Root
}

export interface MountedWidget {
  /** null when the widget could not start (no restaurantId). */
  readonly model: WidgetModel | null
  readonly unmount: () => Promise<void>
}

/**
 * Mounts one widget into `container`: its own store, ManagedRuntime (made after the first card, issue
 * 24; disposed on unmount) and model, the theme from the widget styles, History API routing
 * (back/forward), and the height reports and visible band of the embedding page (from the start, before
 * the first card). Two mounts on one page share nothing.
 */
export const mountWidget = (container: HTMLElement, options: MountOptions): MountedWidget => {
  const where = options.location ?? window.location
  const parsed = parseLocation(where.pathname, where.search)
  const root = options.root ?? createRoot(container)
  container.classList.add("widget-root")
  const restaurantId = parsed.restaurantId
  if (restaurantId === null) {
    // SPEC §2: an order page without restaurantId finds it from the order and redirects after 1 s.
    if (parsed.route?.name === "order" && parsed.route.orderId !== null) {
      const orderId = parsed.route.orderId
      const redirecting = Promise.all([import("../order/order-redirect"), import("../model/kit")]).then(
        ([{ redirectOrderWithoutRestaurant }, kit]) =>
          redirectOrderWithoutRestaurant(
            root,
            kit.pageLayer(options.config, browserStore()),
            orderId,
            parsed.embed.language,
          ),
      )
      redirecting.catch(() => root.render(<MissingRestaurant reason="missing" language={parsed.embed.language} />))
      return { model: null, unmount: async () => (await redirecting.catch(() => null))?.unmount() ?? root.unmount() }
    }
    root.render(<MissingRestaurant reason="missing" language={parsed.embed.language} />)
    return { model: null, unmount: async () => root.unmount() }
  }
  const route = parsed.route ?? { name: "menu" as const, orderId: null }
  if (parsed.route === null) writeAddress(route, restaurantId, { replace: true })

  const { config } = options
  const store = browserStore()
  // The widget's side of embed.js, in plain code and at once (issue 24): the iframe takes the content's
  // height and the widget knows its visible band before the first card, not a round trip after it.
  const frame = browserParentFrame()
  const stopFrame = watchFrame(frame, container)
  // The first card is drawn from the plain store and the prefetched answers; the kit and this runtime
  // are fetched and made once it is on screen (or at once where no card is coming).
  const firstCard =
    route.name !== "menu"
      ? Promise.resolve()
      : new Promise<void>((shown) => afterFirstCard(container, shown, FIRST_CARD_GIVE_UP_MS, "task"))
  let runtime: WidgetRuntime | null = null
  const makeRuntime = () =>
    import("../model/kit").then((kit) => {
      runtime ??= kit.pageRuntime(config, store, frame)
      return runtime
    })
  const model = createWidgetModel({
    runtime: makeRuntime,
    store,
    frame,
    prefetched: { apiBase: config.apiBase, timeoutMs: config.requestTimeoutMs },
    firstCard,
    restaurantId,
    now: options.now ?? Date.now,
    route,
    mediaBase: config.apiBase,
    embed: parsed.embed,
    paymentReturn: parsed.fromPayment ? route.orderId : null,
  })

  // Only the styles slice wakes the theme: an effect over the whole state re-set 18 custom properties
  // on the document root on every dispatch (each one a style invalidation of the page; ~130 ms at 4×
  // CPU during restaurant 3's first load).
  const styles = computed(() => model.state.value.settings.styles)
  const stopTheme = effect(() => {
    applyTheme([container, document.documentElement], styles.value)
  })
  const onPopState = () => {
    const next = parseLocation(window.location.pathname, window.location.search)
    const to = next.route ?? { name: "menu" as const, orderId: null }
    model.commands.navigation.navigate(to.name, to.orderId)
  }
  window.addEventListener("popstate", onPopState)
  // An Escape no modal or control inside the widget took (they preventDefault) goes to embed.js,
  // whose button-mode dialog closes on it: key presses inside the iframe never reach the host page.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && !event.defaultPrevented) frame.escape()
  }
  window.addEventListener("keydown", onKeyDown)

  root.render(
    <ModelContext.Provider value={model}>
      <App />
    </ModelContext.Provider>,
  )
  void model.commands.widget.boot()
  // In view after every move (Navigation.bringsTopIntoView): whatever changed the screen — a link, Place
  // order, 3-D Secure, 'Order again', a redirect, Back — the new screen's top is brought into view here.
  // Started after boot's WidgetOpened, so the screen opened on is the first one.
  const screen = computed(() => model.state.value.route)
  let shown: Navigation.ScreenKey | null = null
  const stopInView = effect(() => {
    const next = { route: screen.value.name, orderId: screen.value.orderId }
    if (Navigation.bringsTopIntoView(shown, next, parsed.fromPayment)) model.commands.navigation.showTop()
    shown = next
  })

  return {
    model,
    unmount: async () => {
      stopFrame()
      window.removeEventListener("popstate", onPopState)
      window.removeEventListener("keydown", onKeyDown)
      stopTheme()
      stopInView()
      root.unmount()
      model.dispose()
      await runtime?.dispose().catch(() => {})
    },
  }
}
