import { StorageKeys } from "../../adapters"
import { Widget } from "../../domain"
import type { HostPage } from "./host-page"
import type { modelServices } from "./services"

/**
 * The milestones the embedding page's analytics hear (README, Embedding: ids, quantities and totals
 * only), from each state change; order-placed once per order (Widget.recordOrderReported, kept in
 * storage), also when a payment's return link is opened again.
 */
export const hostMilestones = (
  services: Pick<ReturnType<typeof modelServices>, "store">,
  host: HostPage,
  /** The order a payment provider returned the customer to (`from=payment`): its order-placed is sent once it is read. */
  paymentReturn: number | null | undefined,
) => {
  let tracker = paymentReturn == null ? Widget.initialMilestoneTracker : Widget.paymentReturnTracker(paymentReturn)
  const report = async (milestone: Widget.Milestone): Promise<void> => {
    if (milestone.name === "order-placed") {
      const store = await services.store()
      const next = Widget.recordOrderReported(
        (await store.get(StorageKeys.reportedOrders)) ?? [],
        milestone.detail.orderId,
      )
      if (next === null) return
      store.set(StorageKeys.reportedOrders, next)
    }
    host.report(milestone)
  }
  return (before: Widget.WidgetState, after: Widget.WidgetState, event: Widget.WidgetEvent): void => {
    const tracked = Widget.trackMilestone(tracker, before, after, event)
    tracker = tracked.tracker
    if (tracked.milestone !== null) void report(tracked.milestone).catch(() => undefined)
  }
}
