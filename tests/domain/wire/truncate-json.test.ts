import { describe, expect, it } from "vitest"
import { truncatedDocuments } from "./truncate-json"

describe("truncatedDocuments (test support)", () => {
  it("closes a document cut at any point into the parseable prefix of complete values", () => {
    const text = '{"a": [1, 2, {"b": "x,y"}], "c": 3}'
    const all = truncatedDocuments(
      text,
      Array.from({ length: text.length + 1 }, (_, i) => i),
    )
    expect(all[0]).toEqual({})
    expect(all).toContainEqual({ a: [1] })
    expect(all).toContainEqual({ a: [1, 2, { b: "x,y" }] })
    expect(all.at(-1)).toEqual({ a: [1, 2, { b: "x,y" }] })
  })
})
