import { createRoot } from "react-dom/client"
import { type CallRefused, type FrameReady, fromOwnWindow, isShowStep, ownOrigin } from "./messages"
import { createReplayModel, type ReplayModel } from "./replay-model"
import { loadAllScreens, ReplayScreen } from "./replay-screen"

const post = (message: FrameReady | CallRefused): void => window.parent.postMessage(message, ownOrigin())

/**
 * The replay page's iframe (screenDocument): the widget's screens at the size the customer had,
 * so its media queries see the customer's width. It takes states only from its parent window at its
 * own origin, builds the replay model on the first one and moves it on the next ones.
 */
export const startScreenFrame = async (container: HTMLElement): Promise<void> => {
  container.classList.add("widget-root")
  await loadAllScreens()
  const root = createRoot(container)
  let replay: ReplayModel | null = null
  window.addEventListener("message", (event) => {
    if (!fromOwnWindow(event, window.parent) || !isShowStep(event.data)) return
    const { state, at } = event.data
    if (replay === null) {
      replay = createReplayModel(state, at, (call) => post({ type: "replay-refused", call }))
      root.render(<ReplayScreen model={replay.model} />)
    } else replay.show(state, at)
  })
  post({ type: "replay-frame-ready" })
}
