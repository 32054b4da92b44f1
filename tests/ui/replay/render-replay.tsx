import { act } from "react"
import { createRoot } from "react-dom/client"
import { afterEach } from "vitest"
import type { WidgetState } from "../../../domain/widget/state"
import { createReplayModel } from "../../../ui/replay/replay-model"
import { ReplayScreen } from "../../../ui/replay/replay-screen"

/**
 * Renders the replay page's screen for a state into the document (the widget's layout over a replay
 * model, on inert adapters) and waits until lazy screens have resolved: the page's HTML and the
 * adapter calls the screens tried, and how to take it down again.
 */
export const renderReplayScreen = async (state: WidgetState, at: number) => {
  const replayed = createReplayModel(state, at)
  const container = document.createElement("div")
  document.body.append(container)
  const root = createRoot(container)
  await act(async () => root.render(<ReplayScreen model={replayed.model} />))
  // A lazy screen suspends once even when its chunk is loaded: let it resolve.
  for (let i = 0; i < 5; i++) await act(async () => new Promise((done) => setTimeout(done, 0)))
  return {
    html: document.body.innerHTML,
    refused: replayed.refused(),
    unmount: async () => {
      await act(async () => root.unmount())
      await replayed.dispose()
      container.remove()
    },
  }
}

/**
 * A test file's teardowns (a model's runtime, a mounted screen): push one while a test runs; after each
 * test they run in order and the document is emptied.
 */
export const cleanupsAfterEach = (): Array<() => Promise<void>> => {
  const cleanups: Array<() => Promise<void>> = []
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup()
    document.body.innerHTML = ""
  })
  return cleanups
}
