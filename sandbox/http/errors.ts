/**
 * A failed call as the API answers it (SPEC §8, contract 1): a non-2xx status with JSON
 * `{message, errors?}`, where errors maps a field path to its messages. Handlers throw it; the app's
 * error handler turns it into the response, so no handler builds error JSON by hand.
 */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 402 | 403 | 404 | 409 | 422 | 429 | 500 | 501,
    message: string,
    readonly errors?: Readonly<Record<string, ReadonlyArray<string>>>,
    /** Response headers of this failure (a 429's Retry-After). */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message)
  }

  get body(): { message: string; error?: string; errors?: Readonly<Record<string, ReadonlyArray<string>>> } {
    // A 429 also carries `error`: the login and reset forms read that field (SPEC §7–§8).
    const base = this.status === 429 ? { message: this.message, error: this.message } : { message: this.message }
    return this.errors ? { ...base, errors: this.errors } : base
  }
}

export const notFound = (what: string): HttpError => new HttpError(404, `${what} not found`)

/** A 422 naming one field: the common case for business-rule failures that are about one input. */
export const invalidField = (field: string, message: string): HttpError =>
  new HttpError(422, message, { [field]: [message] })
