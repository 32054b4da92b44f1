// @vitest-environment happy-dom
// @vitest-environment-options {"happyDOM": {"settings": {"disableIframePageLoading": true, "handleDisabledFileLoadingAsSuccess": true}}}
import { describe, expect, it, vi } from "vitest"

/**
 * embed.js on a page a payment provider returned to (README 'Returning from a payment'): it takes
 * `#ordering-widget=order:<restaurant>:<order>` only for its own restaurant and in that exact shape,
 * removes it from the address bar, and opens the widget on that order with `&from=payment`, keeping
 * data-lang / data-start and the page's address; in button mode the dialog opens by itself.
 * tests/e2e/payment-return.e2e.ts does the same round trip in Chromium.
 */
const ORIGIN = "https://widget.example"

/** Puts an embed tag on a page at `address` and runs embed.js for it; returns its iframe (if any) and dialog. */
const embedAt = async (address: string, attrs: Record<string, string>) => {
  history.replaceState(null, "", address)
  document.body.replaceChildren()
  const script = document.createElement("script")
  script.type = "text/plain" // found by embed.js, not run or fetched by happy-dom
  script.src = `${ORIGIN}/embed.js`
  Object.assign(script.dataset, attrs)
  document.body.append(script)
  vi.resetModules()
  // @ts-expect-error embed.ts is a classic script with no exports (it must stay one), not a module
  await import("../../../ui/embed")
  return {
    frame: document.querySelector("iframe"),
    dialog: document.querySelector<HTMLElement>('[role="dialog"]'),
  }
}

describe("embed.js after a payment", () => {
  it("opens its restaurant's widget on the order, from=payment, lang/start kept, and clears the fragment", async () => {
    const { frame } = await embedAt("/menu?lokal=1#ordering-widget=order:7:123", {
      restaurantId: "7",
      lang: "en",
      start: "Pizza",
    })
    const src = new URL(frame?.src ?? "")
    expect(`${src.origin}${src.pathname}`).toBe(`${ORIGIN}/widget/order/123`)
    expect(Object.fromEntries(src.searchParams)).toEqual({
      restaurantId: "7",
      lang: "en",
      start: "Pizza",
      from: "payment",
      host: `${location.origin}/menu?lokal=1`,
    })
    expect(location.hash).toBe("")
    expect(location.pathname + location.search).toBe("/menu?lokal=1")
  })

  it("leaves another restaurant's return, and anything not in the exact shape, alone", async () => {
    for (const hash of [
      "#ordering-widget=order:8:123",
      "#ordering-widget=order:7:12a",
      "#ordering-widget=order:7:123:extra",
      "#ordering-widget=order:7:-1",
      "#zamow",
    ]) {
      const { frame } = await embedAt(`/menu${hash}`, { restaurantId: "7" })
      expect(new URL(frame?.src ?? "").pathname).toBe("/widget")
      expect(frame?.src).not.toContain("from=payment")
      expect(location.hash).toBe(hash)
    }
  })

  it("in button mode, opens the dialog on the order by itself", async () => {
    const { frame, dialog } = await embedAt("/#ordering-widget=order:7:55", { restaurantId: "7", mode: "button" })
    expect(dialog?.hidden).toBe(false)
    expect(frame?.src).toContain("/widget/order/55?restaurantId=7")
    expect(location.hash).toBe("")
  })
})
