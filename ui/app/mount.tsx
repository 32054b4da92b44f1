import { computed, effect } from "@preact/signals-react"
import { Effect, type Layer, ManagedRuntime, Option } from "effect"
import { createRoot, type Root } from "react-dom/client"
import { ParentFrame } from "../../adapters"
import { Navigation } from "../../domain"
import { createWidgetModel, type WidgetModel } from "../model/model"
import type { WidgetServices } from "../model/runtime"
import { redirectOrderWithoutRestaurant } from "../order/order-redirect"
import { afterFirstCard } from "./after-first-card"
import { App } from "./app"
import { MissingRestaurant } from "./missing-restaurant"
import { ModelContext } from "./model-context"
import { writeAddress } from "./navigate"
import { parseLocation } from "./route"
import { applyTheme } from "./theme"
import { applyViewportBand } from "./viewport-band"
import "./tokens.css"

export interface MountOptions {
  /** The adapters for this mount (adapters/layers.ts sandboxLayer / liveLayer / testLayer). */
  readonly layer: Layer.Layer<WidgetServices, unknown>
  /** Where logo paths live (the API base). */
  readonly mediaBase: string
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
 * Mounts one widget into `container`: its own ManagedRuntime (disposed on unmount), its own model,
 * the theme from the widget styles, History API routing (back/forward) and the height reports to the
 * embedding page. Two mounts on one page share nothing.
 */
export const mountWidget = (container: HTMLElement, options: MountOptions): MountedWidget => {
  const where = options.location ?? window.location
  const parsed = parseLocation(where.pathname, where.search)
  const root = options.root ?? createRoot(container)
  container.classList.add("widget-root")
  const restaurantId = parsed.restaurantId
  if (restaurantId === null) {
    // SPEC §2: an order page without restaurantId finds it from the order and redirects after 1 s.
    if (parsed.route?.name === "order" && parsed.route.orderId !== null)
      return redirectOrderWithoutRestaurant(root, options.layer, parsed.route.orderId, parsed.embed.language)
    root.render(<MissingRestaurant reason="missing" language={parsed.embed.language} />)
    return { model: null, unmount: async () => root.unmount() }
  }
  const route = parsed.route ?? { name: "menu" as const, orderId: null }
  if (parsed.route === null) writeAddress(route, restaurantId, { replace: true })

  const runtime = ManagedRuntime.make(options.layer)
  const model = createWidgetModel({
    runtime,
    restaurantId,
    now: options.now ?? Date.now,
    route,
    mediaBase: options.mediaBase,
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
  let stopFrame: (() => void) | undefined
  let unmounted = false
  const frameEscape = { run: () => {} }
  runtime
    .runPromise(
      ParentFrame.use((frame) =>
        Effect.gen(function* () {
          const stopHeight = yield* frame.watch(container)
          const stopBand = yield* frame.viewport((band) => applyViewportBand(document.documentElement, band))
          frameEscape.run = () => void runtime.runPromise(frame.escape).catch(() => {})
          // Inline, the host page scrolls: a control tabbed to is kept clear of the sticky bars by embed.js.
          // A chunk of its own, after the first card: nothing to tab to before it (budgets.e2e).
          let stopReveal = () => {}
          if (Option.isSome(frame.targetOrigin))
            afterFirstCard(
              container,
              () => {
                void import("./focus-reveal").then(({ watchFocusReveal }) => {
                  if (unmounted) return
                  stopReveal = watchFocusReveal((area) => void runtime.runPromise(frame.reveal(area)).catch(() => {}))
                })
              },
              // A screen without cards (cart, checkout, order page): soon after it opens.
              2_000,
            )
          return () => {
            stopHeight()
            stopBand()
            stopReveal()
          }
        }),
      ),
    )
    .then((stop) => {
      if (unmounted) stop()
      else stopFrame = stop
    })
    .catch(() => {})
  // An Escape no modal or control inside the widget took (they preventDefault) goes to embed.js,
  // whose button-mode dialog closes on it: key presses inside the iframe never reach the host page.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && !event.defaultPrevented) frameEscape.run()
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
      unmounted = true
      stopFrame?.()
      window.removeEventListener("popstate", onPopState)
      window.removeEventListener("keydown", onKeyDown)
      stopTheme()
      stopInView()
      root.unmount()
      model.dispose()
      await runtime.dispose().catch(() => {})
    },
  }
}
