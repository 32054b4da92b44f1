import { type FormEvent, type ReactNode, useId, useRef } from "react"
import button from "../kit/button.module.css"
import { Modal } from "../kit/modal"
import type { Translate } from "../model/translation"
import styles from "./cart.module.css"

interface Props {
  readonly open: boolean
  readonly submitting: boolean
  /** The server's message, shown above the form (SPEC §2 Promo-code modal). */
  readonly error: string | null
  /** The field's text: the log's (issue 26), so a report replays the code typed; each opening starts empty. */
  readonly code: string
  readonly t: Translate
  readonly onType: (code: string) => void
  readonly onSubmit: (code: string) => void
  readonly onClose: () => void
}

/**
 * 'Enter Promo Code' (SPEC §2, §5): heading, description, the 'Yummy promo code...' field, Submit and
 * the close control, on the shared Modal (150 ms fades, Escape, outside click). An empty field
 * submits nothing (the domain decides); the server's message appears above the form; success
 * closes the modal (the model closes it when the code is applied).
 */
export function PromoModal({ open, submitting, error, code, t, onType, onSubmit, onClose }: Props): ReactNode {
  const input = useRef<HTMLInputElement>(null)
  const descriptionId = useId()
  const errorId = useId()
  const submit = (e: FormEvent) => {
    e.preventDefault()
    onSubmit(code)
  }
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t("enter-promo-code", "Enter Promo Code")}
      size="narrow"
      closeLabel={t("close", "Close")}
      initialFocus={input}
      describedBy={descriptionId}
      name="promo"
    >
      <p id={descriptionId} className={styles.modalText}>
        {t("promo-code-description", "Have a promo code? Enter it below and the discount is applied to your cart.")}
      </p>
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <form className={styles.promoForm} onSubmit={submit}>
        <label className="visually-hidden" htmlFor={`${descriptionId}-code`}>
          {t("promo-code", "Promo code")}
        </label>
        <input
          ref={input}
          id={`${descriptionId}-code`}
          className={styles.input}
          value={code}
          onChange={(e) => onType(e.target.value)}
          placeholder={t("promo-code-placeholder", "Yummy promo code...")}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <button type="submit" className={`${button.primary} ${styles.primary}`} disabled={submitting}>
          {t("submit", "Submit")}
        </button>
      </form>
    </Modal>
  )
}
