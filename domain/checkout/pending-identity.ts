/**
 * Who a pending checkout belongs to (issue 29). A checkout sent and not answered is kept in storage
 * and sent again after a reload (README, 'One order per cart'); it may be sent again only by the
 * identity that started it — the same signed-in customer (by their token) or the same guest (by the
 * guest token) — never after Log Out or under another account, where it would place an order that is
 * not in the customer's account. Stored as a fingerprint, not the token itself.
 */

/** A short, stable fingerprint of a token (cyrb53: not a secret-keeping hash, only an equality check). */
const fingerprint = (text: string): string => {
  let h1 = 0xdeadbeef
  let h2 = 0x41c6ce57
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i)
    h1 = Math.imul(h1 ^ ch, 2654435761)
    h2 = Math.imul(h2 ^ ch, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return (h2 >>> 0).toString(16).padStart(8, "0") + (h1 >>> 0).toString(16).padStart(8, "0")
}

/** The identity a checkout is sent under: the customer's token when signed in, else the guest token. */
export const checkoutIdentity = (accessToken: string | null, guestToken: string | null): string =>
  accessToken !== null
    ? `customer:${fingerprint(accessToken)}`
    : guestToken !== null
      ? `guest:${fingerprint(guestToken)}`
      : "guest:none"

/** Whether a pending checkout started under `startedBy` may be sent again under `current`. */
export const mayResumeCheckout = (startedBy: string, current: string): boolean => startedBy === current
