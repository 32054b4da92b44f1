/**
 * Whether two form edits (`patch` objects) name the same fields: then the later one, holding those
 * fields as they now read, makes the earlier redundant in the log (a phone typed digit by digit
 * leaves one event). Used by the checkout form's and the auth modal's edits alike.
 */
export const sameFields = (a: object, b: object): boolean => {
  const ka = Object.keys(a)
  const kb = Object.keys(b)
  return ka.length === kb.length && ka.every((k) => kb.includes(k))
}
