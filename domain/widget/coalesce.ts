import type { WidgetEvent } from "./event"

const sameFields = (a: object, b: object): boolean => {
  const ka = Object.keys(a)
  const kb = Object.keys(b)
  return ka.length === kb.length && ka.every((k) => kb.includes(k))
}

/**
 * A form edit — an event carrying a `patch` of the fields it sets (the checkout form's, the auth
 * modal's, the address form's) — replaces the one just before it in the log when that is the same
 * kind of edit of the same fields: the later one holds them as they now read, so a phone typed digit
 * by digit leaves one event. One rule for every form, here rather than once per feature.
 */
export const formEditSupersedes = (previous: WidgetEvent, event: WidgetEvent): boolean =>
  previous._tag === event._tag && "patch" in previous && "patch" in event && sameFields(previous.patch, event.patch)
