import type { ApiError } from "./api-error"
import type { MapsFailed, MapsNoResults } from "./maps"

/**
 * Every tagged error an adapter call fails with: the Api's five and the map service's two. The ui
 * keeps them as they are (a command's outcome carries the error, not a flattened text) and matches on
 * `_tag`; anything else a call throws is a defect.
 */
export type AdapterError = ApiError | MapsFailed | MapsNoResults

/** The tags, checked complete by the compiler: a new error class fails typecheck here until it is listed. */
const ADAPTER_ERROR_TAGS = {
  ApiRejected: true,
  ApiDecodeFailed: true,
  ApiNetworkFailed: true,
  ApiTimedOut: true,
  ApiAborted: true,
  MapsFailed: true,
  MapsNoResults: true,
} as const satisfies Record<AdapterError["_tag"], true>

/** Whether a value is one of the adapters' tagged errors (what a failed Effect of the widget's services may carry). */
export const isAdapterError = (e: unknown): e is AdapterError =>
  typeof e === "object" && e !== null && "_tag" in e && Object.hasOwn(ADAPTER_ERROR_TAGS, String(e._tag))

/** Whether repeating the same request may succeed: no answer, a timeout, 408, 429 or a 5xx. */
export const isRetryableApiError = (error: ApiError): boolean => {
  switch (error._tag) {
    case "ApiNetworkFailed":
    case "ApiTimedOut":
      return true
    case "ApiRejected":
      return error.status === 408 || error.status === 429 || error.status >= 500
    default:
      return false
  }
}
