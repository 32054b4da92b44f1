import { type ReactNode, useId } from "react"
import type { Wire } from "../../domain"
import alert from "../kit/alert.module.css"
import { TextField } from "../kit/form-field"
import kit from "../kit/screen.module.css"
import type { WidgetCommands } from "../model/model"
import type { Translate } from "../model/translation"
import styles from "./address.module.css"
import { AddressCombobox } from "./address-combobox"
import type { AddressInput } from "./address-commands"
import type { AddressFormView } from "./address-modal-view"

/** The model commands the address form calls (names as in the UI contract). */
export interface AddressFormActions {
  readonly search: (text: string) => Promise<ReadonlyArray<Wire.Place>>
  readonly choosePlace: (place: Wire.Place) => void
  /** The address field or the flat line as typed, or the location's failure (in the log). */
  readonly editForm: WidgetCommands["address"]["editForm"]
  /** Save was pressed while the place cannot be saved (in the log: the form then says why). */
  readonly refuseSave: () => void
  /** Resolves to the message to show when the browser refused or could not locate (else null). */
  readonly useCurrentLocation: () => Promise<string | null | undefined>
  readonly save: (input: AddressInput) => void
  readonly remove: (id: number) => void
  readonly showList: () => void
  /** 'Go Back': to where the customer came from (the product the add waits for, else the list). */
  readonly back: () => void
}

export interface AddressFormProps {
  readonly form: AddressFormView
  readonly t: Translate
  readonly actions: AddressFormActions
  /**
   * Draws the map into the form when a map key is configured (form.showMap). The Maps live layer
   * provides it; without it (the sandbox has no key) no map is shown at all.
   */
  readonly renderMap?: (form: AddressFormView) => ReactNode
}

/**
 * The address form body (SPEC §2 'Address form modal'): the address combobox, the flat / building
 * field, 'Use my current location', and the map only when a key is configured.
 */
export function AddressFormFields({ form, t, actions, renderMap }: AddressFormProps): ReactNode {
  // Renamed: the contract's command name starts with "use", which linters take for a React hook.
  const { useCurrentLocation: locateMe } = actions
  // Why the browser gave no position (denied, unavailable); cleared by the next try. In the log
  // (issue 26), so a report shows it.
  const locationError = form.locationError
  const locate = async () => {
    if (locationError !== null) actions.editForm({ locationError: null })
    const failure = (await locateMe()) ?? null
    if (failure !== null) actions.editForm({ locationError: failure })
  }
  return (
    <div className={kit.form}>
      <AddressCombobox
        text={form.text}
        typed={form.typed}
        onType={(typed) => actions.editForm({ typed })}
        label={t("address", "Address")}
        t={t}
        search={actions.search}
        onChoose={actions.choosePlace}
        list={form.list}
        onList={actions.editForm}
      />
      <TextField
        label={t("address-line-2", "Flat, floor, building")}
        autoComplete="address-line2"
        value={form.addressLine2}
        onChange={(line2) => actions.editForm({ line2 })}
      />
      <button type="button" className={styles.locate} onClick={() => void locate()}>
        <svg viewBox="0 0 24 24" width="20" height="20" focusable="false" aria-hidden="true">
          <circle cx="12" cy="12" r="3.2" fill="currentColor" />
          <path
            d="M12 2v3M12 19v3M2 12h3M19 12h3M12 5.5a6.5 6.5 0 110 13 6.5 6.5 0 010-13z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
          />
        </svg>
        {t("use-my-current-location", "Use my current location")}
      </button>
      {locationError ? (
        <p role="alert" className={`${alert.error} ${styles.locationError}`} data-testid="location-error">
          {locationError}
        </p>
      ) : null}
      {form.showMap && renderMap ? <div className={styles.map}>{renderMap(form)}</div> : null}
    </div>
  )
}

/**
 * Go Back, Delete (edit mode only) and Add Address / Save Address. Saving sends the place the model
 * holds; without address text, latitude and longitude nothing is sent (SPEC §5), and the form says why
 * beside the button, announced (issue 27: no silent dead end), until a place is chosen.
 */
export function AddressFormButtons({ form, t, actions }: AddressFormProps): ReactNode {
  const line2 = form.addressLine2
  const refusalId = useId()
  // The customer pressed save while the place could not be saved (in the state); shown until it can be.
  const refusal = form.saveRefused ? form.saveRefusal : null
  return (
    <div className={styles.footer}>
      {refusal ? (
        <p
          id={refusalId}
          role="alert"
          className={`${alert.error} ${styles.locationError}`}
          data-testid="address-save-refusal"
        >
          {refusal}
        </p>
      ) : null}
      <div className={styles.buttons}>
        <button type="button" className={`${kit.secondary} ${styles.secondary}`} onClick={() => actions.back()}>
          {t("go-back", "Go Back")}
        </button>
        {form.showDelete && form.editingId !== null ? (
          <button
            type="button"
            className={`${kit.button} ${styles.danger}`}
            onClick={() => {
              if (form.editingId !== null) actions.remove(form.editingId)
            }}
          >
            {t("delete", "Delete")}
          </button>
        ) : null}
        <button
          type="button"
          className={`${kit.button} ${styles.primary}`}
          aria-describedby={refusal ? refusalId : undefined}
          onClick={() => {
            const place = form.place
            if (!form.canSave || place === null) {
              actions.refuseSave()
              return
            }
            actions.save({
              string: place.string,
              latitude: place.latitude,
              longitude: place.longitude,
              address_line_2: line2.trim() === "" ? null : line2,
            })
          }}
        >
          {form.submitLabel}
        </button>
      </div>
    </div>
  )
}
