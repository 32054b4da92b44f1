import { type ReactNode, useEffect, useRef } from "react"
import type { Translate } from "../model/views"
import styles from "./address.module.css"
import type { AddressListItemView } from "./address-modal-view"

export interface AddressListProps {
  readonly addresses: ReadonlyArray<AddressListItemView>
  readonly t: Translate
  readonly onSelect: (id: number) => void
  readonly onEdit: (id: number) => void
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
    <ul ref={list} className={styles.list}>
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
                <svg viewBox="0 0 24 24" width="18" height="18" focusable="false" aria-hidden="true">
                  <path
                    d="M5 12.5l4.5 4.5L19 7.5"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2.5"
                    strokeLinecap="round"
                  />
                </svg>
              ) : (
                <svg viewBox="0 0 24 24" width="18" height="18" focusable="false" aria-hidden="true">
                  <path
                    d="M12 21s-6.5-6.1-6.5-11a6.5 6.5 0 0113 0c0 4.9-6.5 11-6.5 11z"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.8"
                  />
                  <circle cx="12" cy="10" r="2.3" fill="currentColor" />
                </svg>
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
            <svg viewBox="0 0 24 24" width="18" height="18" focusable="false" aria-hidden="true">
              <path
                d="M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinejoin="round"
              />
            </svg>
          </button>
        </li>
      ))}
    </ul>
  )
}
