import { type KeyboardEvent, type ReactNode, type Ref, useId, useRef } from "react"
import { Search } from "../../domain"
import alert from "../kit/alert.module.css"
import type { Translate } from "../model/translation"
import { AddonGroup } from "./addon-group"
import styles from "./product-modal.module.css"
import type { Half, ProductModalView } from "./product-modal-view"

/** The model commands the customisation modal calls (names as in the UI contract). */
export interface ProductModalActions {
  readonly chooseVariant: (productId: number) => void
  readonly toggleHalfAndHalf: () => void
  readonly chooseHalfTab: (half: Half) => void
  readonly chooseSecondHalf: (productId: number) => void
  readonly toggleAddon: (groupKey: string, ingredientId: number) => void
  readonly toggleExclusion: (ingredientId: number) => void
  readonly setQuantity: (quantity: number) => void
  /** The quantity field's draft while typing (in the log); null: it shows the quantity again. */
  readonly typeQuantity?: (text: string | null) => void
  readonly addToCart: () => void | Promise<void>
  readonly close: () => void
}

interface Props {
  readonly view: ProductModalView
  readonly t: Translate
  readonly actions: ProductModalActions
}

const halves: ReadonlyArray<Half> = ["first", "second"]

/** Image, description and allergens at the top of the modal; the image box has a fixed size so nothing jumps. */
function Intro({ view, t }: Omit<Props, "actions">): ReactNode {
  return (
    <div className={styles.intro}>
      {view.logo ? (
        <img className={styles.image} src={view.logo} alt="" width={112} height={112} loading="lazy" decoding="async" />
      ) : null}
      <div className={styles.introText}>
        {view.description ? <p className={styles.description}>{view.description}</p> : null}
        {view.allergens.length > 0 ? (
          <p className={styles.allergens}>
            <span className={styles.allergensLabel}>{t(Search.ALLERGENS.key, Search.ALLERGENS.text)}:</span>{" "}
            {view.allergens.join(", ")}
          </p>
        ) : null}
      </div>
    </div>
  )
}

