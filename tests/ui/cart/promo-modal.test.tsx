// @vitest-environment happy-dom

import { act, type ReactNode, useLayoutEffect, useReducer } from "react"
import { describe, expect, it, vi } from "vitest"
import type { WidgetEvent } from "../../../domain/widget/event"
import { reduce } from "../../../domain/widget/evolve"
import { initialState } from "../../../domain/widget/initial-state"
import { PromoModal } from "../../../ui/cart/promo-modal"
import { MODAL_FADE_MS } from "../../../ui/kit/motion"
import { fakeTimersAndCleanupEachTest, mount } from "../kit/render"

fakeTimersAndCleanupEachTest()

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

/**
 * The modal over the promo slice as the model holds it (issue 26: the typed code is an event): the
 * domain's reducer moves it, so an opening resets the field in the same update that opens it.
 */
let dispatch: (event: WidgetEvent) => void = () => undefined
function Harness({ onSubmit }: { readonly onSubmit: (code: string) => void }): ReactNode {
  const [state, apply] = useReducer(reduce, initialState)
  dispatch = apply
  return (
    <>
      <PromoModal
        open={state.promo.open}
        submitting={false}
        error={null}
        code={state.promo.typed}
        t={t}
        onType={(code) => apply({ _tag: "PromoCodeTyped", at: 0, code })}
        onSubmit={onSubmit}
        onClose={() => apply({ _tag: "PromoModalClosed", at: 0 })}
      />
      <CommitProbe />
    </>
  )
}

describe("promo-code modal", () => {
  it("submits what was typed, and a reopened modal shows an empty field from its first frame", () => {
    const submitted: string[] = []
    mount(<Harness onSubmit={(code) => submitted.push(code)} />)
    act(() => dispatch({ _tag: "PromoModalOpened", at: 0 }))
    const first = field()
    if (!first) throw new Error("no promo field")
    typeInto(first, "BELLA10")
    act(() => first.form?.requestSubmit())
    expect(submitted).toEqual(["BELLA10"])

    act(() => dispatch({ _tag: "PromoModalClosed", at: 0 }))
    act(() => {
      vi.advanceTimersByTime(MODAL_FADE_MS)
    })
    expect(field()).toBeNull()

    shownAtCommit.length = 0
    act(() => dispatch({ _tag: "PromoModalOpened", at: 0 }))
    // The first frame that shows the field already shows it empty: the opening and the reset are one
    // state change, so the old code is never painted and nothing typed later can be wiped.
    expect(shownAtCommit.find((v) => v !== null)).toBe("")
    const again = field()
    if (!again) throw new Error("no promo field after reopening")
    typeInto(again, "PIZZA5")
    expect(again.value).toBe("PIZZA5")
    act(() => again.form?.requestSubmit())
    expect(submitted).toEqual(["BELLA10", "PIZZA5"])
  })
})
