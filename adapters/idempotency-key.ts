/**
 * A fresh idempotency key (a version-4 UUID) for one call the server must apply once: an add to the
 * cart, a checkout. The one key maker of the widget: `crypto.getRandomValues` works outside secure
 * contexts too, where `crypto.randomUUID` is missing, so a widget served over plain http still gets
 * 122 random bits.
 */
export const newIdempotencyKey = (): string => {
  const b = crypto.getRandomValues(new Uint8Array(16))
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80
  const h = Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("")
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`
}
