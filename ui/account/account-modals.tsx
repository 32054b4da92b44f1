import { useSignals } from "@preact/signals-react/runtime"
import type { ReactNode } from "react"
import { useModel } from "../model/model-context"
import { AccountPanel } from "./account-panel"
import { AuthModal } from "./auth-modal"
import { OrdersPanel } from "./orders-panel"

/**
 * The account's dialogs for the layout's modal host, one lazy chunk: the login / register /
 * forgot-password modal, the account menu panel with its placeholder panels, and My Orders.
 */
export function AccountModals(): ReactNode {
  useSignals()
  const model = useModel()
  const { projections, commands } = model
  const t = projections.t.value
  const panel = projections.panel.value
  const account = projections.account.value
  const restaurantId = model.state.peek().restaurantId ?? 0
  return (
    <>
      <AccountPanel
        panel={panel === "orders" ? null : panel}
        view={account}
        t={t}
        actions={commands.account}
        restaurantId={restaurantId}
        navigate={commands.navigation.navigate}
      />
      <OrdersPanel
        open={panel === "orders"}
        view={account.orders}
        t={t}
        actions={commands.account}
        restaurantId={restaurantId}
        navigate={commands.navigation.navigate}
        reorder={projections.reorderOffers.value}
        onReorder={commands.reorder.open}
      />
      <AuthModal
        view={projections.authModal.value}
        t={t}
        actions={commands.account}
        searchAddress={commands.address.search}
      />
    </>
  )
}
