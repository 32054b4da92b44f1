import { Effect, type Layer, ManagedRuntime } from "effect"
import type { Root } from "react-dom/client"
import { Api, Timers } from "../../adapters"
import { Orders, Widget } from "../../domain"
import { MissingRestaurant, noticeLanguage } from "../app/missing-restaurant"
import styles from "../app/notice.module.css"
import type { WidgetServices } from "../model/runtime"

/**
 * An order page opened without restaurantId (an old link, SPEC §2): the order is fetched for its
 * restaurant_id and, 1 s after opening, the page is replaced by /widget/order/{id}?restaurantId=
 * {restaurant_id}. When the order cannot be read the 'restaurant not specified' notice stays.
 */
export const redirectOrderWithoutRestaurant = (
  root: Root,
  layer: Layer.Layer<WidgetServices, unknown>,
  orderId: number,
  language: string | null = null,
  go: (href: string) => void = (href) => window.location.replace(href),
): { readonly model: null; readonly unmount: () => Promise<void> } => {
  root.render(
    <section className={styles.notice} aria-busy="true" aria-labelledby="order-redirect-title">
      <h1 id="order-redirect-title" className={styles.title}>
        #{orderId}
      </h1>
      <p className={styles.text}>
        {noticeLanguage(language) === "pl" ? "Otwieramy Twoje zamówienie…" : "Opening your order…"}
      </p>
    </section>,
  )
  const runtime = ManagedRuntime.make(layer)
  let live = true
  const program = Effect.gen(function* () {
    const api = yield* Api
    const timers = yield* Timers
    const [answer] = yield* Effect.all([api.order(orderId), timers.sleep(Widget.DELAYS.redirectMs)], {
      concurrency: 2,
    })
    return Orders.orderLink(orderId, answer.data.restaurant_id)
  })
  runtime
    .runPromise(program)
    .then((href) => {
      if (live) go(href)
    })
    .catch(() => {
      if (live) root.render(<MissingRestaurant reason="missing" language={language} />)
    })
  return {
    model: null,
    unmount: async () => {
      live = false
      root.unmount()
      await runtime.dispose().catch(() => {})
    },
  }
}
