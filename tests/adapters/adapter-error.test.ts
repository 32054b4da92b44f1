import { Data } from "effect"
import { describe, expect, it } from "vitest"
import { isAdapterError } from "../../adapters/adapter-error"
import { ApiAborted, ApiDecodeFailed, ApiNetworkFailed, ApiRejected, ApiTimedOut } from "../../adapters/api-error"
import { MapsFailed, MapsNoResults } from "../../adapters/maps"

describe("isAdapterError: the adapters' tagged errors, as the ui's runtime keeps them", () => {
  it("recognises every error an adapter call fails with", () => {
    const errors = [
      new ApiRejected({ status: 422, body: { message: "no", error: null, errors: null }, message: "no" }),
      new ApiDecodeFailed({ path: "data.price", message: "bad" }),
      new ApiNetworkFailed({ message: "offline" }),
      new ApiTimedOut({ message: "slow" }),
      new ApiAborted({ message: "aborted" }),
      new MapsFailed({ reason: "LoadFailed", message: "down" }),
      new MapsNoResults({ message: "none" }),
    ]
    for (const error of errors) expect(isAdapterError(error)).toBe(true)
  })

  it("anything else is not one: a defect, another tagged error, a plain value", () => {
    class Other extends Data.TaggedError("Other")<{ readonly message: string }> {}
    for (const value of [
      new Error("boom"),
      new Other({ message: "x" }),
      { _tag: "toString" },
      "ApiRejected",
      null,
      undefined,
      7,
    ])
      expect(isAdapterError(value)).toBe(false)
  })
})
