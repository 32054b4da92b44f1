import { Result, Schema, SchemaGetter, SchemaIssue } from "effect"
import type { Context } from "hono"
import { HttpError } from "./errors"

/**
 * Request decoding with the domain's own request schemas (domain/schema/requests.ts), so the widget
 * and the sandbox cannot disagree about a body. Every failure is a 422 `{message, errors}` whose
 * errors name each bad field by path ("item.quantity"); nothing reaches a handler undecoded.
 */

const formatIssue = SchemaIssue.makeFormatterStandardSchemaV1()

const toFieldErrors = (error: Schema.SchemaError): Record<string, string[]> => {
  const errors: Record<string, string[]> = {}
  for (const issue of formatIssue(error.issue).issues) {
    const field = (issue.path ?? []).map((p) => String(typeof p === "object" ? p.key : p)).join(".") || "body"
    errors[field] = [...(errors[field] ?? []), issue.message]
  }
  return errors
}

/** Decodes a value or throws the 422 that names the bad fields. */
export const decodeOrReject = <S extends Schema.ConstraintDecoder<unknown>>(schema: S, input: unknown): S["Type"] => {
  const result = Schema.decodeUnknownResult(schema)(input, { errors: "all" })
  if (Result.isSuccess(result)) return result.success
  const errors = toFieldErrors(result.failure)
  throw new HttpError(422, `The given data was invalid: ${Object.keys(errors).join(", ")}`, errors)
}

/** Reads the JSON body (an empty body reads as {}), then decodes it. Malformed JSON is a 422 on "body". */
export const decodeBody = async <S extends Schema.ConstraintDecoder<unknown>>(
  c: Context,
  schema: S,
): Promise<S["Type"]> => {
  const text = await c.req.text()
  let json: unknown = {}
  if (text.trim() !== "") {
    try {
      json = JSON.parse(text)
    } catch {
      throw new HttpError(422, "The request body is not valid JSON", { body: ["Malformed JSON"] })
    }
  }
  return decodeOrReject(schema, json)
}

/** Decodes the query string (all values are strings; use the query field schemas below). */
export const decodeQuery = <S extends Schema.ConstraintDecoder<unknown>>(c: Context, schema: S): S["Type"] =>
  decodeOrReject(schema, c.req.query())

/** A positive integer id in a query string or path ("12"). */
export const QueryId = Schema.String.check(Schema.isPattern(/^[1-9]\d{0,9}$/)).pipe(
  Schema.decodeTo(Schema.Int, {
    decode: SchemaGetter.transform((s: string) => Number(s)),
    encode: SchemaGetter.transform((n: number) => String(n)),
  }),
)

/** A query flag or code such as type=1: one of the given literal numbers, sent as a string. */
export const QueryLiteral = <const L extends ReadonlyArray<number>>(values: L) =>
  Schema.Literals(values.map(String) as unknown as ReadonlyArray<string>).pipe(
    Schema.decodeTo(Schema.Literals(values), {
      decode: SchemaGetter.transform((s: string) => Number(s) as L[number]),
      encode: SchemaGetter.transform((n: L[number]) => String(n)),
    }),
  )

/** A path id ("/customer/restaurants/{id}"): the same rule as a query id, reported on "id". */
export const decodePathId = (raw: string): { id: number } => {
  if (!/^[1-9]\d{0,9}$/.test(raw))
    throw new HttpError(422, "The given data was invalid: id", { id: ["Expected an id"] })
  return { id: Number(raw) }
}