function Sizes({ view, t, actions }: Props): ReactNode {
  const name = useId()
  if (view.sizes.length === 0) return null
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>
        <span className={styles.groupName}>{t("size", "Size")}</span>
      </legend>
      <div className={styles.sizes}>
        {view.sizes.map((size) => (
          <label key={size.productId} className={styles.size} data-checked={size.selected}>
            <input
              className="visually-hidden"
              type="radio"
              name={name}
              value={size.productId}
              checked={size.selected}
              onChange={() => actions.chooseVariant(size.productId)}
            />
            <span className={styles.sizeLabel}>{size.label}</span>
            <span className={styles.sizePrice}>{size.priceText}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}

function HalfToggle({ view, t, actions }: Props): ReactNode {
  const ruleId = useId()
  if (!view.allowHalf) return null
  return (
    <div>
      <label className={styles.switchRow}>
        <span className={styles.switchText}>{t("half-and-half", "Half and half")}</span>
        <input
          className={styles.switch}
          type="checkbox"
          role="switch"
          aria-checked={view.halfAndHalf}
          aria-describedby={view.halfPriceRule === null ? undefined : ruleId}
          checked={view.halfAndHalf}
          onChange={() => actions.toggleHalfAndHalf()}
        />
      </label>
      {view.halfPriceRule === null ? null : (
        <p id={ruleId} className={styles.halfRule}>
          {view.halfPriceRule}
        </p>
      )}
    </div>
  )
}

function SecondHalfPicker({ view, t, actions }: Props): ReactNode {
  const id = useId()
  const selected = view.secondHalfChoices.find((c) => c.selected)
  const invalid = view.secondHalfInvalidText !== null
  return (
    <div className={styles.field} data-invalid={invalid || undefined}>
      <label htmlFor={id} className={styles.fieldLabel}>
        {t("choose-second-half", "Choose the second half")}
      </label>
      {invalid ? (
        <p id={`${id}-message`} className={`${alert.error} ${styles.groupMessage}`}>
          {view.secondHalfInvalidText}
        </p>
      ) : null}
      <select
        id={id}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-message` : undefined}
        className={styles.select}
        value={selected ? String(selected.productId) : ""}
        onChange={(event) => {
          const id = Number(event.currentTarget.value)
          if (Number.isInteger(id) && event.currentTarget.value !== "") actions.chooseSecondHalf(id)
        }}
      >
        <option value="" disabled>
          {t("choose-product", "Choose a product")}
        </option>
        {view.secondHalfChoices.map((c) => (
          <option key={c.productId} value={c.productId}>
            {c.name}
          </option>
        ))}
      </select>
    </div>
  )
}

function Ingredients({ view, t, actions }: Props): ReactNode {
  const removable = view.ingredients.filter((i) => i.canExclude)
  if (removable.length === 0) return null
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>
        <span className={styles.groupName}>{t("remove-ingredients", "Remove ingredients")}</span>
      </legend>
      <ul className={styles.options}>
        {removable.map((ingredient) => (
          <li key={ingredient.id}>
            <label className={styles.option} data-checked={ingredient.excluded}>
              <input
                className={styles.control}
                type="checkbox"
                checked={ingredient.excluded}
                onChange={() => actions.toggleExclusion(ingredient.id)}
              />
              <span className={`${styles.optionName} ${ingredient.excluded ? styles.struck : ""}`}>
                {ingredient.name}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  )
}

/** Add-on groups and ingredients of the half being edited (the view already picked it). */
function Customisation(props: Props & { readonly scope: string }): ReactNode {
  const { view, actions, scope } = props
  return (
    <>
      {view.groups.map((group) => (
        <AddonGroup key={group.key} group={group} onToggle={actions.toggleAddon} scope={scope} />
      ))}
      <Ingredients {...props} />
    </>
  )
}

/**
 * First-half / second-half tabs (WAI-ARIA tabs with arrow keys). The second tab holds the picker of
 * the second half (products of the same category) above that half's add-ons.
 */
function HalfTabs(props: Props): ReactNode {
  const { view, t, actions } = props
  const base = useId()
  const refs = useRef<Record<Half, HTMLButtonElement | null>>({ first: null, second: null })
  const tabs = view.halfTabs
  if (tabs === null) return null
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!["ArrowLeft", "ArrowRight", "Home", "End"].includes(event.key)) return
    event.preventDefault()
    const next: Half =
      event.key === "Home" ? "first" : event.key === "End" ? "second" : tabs.active === "first" ? "second" : "first"
    actions.chooseHalfTab(next)
    refs.current[next]?.focus()
  }
  return (
    <div className={styles.halves}>
      <div role="tablist" aria-label={t("half-and-half", "Half and half")} className={styles.tablist}>
        {halves.map((half) => {
          const tab = tabs[half]
          const selected = tabs.active === half
          return (
            <button
              key={half}
              ref={(el) => {
                refs.current[half] = el
              }}
              id={`${base}-tab-${half}`}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={`${base}-panel`}
              tabIndex={selected ? 0 : -1}
              className={styles.tab}
              data-invalid={(half === "second" && view.secondHalfInvalidText !== null && !selected) || undefined}
              onClick={() => actions.chooseHalfTab(half)}
              onKeyDown={onKeyDown}
            >
              <span className={styles.tabLabel}>{tab.label}</span>
              <span className={styles.tabProduct}>{tab.productName ?? "—"}</span>
            </button>
          )
        })}
      </div>
      <div
        role="tabpanel"
        id={`${base}-panel`}
        aria-labelledby={`${base}-tab-${tabs.active}`}
        className={styles.tabpanel}
      >
        {tabs.active === "second" ? <SecondHalfPicker {...props} /> : null}
        <Customisation {...props} scope={`${base}-${tabs.active}`} />
      </div>
    </div>
  )
}

/** The scrolling body of the customisation modal: intro, size, half-and-half, add-ons, exclusions. */
export function ProductModalBody(props: Props & { readonly containerRef?: Ref<HTMLDivElement> }): ReactNode {
  const scope = useId()
  return (
    <div className={styles.body} ref={props.containerRef}>
      <Intro view={props.view} t={props.t} />
      <Sizes {...props} />
      <HalfToggle {...props} />
      {props.view.halfTabs ? <HalfTabs {...props} /> : <Customisation {...props} scope={scope} />}
    </div>
  )
}
