/**
 * When the kitchen starts an order: now, or for an order for later ("HH:MM", the restaurant's local
 * time, which the sandbox takes to be its own), the next occurrence of that time — today, or tomorrow
 * if it has passed. Until then the order waits at status 1.
 */
export const kitchenStart = (now: number, orderForLater: boolean, orderTime: string | null): number => {
  const m = orderForLater && orderTime ? /^([01]\d|2[0-3]):([0-5]\d)$/.exec(orderTime) : null
  if (!m) return now
  const at = new Date(now)
  at.setHours(Number(m[1]), Number(m[2]), 0, 0)
  if (at.getTime() <= now) at.setDate(at.getDate() + 1)
  return at.getTime()
}

/** kitchenStart for a stored order whose payment settles now (payu paid, 3-D Secure passed). */
export const kitchenStartOfStored = (now: number, doc: string): number => {
  const parsed = JSON.parse(doc) as { order_for_later?: unknown; order_time?: unknown }
  return kitchenStart(
    now,
    parsed.order_for_later === 1,
    typeof parsed.order_time === "string" ? parsed.order_time : null,
  )
}
