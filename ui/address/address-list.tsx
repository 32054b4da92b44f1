import { type ReactNode, useEffect, useRef } from "react"
import lists from "../kit/list.module.css"
import type { Translate } from "../model/translation"
import styles from "./address.module.css"
import type { AddressListItemView } from "./address-modal-view"

export interface AddressListProps {
  readonly addresses: ReadonlyArray<AddressListItemView>
  readonly t: Translate
  readonly onSelect: (id: number) => void
  readonly onEdit: (id: number) => void
}

/** An 18 px decorative icon: its path drawn as a line in the text's colour, and what `children` add. */
function LineIcon({
  d,
  strokeWidth,
  strokeLinecap,
  strokeLinejoin,
  children,
}: {
  readonly d: string
  readonly strokeWidth: string
  readonly strokeLinecap?: "round"
  readonly strokeLinejoin?: "round"
  readonly children?: ReactNode
}): ReactNode {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" focusable="false" aria-hidden="true">
      <path
        d={d}
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap={strokeLinecap}
        strokeLinejoin={strokeLinejoin}
      />
      {children}
    </svg>
  )
}

/**
 * The saved addresses (SPEC §2 'Address modal (list)'): a click on an address selects it, the pencil
 * edits it, and the active one is marked (a check and aria-current). Focus lands on the first address
 * when the list appears, so 'Go Back' from the form does not leave focus on a removed button.
 */
export function AddressList({ addresses, t, onSelect, onEdit }: AddressListProps): ReactNode {
  const list = useRef<HTMLUListElement>(null)
  useEffect(() => {
    list.current?.querySelector<HTMLButtonElement>("button")?.focus()
  }, [])
  if (addresses.length === 0)
    return <p className={styles.empty}>{t("no-saved-addresses", "No saved addresses yet.")}</p>
  return (
    <ul ref={list} className={`${lists.column} ${styles.list}`}>
      {addresses.map((address) => (
        <li key={address.id} className={styles.item} data-active={address.active}>
          <button
            type="button"
            className={styles.select}
            aria-current={address.active ? "true" : undefined}
            onClick={() => onSelect(address.id)}
          >
            <span className={styles.pin} aria-hidden="true">
              {address.active ? (
                <LineIcon d="M5 12.5l4.5 4.5L19 7.5" strokeWidth="2.5" strokeLinecap="round" />
              ) : (
                <LineIcon d="M12 21s-6.5-6.1-6.5-11a6.5 6.5 0 0113 0c0 4.9-6.5 11-6.5 11z" strokeWidth="1.8">
                  <circle cx="12" cy="10" r="2.3" fill="currentColor" />
                </LineIcon>
              )}
            </span>
            <span className={styles.itemText}>
              <span className={styles.itemMain}>{address.string}</span>
              {address.addressLine2 ? <span className={styles.itemSub}>{address.addressLine2}</span> : null}
              {address.active ? <span className={styles.activeLabel}>{t("active-address", "Active")}</span> : null}
            </span>
          </button>
          <button
            type="button"
            className={styles.edit}
            aria-label={`${t("edit", "Edit")}: ${address.string}`}
            onClick={() => onEdit(address.id)}
          >
            <LineIcon d="M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4" strokeWidth="1.8" strokeLinejoin="round" />
          </button>
        </li>
      ))}
    </ul>
  )
}
