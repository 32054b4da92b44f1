import type { AuthFields } from "./events"

/**
 * An open auth form's fields before anything is typed. Apart from events.ts (its schemas): the root
 * reducer, in the first card's chunk, folds the auth events, and must not pull Effect's Schema in.
 */
export const EMPTY_AUTH_FIELDS: AuthFields = {
  name: "",
  email: "",
  phone: null,
  address: null,
  addressTyped: null,
  code: "",
}
