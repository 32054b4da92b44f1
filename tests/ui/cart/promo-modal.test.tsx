// @vitest-environment happy-dom

import { act, type ReactNode, useLayoutEffect } from "react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { PromoModal } from "../../../ui/cart/promo-modal"
import { MODAL_FADE_MS } from "../../../ui/modal/motion"
import { cleanup, mount } from "../modal/render"

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const t = (_key: string, text: string) => text
const field = () => document.querySelector<HTMLInputElement>("[role='dialog'] form input")

/** What the field held at each commit, read before any effect of that commit could change it. */
const shownAtCommit: Array<string | null> = []
function CommitProbe(): ReactNode {
  useLayoutEffect(() => {
    shownAtCommit.push(field()?.value ?? null)
  })
  return null
}

const typeInto = (input: HTMLInputElement, value: string) => {
  act(() => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set
    setter?.call(input, value)
    input.dispatchEvent(new Event("input", { bubbles: true }))
  })
}

describe("promo-code modal", () => {
  it("submits what was typed, and a reopened modal shows an empty field from its first frame", () => {
    const submitted: string[] = []
    const view = (open: boolean) => (
      <>
        <PromoModal
          open={open}
          submitting={false}
          error={null}
          t={t}
          onSubmit={(code) => submitted.push(code)}
          onClose={() => undefined}
        />
        <CommitProbe />
      </>
    )
    const { rerender } = mount(view(true))
    const first = field()
    if (!first) throw new Error("no promo field")
    typeInto(first, "BELLA10")
    act(() => first.form?.requestSubmit())
    expect(submitted).toEqual(["BELLA10"])

    rerender(view(false))
    act(() => {
      vi.advanceTimersByTime(MODAL_FADE_MS)
    })
    expect(field()).toBeNull()

    shownAtCommit.length = 0
    rerender(view(true))
    // The first frame that shows the field already shows it empty: a reset left to an effect would
    // paint the old code first and could wipe a code typed before that effect ran.
    expect(shownAtCommit[0]).toBe("")
    const again = field()
    if (!again) throw new Error("no promo field after reopening")
    typeInto(again, "PIZZA5")
    act(() => again.form?.requestSubmit())
    expect(submitted).toEqual(["BELLA10", "PIZZA5"])
  })
})
