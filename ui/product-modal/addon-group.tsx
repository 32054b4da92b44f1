import { type ReactNode, useId } from "react"
import alert from "../kit/alert.module.css"
import styles from "./product-modal.module.css"
import type { ProductModalGroupView } from "./product-modal-view"

export interface AddonGroupProps {
  readonly group: ProductModalGroupView
  readonly onToggle: (groupKey: string, optionId: number) => void
  /** Makes the input names unique when two halves render the same group. */
  readonly scope: string
}

/**
 * One add-on group as a real fieldset: its legend carries the name, the hint ('Wybierz N' / 'Wybierz
 * 1'), the 'Wymagane' badge or the 'Dodatkowe' tag, and the options are native radio or checkbox
 * inputs (the domain decided which), so arrow keys, Space and screen readers work as usual.
 *
 * After a refused add a group that still needs a choice is marked (aria-invalid, a red edge) and
 * carries its own message, which the modal scrolls into view (ProductModal).
 *
 * Radio clearing: a click on the chosen radio fires no change event, so that click is caught and sent
 * as a toggle too (the domain's toggle clears the group, SPEC §2 'clicking the chosen one again clears it').
 */
export function AddonGroup({ group, onToggle, scope }: AddonGroupProps): ReactNode {
  const name = `${scope}-${group.key}`
  const messageId = useId()
  const invalid = group.invalidText !== null
  return (
    <fieldset
      className={styles.group}
      data-invalid={invalid || undefined}
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? messageId : undefined}
    >
      <legend className={styles.legend}>
        <span className={styles.groupName}>{group.name}</span>
        {group.badge ? <span className={`${styles.pill} ${styles.required}`}>{group.badge}</span> : null}
        {group.tag ? <span className={`${styles.pill} ${styles.tag}`}>{group.tag}</span> : null}
        {group.hint ? <span className={styles.hint}>{group.hint}</span> : null}
      </legend>
      {invalid ? (
        <p id={messageId} className={`${alert.error} ${styles.groupMessage}`}>
          {group.invalidText}
        </p>
      ) : null}
      <ul className={styles.options}>
        {group.options.map((option) => (
          <li key={option.id}>
            <label className={styles.option} data-checked={option.checked} data-disabled={option.disabled}>
              <input
                className={styles.control}
                type={group.mode}
                name={name}
                value={option.id}
                checked={option.checked}
                disabled={option.disabled}
                onChange={() => {
                  if (group.mode === "checkbox" || !option.checked) onToggle(group.key, option.id)
                }}
                onClick={() => {
                  if (group.mode === "radio" && option.checked) onToggle(group.key, option.id)
                }}
              />
              <span className={styles.optionName}>{option.name}</span>
              <span className={styles.optionPrice}>{option.priceText}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  )
}
