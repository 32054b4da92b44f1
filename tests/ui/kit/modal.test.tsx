// @vitest-environment happy-dom
import { act } from "react"
import { describe, expect, it, vi } from "vitest"
import { Modal } from "../../../ui/kit/modal"
import { MODAL_FADE_MS } from "../../../ui/kit/motion"
import { click, dialogNamed, fakeTimersAndCleanupEachTest, mount, press } from "./render"

fakeTimersAndCleanupEachTest()

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms)
  })

function Harness(props: { open: boolean; onClose: () => void; title?: string }) {
  return (
    <>
      <button type="button" id="opener">
        Open
      </button>
      <Modal
        open={props.open}
        onClose={props.onClose}
        title={props.title ?? "Margherita"}
        size="wide"
        closeLabel="Close"
      >
        <label>
          Quantity <input id="qty" />
        </label>
        <button type="button" id="add">
          Add
        </button>
      </Modal>
    </>
  )
}

const openWithOpener = (onClose = vi.fn(), title?: string) => {
  const view = mount(<Harness open={false} onClose={onClose} title={title} />)
  const opener = document.getElementById("opener") as HTMLButtonElement
  opener.focus()
  view.rerender(<Harness open onClose={onClose} title={title} />)
  return { ...view, opener, onClose }
}

describe("Modal", () => {
  it("is a labelled modal dialog portalled to the body, with focus moved inside", () => {
    const { container } = openWithOpener()
    const dialog = dialogNamed("Margherita")
    expect(dialog).toBeDefined()
    expect(dialog?.getAttribute("aria-modal")).toBe("true")
    expect(container.contains(dialog ?? null)).toBe(false)
    expect(dialog?.contains(document.activeElement)).toBe(true)
    // The first focusable element is the close control, named for screen readers.
    expect(document.activeElement?.getAttribute("aria-label")).toBe("Close")
  })

  it("wraps Tab from the last element to the first and Shift+Tab from the first to the last", () => {
    openWithOpener()
    const close = document.activeElement as HTMLElement
    const add = document.getElementById("add") as HTMLElement
    press("Tab", { shiftKey: true })
    expect(document.activeElement).toBe(add)
    press("Tab")
    expect(document.activeElement).toBe(close)
  })

  it("pulls focus back in when it escapes the dialog", () => {
    const { opener } = openWithOpener()
    act(() => opener.focus())
    expect(dialogNamed("Margherita")?.contains(document.activeElement)).toBe(true)
  })

  it("closes on Escape only after the 150 ms fade, then returns focus to the opener", () => {
    const { rerender, opener, onClose } = openWithOpener()
    press("Escape")
    expect(dialogNamed("Margherita")?.parentElement?.dataset.state).toBe("closing")
    advance(MODAL_FADE_MS - 1)
    expect(onClose).not.toHaveBeenCalled()
    advance(1)
    expect(onClose).toHaveBeenCalledTimes(1)
    rerender(<Harness open={false} onClose={onClose} />)
    expect(dialogNamed("Margherita")).toBeUndefined()
    expect(document.activeElement).toBe(opener)
  })

  it("closes on a click outside the panel but not on a click inside it", () => {
    const { onClose } = openWithOpener()
    const dialog = dialogNamed("Margherita") as HTMLElement
    click(document.getElementById("qty") as HTMLElement)
    advance(MODAL_FADE_MS)
    expect(onClose).not.toHaveBeenCalled()
    click(dialog.parentElement as HTMLElement)
    advance(MODAL_FADE_MS)
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it("keeps showing its content for the fade when closed from outside, then unmounts", () => {
    const { rerender, opener, onClose } = openWithOpener()
    rerender(<Harness open={false} onClose={onClose} />)
    expect(dialogNamed("Margherita")?.parentElement?.dataset.state).toBe("closing")
    advance(MODAL_FADE_MS)
    expect(dialogNamed("Margherita")).toBeUndefined()
    expect(document.activeElement).toBe(opener)
    expect(onClose).not.toHaveBeenCalled()
  })

  it("lets only the top modal answer Escape when two are open", () => {
    const outerClose = vi.fn()
    const innerClose = vi.fn()
    const view = mount(
      <>
        <Modal open onClose={outerClose} title="Product" size="wide" closeLabel="Close">
          <button type="button">Inside product</button>
        </Modal>
        <Modal open onClose={innerClose} title="Error" size="narrow" closeLabel="Close">
          <p>Failed to add to cart</p>
        </Modal>
      </>,
    )
    expect(dialogNamed("Error")?.contains(document.activeElement)).toBe(true)
    press("Escape")
    advance(MODAL_FADE_MS)
    expect(innerClose).toHaveBeenCalledTimes(1)
    expect(outerClose).not.toHaveBeenCalled()
    view.unmount()
  })

  it("closes at once without a fade when the visitor prefers reduced motion", () => {
    const spy = vi.spyOn(window, "matchMedia").mockImplementation(
      (query: string) =>
        ({
          matches: query.includes("reduce"),
          media: query,
          onchange: null,
          addListener: () => {},
          removeListener: () => {},
          addEventListener: () => {},
          removeEventListener: () => {},
          dispatchEvent: () => false,
        }) as MediaQueryList,
    )
    const { onClose } = openWithOpener()
    press("Escape")
    advance(0)
    expect(onClose).toHaveBeenCalledTimes(1)
    spy.mockRestore()
  })

  it("locks the page scroll while open and restores it after", () => {
    const { rerender, onClose } = openWithOpener()
    expect(document.body.style.overflow).toBe("hidden")
    rerender(<Harness open={false} onClose={onClose} />)
    advance(MODAL_FADE_MS)
    expect(document.body.style.overflow).toBe("")
  })
})
