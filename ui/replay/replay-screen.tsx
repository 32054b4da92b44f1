import { effect } from "@preact/signals-react"
import { type ReactNode, useEffect, useRef } from "react"
import { App } from "../app/app"
import { applyTheme } from "../app/theme"
import { FEATURES } from "../features"
import { loadLaterFeatures } from "../model/lazy-features"
import type { WidgetModel } from "../model/model"
import { ModelContext } from "../model/model-context"
import { REPLAY_MARKER } from "./marker"

/**
 * Every chunk a screen or modal loads on demand, fetched before the first step is shown: after that
 * the replay makes no request at all, whichever screen a step opens.
 */
export const loadAllScreens = (): Promise<unknown> =>
  Promise.all([
    // Each feature's screen and modal (ui/features.ts), and the later features those read.
    ...Object.values(FEATURES).flatMap(
      (line): ReadonlyArray<Promise<unknown>> => [
        ...(line.screen ? [line.screen.load()] : []),
        ...(line.modal ? [line.modal()] : []),
      ],
    ),
    loadLaterFeatures(),
    // The shell's own lazy pieces.
    import("../message/message-modal"),
    import("../app/report-problem"),
  ])

/**
 * The widget's own layout (ui/app/app.tsx: screen, footer, modals) over a replay model, themed from
 * the replayed widget styles as a mount themes it (ui/app/mount.tsx): on the document root (modals
 * portal to body) and on every widget root around the screen — each `.widget-root` sets the default
 * colours again (tokens.css), so a theme on the document root alone left the replayed screen white
 * where the customer saw the restaurant's background (issue 26).
 */
export function ReplayScreen({ model }: { readonly model: WidgetModel }): ReactNode {
  const screen = useRef<HTMLDivElement>(null)
  useEffect(
    () =>
      effect(() => {
        const styles = model.state.value.settings.styles
        const roots: Array<HTMLElement> = [document.documentElement]
        for (let el: HTMLElement | null = screen.current; el !== null; el = el.parentElement) {
          if (el.classList.contains("widget-root")) roots.push(el)
        }
        applyTheme(roots, styles)
      }),
    [model],
  )
  return (
    <div className="widget-root" data-replay={REPLAY_MARKER} ref={screen}>
      <ModelContext.Provider value={model}>
        <App />
      </ModelContext.Provider>
    </div>
  )
}
