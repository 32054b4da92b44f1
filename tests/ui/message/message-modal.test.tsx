import { useSignals } from "@preact/signals-react/runtime"
// @vitest-environment happy-dom

import { computed, type ReadonlySignal } from "@preact/signals-react"
import { act } from "react"
import { describe, expect, it, vi } from "vitest"
import { MODAL_FADE_MS } from "../../../ui/kit/motion"
import { MessageModal } from "../../../ui/message/message-modal"
import type { MessageView } from "../../../ui/message/message-view"
import { modelHarness } from "../kit/model-harness"
import { click, dialogNamed, fakeTimersAndCleanupEachTest, mount } from "../kit/render"

type Harness = ReturnType<typeof modelHarness>

fakeTimersAndCleanupEachTest()

function Live(props: { harness: Harness; view: ReadonlySignal<MessageView | null>; onDismiss: () => void }) {
  useSignals()
  return <MessageModal view={props.view.value} t={props.harness.t} onDismiss={props.onDismiss} />
}

/** The same projection the model exposes: the state's message with its title translated. */
const setup = () => {
  const h = modelHarness()
  const view = computed(() => {
    const m = h.state.value.message
    return m === null ? null : { title: h.t(m.title.toLowerCase(), m.title), message: m.message }
  })
  const dismiss = () => h.dispatch({ _tag: "MessageDismissed", at: 1 })
  mount(<Live harness={h} view={view} onDismiss={dismiss} />)
  return h
}

describe("generic message modal", () => {
  it("shows the heading and the message, described to screen readers, and closes with its button after the fade", () => {
    const h = setup()
    act(() => h.dispatch({ _tag: "MessageShown", at: 1, title: "Error", message: "Failed to add to cart" }))
    const dialog = dialogNamed("Error")
    expect(dialog).toBeDefined()
    const described = document.getElementById(dialog?.getAttribute("aria-describedby") ?? "")
    expect(described?.textContent).toBe("Failed to add to cart")
    const close = Array.from(dialog?.querySelectorAll("button") ?? []).find((b) => b.textContent === "Close")
    if (!close) throw new Error("no Close button")
    act(() => close.click())
    expect(h.state.peek().message).not.toBeNull()
    act(() => {
      vi.advanceTimersByTime(MODAL_FADE_MS)
    })
    expect(h.state.peek().message).toBeNull()
    act(() => {
      vi.advanceTimersByTime(MODAL_FADE_MS)
    })
    expect(dialogNamed("Error")).toBeUndefined()
  })

  it("closes on an outside click, as the address-check Warning does", () => {
    const h = setup()
    act(() => h.dispatch({ _tag: "AddressCheckWarned", at: 1, message: "Adres poza strefą dostawy" }))
    const dialog = dialogNamed("Warning")
    expect(dialog?.textContent).toContain("Adres poza strefą dostawy")
    click(dialog?.parentElement as HTMLElement)
    act(() => {
      vi.advanceTimersByTime(MODAL_FADE_MS)
    })
    expect(h.state.peek().message).toBeNull()
  })
})
