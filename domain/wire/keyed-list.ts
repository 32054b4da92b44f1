import { Effect, Schema, SchemaGetter } from "effect"

/**
 * Cart items and combo items arrive as a list or as a map keyed by uuid/hash (and an empty map as
 * `[]`). Both decode to one list in which every entry carries its `key`: uuid, else hash, else the map key.
 */
export const keyedList = <
  S extends Schema.Top & { readonly Type: { readonly uuid: string | null; readonly hash: string | null } },
>(
  item: S,
) =>
  Schema.Union([Schema.Array(item), Schema.Record(Schema.String, item), Schema.Null]).pipe(
    Schema.decodeTo(Schema.Array(Schema.Struct({ key: Schema.String, value: Schema.toType(item) })), {
      decode: SchemaGetter.transform((v) => {
        if (v === null) return []
        const entries: ReadonlyArray<readonly [string, S["Type"]]> = Array.isArray(v)
          ? v.map((x: S["Type"], i: number) => [String(i), x] as const)
          : Object.entries(v as Record<string, S["Type"]>)
        return entries.map(([k, x]) => ({ key: x.uuid ?? x.hash ?? k, value: x }))
      }),
      encode: SchemaGetter.transform((list) =>
        (list as ReadonlyArray<{ readonly value: S["Type"] }>).map((e) => e.value),
      ),
    }),
    Schema.withDecodingDefaultKey(Effect.succeed([])),
  )
