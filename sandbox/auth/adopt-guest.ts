import type { Db } from "../store/database"

/**
 * At login and registration the browser's guest data becomes the customer's (SPEC §6 'merge into the
 * current session without losing the guest cart'): the guest's saved addresses move to the customer
 * (the guest's active one stays active, so the cart's delivery address is still the chosen one), and
 * the guest's carts are attached to the customer, so no other customer can open them. The carts keep
 * their guest id: the same browser, signed out by an expired token, still reaches its cart.
 */
export const adoptGuest = (db: Db, guestId: string, userId: number): { addresses: number; carts: number } =>
  db.transaction(() => {
    const guestActive = db
      .prepare("SELECT 1 FROM addresses WHERE guest_id = ? AND user_id IS NULL AND is_active = 1")
      .get(guestId)
    if (guestActive) db.prepare("UPDATE addresses SET is_active = 0 WHERE user_id = ?").run(userId)
    const addresses = db
      .prepare("UPDATE addresses SET user_id = ?, guest_id = NULL WHERE guest_id = ? AND user_id IS NULL")
      .run(userId, guestId).changes
    const carts = db
      .prepare("UPDATE carts SET user_id = ? WHERE guest_id = ? AND user_id IS NULL")
      .run(userId, guestId).changes
    return { addresses, carts }
  })()
