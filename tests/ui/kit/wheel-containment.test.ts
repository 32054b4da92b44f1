import { describe, expect, it } from "vitest"
import { type ScrollBox, wheelScrollsInside } from "../../../ui/kit/wheel-containment"

const box = (over: Partial<ScrollBox> = {}): ScrollBox => ({
  scrollTop: 0,
  scrollHeight: 100,
  clientHeight: 100,
  overflowY: "visible",
  parent: null,
  ...over,
})

describe("wheelScrollsInside", () => {
  const overlay = box({ overflowY: "auto" })
  const body = (scrollTop: number) =>
    box({ overflowY: "auto", scrollTop, scrollHeight: 1000, clientHeight: 400, parent: overlay })

  it("is true while a scrollable box on the way up can move in the wheel's direction", () => {
    const label = box({ parent: body(0) })
    expect(wheelScrollsInside(label, 100)).toBe(true)
    expect(wheelScrollsInside(box({ parent: body(300) }), -100)).toBe(true)
  })

  it("is false at the end the wheel pushes against, so the wheel does not chain to the page", () => {
    expect(wheelScrollsInside(box({ parent: body(0) }), -100)).toBe(false)
    expect(wheelScrollsInside(box({ parent: body(600) }), 100)).toBe(false)
  })

  it("is false over a part that does not scroll (the header), and ignores overflowing boxes that clip", () => {
    expect(wheelScrollsInside(box({ parent: overlay }), 100)).toBe(false)
    const clipped = box({ overflowY: "hidden", scrollHeight: 1000, clientHeight: 400, parent: overlay })
    expect(wheelScrollsInside(clipped, 100)).toBe(false)
  })

  it("lets a zero vertical delta through", () => {
    expect(wheelScrollsInside(null, 0)).toBe(true)
  })
})
