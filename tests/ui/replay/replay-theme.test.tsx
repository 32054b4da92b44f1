// @vitest-environment happy-dom
import { act } from "react"
import { createRoot } from "react-dom/client"
import { afterEach, beforeAll, describe, expect, it } from "vitest"
import { reduce } from "../../../domain/widget/evolve"
import { initialState } from "../../../domain/widget/initial-state"
import { createReplayModel } from "../../../ui/replay/replay-model"
import { loadAllScreens, ReplayScreen } from "../../../ui/replay/replay-screen"
import { styles } from "../../domain/widget/entities"

/**
 * Issue 26: the replay page paints the restaurant's colours where the customer saw them. The screen
 * frame's container is a widget root (ui/replay/screen-frame.tsx) and so is the screen inside it;
 * each sets the default colours again, so the theme must reach them, not the document root only.
 */

const cleanups: Array<() => Promise<void>> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
  document.body.innerHTML = ""
  document.documentElement.removeAttribute("style")
})
beforeAll(async () => {
  await loadAllScreens()
}, 60_000)

const themed = reduce(initialState, { _tag: "WidgetStylesLoaded", at: 1, styles: styles("pl") })

const show = async () => {
  const replayed = createReplayModel(initialState, 0)
  const container = document.createElement("div")
  container.classList.add("widget-root")
  document.body.append(container)
  const root = createRoot(container)
  await act(async () => root.render(<ReplayScreen model={replayed.model} />))
  cleanups.push(async () => {
    await act(async () => root.unmount())
    await replayed.dispose()
  })
  return { container, replayed }
}

const background = (el: Element | null | undefined): string =>
  el instanceof HTMLElement ? el.style.getPropertyValue("--color-background") : "(none)"

describe("the replay screen's theme", () => {
  it("given a step with the restaurant's styles, then the frame's root, the screen and the document show its background", async () => {
    const { container, replayed } = await show()
    await act(async () => replayed.show(themed, 1))
    const screen = container.querySelector("[data-replay]")
    expect(background(container)).toBe("#f7f3ee")
    expect(background(screen)).toBe("#f7f3ee")
    expect(background(document.documentElement)).toBe("#f7f3ee")
  })

  it("given a step before the styles arrived, then the default white again", async () => {
    const { container, replayed } = await show()
    await act(async () => replayed.show(themed, 1))
    await act(async () => replayed.show(initialState, 0))
    expect(background(container)).toBe("#ffffff")
    expect(background(container.querySelector("[data-replay]"))).toBe("#ffffff")
  })
})
