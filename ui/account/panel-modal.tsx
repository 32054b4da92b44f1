import type { ReactNode } from "react"
import { Modal } from "../kit/modal"
import type { Translate } from "../model/translation"

/**
 * One of the account's panels (the account menu, My Orders, the placeholder panels): a narrow modal
 * with its close button, which closes the panel (the account commands' closePanel).
 */
export function PanelModal({
  open,
  name,
  title,
  onClose,
  t,
  children,
}: {
  readonly open: boolean
  /** The modal's data-modal name (account-panel, orders-panel, placeholder-panel). */
  readonly name: string
  readonly title: string
  readonly onClose: () => void
  readonly t: Translate
  readonly children: ReactNode
}): ReactNode {
  return (
    <Modal open={open} onClose={onClose} title={title} size="narrow" name={name} closeLabel={t("close", "Close")}>
      {children}
    </Modal>
  )
}
