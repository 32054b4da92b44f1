import { type ReactNode, useEffect, useId, useRef } from "react"
import styles from "./form-field.module.css"
import screen from "./screen.module.css"

/**
 * How a field looks: `roomy` in the account and settings forms and the address form (48 px controls),
 * `compact` in the checkout's cards (touch-target controls, smaller labels, a gap above each field).
 */
export type FieldLook = "roomy" | "compact"

/** What a field's control takes from the field: its id, its class and the error wiring. */
export interface ControlProps {
  readonly id: string
  readonly className: string | undefined
  readonly "aria-invalid"?: "true" | "false"
  readonly "aria-describedby"?: string
}

export interface FieldProps {
  readonly label: string
  /** The control's id: a fixed one where the error summary, a test or a journey finds it; else useId's. */
  readonly id?: string
  /**
   * A checked field's own message (null or "": nothing wrong): shown under the control as `<id>-error`,
   * read with it (aria-describedby), and the control says aria-invalid. Absent: a field this form does
   * not check, with neither attribute.
   */
  readonly error?: string | null
  readonly look?: FieldLook
}

/**
 * One labelled field (issue 25): the label, the control the caller draws with `control`'s props (an
 * input, a select, a textarea, a combobox), and the field's error under it.
 */
export function FormField({
  label,
  id: fixedId,
  error,
  look = "roomy",
  children,
}: FieldProps & { readonly children: (control: ControlProps) => ReactNode }): ReactNode {
  const ownId = useId()
  const id = fixedId ?? ownId
  const errorId = `${id}-error`
  const checked = error !== undefined
  const control: ControlProps = checked
    ? {
        id,
        className: styles.input,
        "aria-invalid": error ? "true" : "false",
        ...(error ? { "aria-describedby": errorId } : {}),
      }
    : { id, className: styles.input }
  return (
    <div className={look === "compact" ? `${styles.field} ${styles.compact}` : styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children(control)}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** A text, e-mail, tel or password field. */
export function TextField({
  value,
  onChange,
  name,
  type = "text",
  autoComplete,
  inputMode,
  required,
  disabled,
  focusOnMount = false,
  ...field
}: FieldProps & {
  readonly value: string
  readonly onChange: (value: string) => void
  readonly name?: string
  readonly type?: "text" | "email" | "tel" | "password"
  readonly autoComplete?: string
  readonly inputMode?: "numeric" | "email" | "tel"
  readonly required?: boolean
  readonly disabled?: boolean
  /** Takes the focus when shown (a code step replaces the form whose button had it). */
  readonly focusOnMount?: boolean
}): ReactNode {
  const input = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (focusOnMount) input.current?.focus({ preventScroll: true })
  }, [focusOnMount])
  return (
    <FormField {...field}>
      {(control) => (
        <input
          ref={input}
          {...control}
          name={name}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          required={required}
          disabled={disabled}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      )}
    </FormField>
  )
}

/** A select field; `children` are its options. */
export function SelectField({
  value,
  onChange,
  children,
  ...field
}: FieldProps & {
  readonly value: string | number
  readonly onChange: (value: string) => void
  readonly children: ReactNode
}): ReactNode {
  return (
    <FormField {...field}>
      {(control) => (
        <select {...control} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          {children}
        </select>
      )}
    </FormField>
  )
}

/** What a form's submit answered: the green success or the red failure. */
export interface FormOutcome {
  readonly ok: boolean
  readonly message: string
}

/**
 * A form's result line under its fields (data-result="success" or "error"), in a live region that is
 * always there, so the filled line is announced: `assertive` with role="alert" for a refusal that
 * blocks the form, `polite` for what a save answered. Other `data-*` marks go on the line too.
 */
export function FormMessage({
  result,
  live,
  ...marks
}: {
  readonly result: FormOutcome | null
  readonly live: "polite" | "assertive"
  readonly [mark: `data-${string}`]: string
}): ReactNode {
  return (
    <div aria-live={live}>
      {result === null ? null : (
        <p
          className={result.ok ? screen.success : screen.error}
          role={live === "assertive" ? "alert" : undefined}
          data-result={result.ok ? "success" : "error"}
          {...marks}
        >
          {result.message}
        </p>
      )}
    </div>
  )
}
