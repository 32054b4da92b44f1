import { type ReactNode, useId } from "react"
import button from "../kit/button.module.css"
import { Modal } from "../kit/modal"
import modal from "../kit/modal.module.css"
import type { Translate } from "../model/translation"
import styles from "./message-modal.module.css"
import type { MessageView } from "./message-view"

export interface MessageModalProps {
  /** The model's message projection (title already translated); null when nothing is shown. */
  readonly view: MessageView | null
  readonly t: Translate
  readonly onDismiss: () => void
}

/**
 * The generic message modal (SPEC §2): a heading, the message and a close button; an outside click
 * or Escape closes it too. Used for 'Failed to add to cart', 'Failed to create cart', server messages
 * and the address-check Warning. The message is described to screen readers with the dialog.
 */
export function MessageModal({ view, t, onDismiss }: MessageModalProps): ReactNode {
  const messageId = useId()
  return (
    <Modal
      open={view !== null}
      onClose={onDismiss}
      title={view?.title ?? ""}
      size="narrow"
      name="message"
      closeLabel={t("close", "Close")}
      describedBy={messageId}
      footer={(close) => (
        <button type="button" className={`${button.primary} ${modal.action}`} onClick={close}>
          {t("close", "Close")}
        </button>
      )}
    >
      <p id={messageId} className={styles.message}>
        {view?.message}
      </p>
    </Modal>
  )
}
