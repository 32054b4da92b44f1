import fc from "fast-check"

/**
 * Any JS value a decoder could be handed, the awkward ones included (maps, sets, dates, typed and
 * sparse arrays, null prototypes, boxed values, bigints), three levels deep: the input of the
 * "never throws, always says where" properties of the wire and log decoders.
 */
export const anyValue = fc.anything({
  maxDepth: 3,
  withBigInt: true,
  withBoxedValues: true,
  withDate: true,
  withMap: true,
  withSet: true,
  withNullPrototype: true,
  withObjectString: true,
  withSparseArray: true,
  withTypedArray: true,
})
