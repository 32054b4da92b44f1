import { Data } from "effect"
import type { Wire } from "../domain"

/**
 * The server answered with a non-2xx status. SPEC §8: "the call rejects with the server's response
 * body" — `body` is that body (decoded leniently; an unreadable body becomes all-null), `message`
 * is body.message, else body.error, else "" so the UI can fall back to its own default text.
 */
export class ApiRejected extends Data.TaggedError("ApiRejected")<{
  readonly status: number
  readonly body: Wire.ErrorBody
  readonly message: string
  /** Milliseconds from a Retry-After header (429/503), honoured by the GET retry schedule. */
  readonly retryAfterMs?: number | undefined
}> {}

/** A 2xx response did not match the domain schema; `path` names the bad field (e.g. "data.items[0].price"). */
export class ApiDecodeFailed extends Data.TaggedError("ApiDecodeFailed")<{
  readonly path: string
  readonly message: string
}> {}

/** The request never got an HTTP answer (offline, DNS, CORS, connection reset). Retryable. */
export class ApiNetworkFailed extends Data.TaggedError("ApiNetworkFailed")<{ readonly message: string }> {}

/** No answer within the adapter's timeout (see adapters/config.ts). Retryable: the UI may offer "try again". */
export class ApiTimedOut extends Data.TaggedError("ApiTimedOut")<{ readonly message: string }> {}

/** The caller interrupted the call (the fetch was aborted). Normally never reaches the UI. */
export class ApiAborted extends Data.TaggedError("ApiAborted")<{ readonly message: string }> {}

/** Every way an Api call can fail; the UI matches on `_tag`. */
export type ApiError = ApiRejected | ApiDecodeFailed | ApiNetworkFailed | ApiTimedOut | ApiAborted
