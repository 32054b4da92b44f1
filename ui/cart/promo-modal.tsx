import { type FormEvent, type ReactNode, useId, useRef, useState } from "react"
import { Modal } from "../modal/modal"
import type { Translate } from "../model/views"
import styles from "./cart.module.css"

interface Props {
  readonly open: boolean
  readonly submitting: boolean
  /** The server's message, shown above the form (SPEC §2 Promo-code modal). */
  readonly error: string | null
  readonly t: Translate
  readonly onSubmit: (code: string) => void
  readonly onClose: () => void
}

/**
 * 'Enter Promo Code' (SPEC §2, §5): heading, description, the 'Yummy promo code...' field, Submit and
 * the close control, on the shared Modal (150 ms fades, Escape, outside click). An empty field
 * submits nothing (the domain decides); the server's message appears above the form; success
 * closes the modal (the model closes it when the code is applied).
 */
export function PromoModal({ open, submitting, error, t, onSubmit, onClose }: Props): ReactNode {
  const [code, setCode] = useState("")
  const input = useRef<HTMLInputElement>(null)
  const descriptionId = useId()
  const errorId = useId()
  // Each opening starts with an empty field (a code applied or abandoned earlier is not kept). Reset
  // while rendering the opening, not in an effect: an effect can run after the field is already
  // shown (a deferred render) and wipe what was typed into it, so Submit would send nothing.
  const [wasOpen, setWasOpen] = useState(open)
  if (open !== wasOpen) {
    setWasOpen(open)
    if (open) setCode("")
  }
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
          onChange={(e) => setCode(e.target.value)}
          placeholder={t("promo-code-placeholder", "Yummy promo code...")}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <button type="submit" className={styles.primary} disabled={submitting}>
          {t("submit", "Submit")}
        </button>
      </form>
    </Modal>
  )
}
