import { useSignals } from "@preact/signals-react/runtime"
import { act, type ReactNode } from "react"
import type { modelHarness } from "./model-harness"
import { mount } from "./render"

export type Harness = ReturnType<typeof modelHarness>

/** A modal over the harness's state, re-rendered whenever that state changes (as the widget's own components are). */
function Live({ h, view }: { h: Harness; view: (h: Harness) => ReactNode }) {
  useSignals()
  return view(h)
}

/** Mounts a modal's `view` over the harness `h`, re-rendered as its state changes, then runs `open` on it inside act(); returns `h`. */
export const mountLive = (h: Harness, view: (h: Harness) => ReactNode, open: (h: Harness) => void): Harness => {
  mount(<Live h={h} view={view} />)
  act(() => open(h))
  return h
}

/** The open dialog with this data-modal name (product, combo…); the test fails when it is not open. */
export const openDialog = (modalName: string): HTMLElement => {
  const d = document.querySelector<HTMLElement>(`[role='dialog'][data-modal='${modalName}']`)
  if (!d) throw new Error(`the ${modalName} modal is not open`)
  return d
}
