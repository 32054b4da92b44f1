import type { ReactNode } from "react"
import { Modal } from "../kit/modal"
import kit from "../kit/screen.module.css"
import type { Translate } from "../model/translation"
import { type AddressFormActions, AddressFormButtons, AddressFormFields } from "./address-form"
import { AddressList } from "./address-list"
import { AddressMap, type AddressMapProps } from "./address-map"
import type { AddressFormView, AddressModalView } from "./address-modal-view"

/** The model commands both address modals call (names as in the UI contract). */
export interface AddressModalActions extends AddressFormActions {
  readonly select: (id: number) => void
  readonly openForm: (editingId: number | null) => void
  readonly close: () => void
  /** Draws the form's map when maps are configured (the model's drawMap). */
  readonly drawMap?: AddressMapProps["draw"]
}

export interface AddressModalProps {
  /** The model's addressModalView: closed, the saved-address list, or the form. */
  readonly view: AddressModalView
  readonly t: Translate
  readonly actions: AddressModalActions
  /** Draws the map when a key is configured; see AddressFormProps.renderMap. */
  readonly renderMap?: (form: AddressFormView) => ReactNode
}

function FormContent(props: {
  readonly form: AddressFormView
  readonly t: Translate
  readonly actions: AddressModalActions
  readonly renderMap?: (form: AddressFormView) => ReactNode
  readonly slot: "body" | "footer"
}): ReactNode {
  return props.slot === "body" ? <AddressFormFields {...props} /> : <AddressFormButtons {...props} />
}

/**
 * The address list modal and the address form modal (SPEC §2) as one 450 px dialog whose content
 * follows the model: the list ('Add New Address' below it) or the form. One dialog, so going from the
 * list to the form and back keeps the focus trap and does not replay the fade.
 */
export function AddressModal({ view, t, actions, renderMap: customMap }: AddressModalProps): ReactNode {
  const draw = actions.drawMap
  const renderMap =
    customMap ??
    (draw ? (form: AddressFormView) => <AddressMap form={form} draw={draw} label={t("map", "Map")} /> : undefined)
  const form = view.view === "form" ? view.form : null
  const title =
    view.view === "form"
      ? view.form.editingId === null
        ? t("add-new-address", "Add New Address")
        : t("edit-address", "Edit Address")
      : t("select-address", "Select Address")
  const shared = { t, actions, renderMap }
  return (
    <Modal
      open={view.view !== "closed"}
      onClose={actions.close}
      title={title}
      size="narrow"
      name="address"
      closeLabel={t("close", "Close")}
      footer={
        form ? (
          <FormContent form={form} slot="footer" {...shared} />
        ) : view.view === "list" ? (
          <button type="button" className={kit.primary} onClick={() => actions.openForm(null)}>
            {t("add-new-address", "Add New Address")}
          </button>
        ) : null
      }
    >
      {form ? (
        <FormContent key={form.editingId ?? "new"} form={form} slot="body" {...shared} />
      ) : view.view === "list" ? (
        <AddressList addresses={view.addresses} t={t} onSelect={actions.select} onEdit={actions.openForm} />
      ) : null}
    </Modal>
  )
}
