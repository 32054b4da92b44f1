import { useSignals } from "@preact/signals-react/runtime"
import { type ReactNode, Suspense, useEffect, useRef } from "react"
import { FEATURES } from "../features"
import { MenuScreen } from "../menu/menu-screen"
import { withLaterFeatures } from "../model/lazy-features"
import { useModel } from "../model/model-context"
import { ArrivalFocus } from "./arrival-focus"
import { ErrorBoundary } from "./error-boundary"
import { Footer } from "./footer"
import styles from "./layout.module.css"
import { MissingRestaurant } from "./missing-restaurant"
import { OrderingModalHost, preloadOrderingModals } from "./modal-host"
import { OfflineNotice } from "./offline-notice"
import { retryableLazy } from "./retryable-lazy"
import { StorageNotice } from "./storage-notice"

/**
 * Every screen but the menu is its own chunk (its line in ui/features.ts), fetched when its route is
 * first shown, together with the later features it reads. A dropped chunk shows the error boundary,
 * whose 'Try again' fetches it anew.
 */
const SCREENS = new Map(
  Object.values(FEATURES).flatMap(({ screen }) =>
    screen === undefined ? [] : [[screen.route, retryableLazy(() => withLaterFeatures(screen.load()))] as const],
  ),
)

/** The screen of the current route; unknown paths show the menu's 'not found' notice. */
function Screen(): ReactNode {
  useSignals()
  const model = useModel()
  const route = model.projections.route.value
  const shown = `${route.name}:${route.orderId ?? ""}`
  const firstScreen = useRef<string | null>(shown)
  const arrival = <ArrivalFocus screen={shown} firstScreen={firstScreen} />
  if (route.name === "menu")
    return (
      <>
        <MenuScreen />
        {arrival}
      </>
    )
  const lazy = SCREENS.get(route.name)
  if (lazy === undefined) throw new Error(`no screen for the route ${route.name} (ui/features.ts)`)
  const LazyScreen = lazy.current()
  return (
    <Suspense fallback={null}>
      <LazyScreen route={route} />
      {arrival}
    </Suspense>
  )
}

/**
 * The shared layout of every route (SPEC §2): the screen, the footer with its three links, and the
 * modal host. An unknown restaurant replaces the screen with a clear message.
 */
export function App(): ReactNode {
  useSignals()
  const model = useModel()
  const t = model.projections.t.value
  const status = model.projections.restaurantStatus.value
  const language = model.projections.language.value
  useEffect(() => {
    document.documentElement.lang = language
  }, [language])
  useEffect(() => {
    preloadOrderingModals()
  }, [])
  return (
    <div className={styles.layout}>
      <ErrorBoundary title={t("something-went-wrong", "Something went wrong")} retryLabel={t("try-again", "Try again")}>
        <main className={styles.main}>
          <OfflineNotice />
          <StorageNotice />
          {status === "unknown" ? (
            <MissingRestaurant reason="unknown" language={model.embedLanguage ?? language} />
          ) : (
            <Screen />
          )}
        </main>
        <Footer />
        <OrderingModalHost />
      </ErrorBoundary>
    </div>
  )
}
