import { effect } from "@preact/signals-react"
import { type ReactNode, useEffect } from "react"
import { App } from "../app/app"
import { ModelContext } from "../app/model-context"
import { applyTheme } from "../app/theme"
import { loadModelFeatures, type WidgetModel } from "../model/model"
import { REPLAY_MARKER } from "./marker"

/**
 * Every chunk a screen or modal loads on demand, fetched before the first step is shown: after that
 * the replay makes no request at all, whichever screen a step opens.
 */
export const loadAllScreens = (): Promise<unknown> =>
  Promise.all([
    import("../cart/cart-screen"),
    import("../checkout/checkout-screen"),
    import("../order/order-screen"),
    import("../settings/settings-screen"),
    import("../product-modal/product-modal"),
    import("../combo-modal/combo-modal"),
    import("../address/address-modal"),
    import("../message/message-modal"),
    import("../account/account-modals"),
    import("../app/report-problem"),
    // The model's non-menu features (cart page, checkout, order page, account…), which those screens read.
    loadModelFeatures(),
  ])

/**
 * The widget's own layout (ui/app/app.tsx: screen, footer, modals) over a replay model, themed from
 * the replayed widget styles as a mount themes it (ui/app/mount.tsx).
 */
export function ReplayScreen({ model }: { readonly model: WidgetModel }): ReactNode {
  useEffect(
    () =>
      effect(() => {
        const root = document.documentElement
        applyTheme([root], model.state.value.settings.styles)
      }),
    [model],
  )
  return (
    <div className="widget-root" data-replay={REPLAY_MARKER}>
      <ModelContext.Provider value={model}>
        <App />
      </ModelContext.Provider>
    </div>
  )
}
