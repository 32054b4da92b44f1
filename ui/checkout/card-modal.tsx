import { useSignals } from "@preact/signals-react/runtime"
import { type ReactNode, useEffect, useState } from "react"
import type { CardFieldsHandle } from "../../adapters"
import button from "../kit/button.module.css"
import field from "../kit/form-field.module.css"
import { Modal } from "../kit/modal"
import { useModel } from "../model/model-context"
import styles from "./checkout.module.css"

/**
 * The card-entry modal (SPEC §2): the provider's hosted fields (number, MM/YY, CVV in Polish, their
 * per-field errors beneath them, inside the provider's frame: card data never touches the widget),
 * and a pay button that turns them into a single-use token and places the order with it.
 */
export function CardModal(): ReactNode {
  useSignals()
  const model = useModel()
  const t = model.projections.t.value
  const view = model.projections.cardModal.value
  const actions = model.commands.checkout
  // A callback ref: the modal mounts its body a moment after `open`, and the fields go in once it is there.
  const [target, setTarget] = useState<HTMLDivElement | null>(null)
  const [handle, setHandle] = useState<CardFieldsHandle | null>(null)

  useEffect(() => {
    if (!view.open || target === null) return
    let live = true
    let mounted: CardFieldsHandle | null = null
    void actions.mountCardFields(target).then((h) => {
      mounted = h
      if (live) setHandle(h)
      else if (h) void actions.destroyCardFields(h)
    })
    return () => {
      live = false
      setHandle(null)
      if (mounted) void actions.destroyCardFields(mounted)
    }
  }, [view.open, target, actions])

  return (
    <Modal
      open={view.open}
      onClose={actions.closeCardModal}
      title={t("card-details", "Card details")}
      size="narrow"
      closeLabel={t("close", "Close")}
      name="card"
      footer={
        <div className={styles.cardFooter}>
          <button
            type="button"
            className={`${button.primary} ${styles.primary}`}
            disabled={handle === null || view.busy}
            aria-busy={view.busy}
            onClick={() => {
              if (handle) void actions.payWithCard(handle)
            }}
            data-testid="pay-with-card"
          >
            {view.total ? `${t("pay", "Pay")} ${view.total}` : t("pay", "Pay")}
          </button>
        </div>
      }
    >
      <div className={styles.cardFields} ref={setTarget} data-testid="card-fields" />
      {view.message ? (
        <p className={field.error} role="alert">
          {view.message}
        </p>
      ) : null}
    </Modal>
  )
}
