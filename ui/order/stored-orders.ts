import { Effect, Option } from "effect"
import { Storage, StorageKeys } from "../../adapters"
import type { Wire } from "../../domain"
import type { ModelContext } from "../model/context"

/**
 * The browser's orders list (SPEC §3 storage key orders), newest first. A placed order goes first;
 * a polled order (the order page, also after returning from PayU, whose redirect answer carried only
 * the id) replaces its stored copy in place, or goes first when the list does not have it yet.
 */
export const rememberOrder = async (
  ctx: Pick<ModelContext, "attempt">,
  order: Wire.Order,
  placement: "placed" | "polled",
): Promise<void> => {
  await ctx.attempt(
    Storage.use((s) =>
      s.get(StorageKeys.orders).pipe(
        Effect.map((stored) => Option.getOrElse(stored, (): ReadonlyArray<Wire.Order> => [])),
        Effect.flatMap((list) => {
          const at = list.findIndex((o) => o.id === order.id)
          const next =
            placement === "polled" && at >= 0
              ? list.map((o) => (o.id === order.id ? order : o))
              : [order, ...list.filter((o) => o.id !== order.id)]
          return s.set(StorageKeys.orders, next)
        }),
      ),
    ),
  )
}
