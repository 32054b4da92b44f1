import { type ReactNode, useId, useState } from "react"
import { Product } from "../../domain"
import styles from "./quantity-stepper.module.css"

export interface QuantityStepperProps {
  readonly quantity: number
  /**
   * The draft as the model holds it (issue 26: in the log, so a report shows it) with `onType` to
   * change it; without them the stepper keeps its draft itself.
   */
  readonly typed?: string | null | undefined
  readonly onType?: ((text: string | null) => void) | undefined
  readonly canDecrease: boolean
  readonly canIncrease: boolean
  /** Called with the wanted quantity; the model brings it into 1–99 (domain clampModalQuantity). */
  readonly onChange: (quantity: number) => void
  /** Translated labels: the visible field label and the two buttons' accessible names. */
  readonly label: string
  readonly decreaseLabel: string
  readonly increaseLabel: string
}

/**
 * − / field / + for the modals' quantity (1–99, SPEC §9). The field keeps what is being typed as a
 * draft (an empty field while retyping is allowed) and sends every whole number it reads; the draft
 * is dropped on blur so the field shows the model's quantity again. Only a draft that reads other
 * than the quantity it sent is kept ('', '0', '100', '05'), so typing a plain number logs nothing more.
 */
export function QuantityStepper(props: QuantityStepperProps): ReactNode {
  const id = useId()
  const [own, setOwn] = useState<string | null>(null)
  const draft = props.onType ? (props.typed ?? null) : own
  const setDraft = (text: string | null) => {
    if (!props.onType) setOwn(text)
    else if (text !== draft) props.onType(text)
  }
  return (
    <div className={styles.stepper}>
      <label htmlFor={id} className={styles.label}>
        {props.label}
      </label>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.step}
          aria-label={props.decreaseLabel}
          disabled={!props.canDecrease}
          onClick={() => props.onChange(props.quantity - 1)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={id}
          className={styles.input}
          type="number"
          inputMode="numeric"
          min={Product.MODAL_QUANTITY_MIN}
          max={Product.MODAL_QUANTITY_MAX}
          value={draft ?? String(props.quantity)}
          onChange={(event) => {
            const text = event.currentTarget.value
            const n = Number.parseInt(text, 10)
            if (Number.isFinite(n)) props.onChange(n)
            const sent = Number.isFinite(n) ? Product.clampModalQuantity(n) : props.quantity
            setDraft(props.onType && text === String(sent) ? null : text)
          }}
          onBlur={() => setDraft(null)}
        />
        <button
          type="button"
          className={styles.step}
          aria-label={props.increaseLabel}
          disabled={!props.canIncrease}
          onClick={() => props.onChange(props.quantity + 1)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  )
}
