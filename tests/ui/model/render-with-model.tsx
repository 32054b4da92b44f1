import { act, type ReactNode } from "react"
import { createRoot, type Root } from "react-dom/client"
import type { WidgetModel } from "../../../ui/model/model"
import { ModelContext } from "../../../ui/model/model-context"
import { fakeApi, testModel } from "./fake-api"

const cleanups: Array<() => Promise<void>> = []

/** Unmounts what renderWithModel mounted and disposes its runtimes (call it in afterEach). */
export const cleanupRendered = async (): Promise<void> => {
  for (const c of cleanups.splice(0)) await c()
}

/**
 * Renders `node` inside a widget model over the fake API of `restaurant` (booted first when `boot`),
 * in a fresh container of the happy-dom document, as the component tests of a screen need it.
 */
export const renderWithModel = async (
  node: ReactNode,
  options: { readonly restaurant?: number; readonly boot?: boolean } = {},
): Promise<{ model: WidgetModel; container: HTMLElement }> => {
  const restaurant = options.restaurant ?? 1
  const { model, runtime } = testModel(fakeApi(restaurant), restaurant)
  if (options.boot === true) await model.commands.widget.boot()
  const container = document.createElement("div")
  document.body.append(container)
  let root: Root | undefined
  await act(async () => {
    root = createRoot(container)
    root.render(<ModelContext.Provider value={model}>{node}</ModelContext.Provider>)
  })
  cleanups.push(async () => {
    await act(async () => root?.unmount())
    container.remove()
    await runtime.dispose()
  })
  return { model, container }
}
