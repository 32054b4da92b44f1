import { type ReactNode, useEffect, useId, useRef } from "react"
import { AddToOrderBar } from "../kit/add-to-order-bar"
import button from "../kit/button.module.css"
import lists from "../kit/list.module.css"
import { Modal } from "../kit/modal"
import { scrollToTopWithin } from "../kit/scroll-within"
import type { Translate } from "../model/translation"
import styles from "./combo-modal.module.css"
import type { ComboModalView, ComboOptionView } from "./combo-modal-view"

/** The model commands the combo modal calls (names as in the UI contract). */
export interface ComboModalActions {
  readonly focusGroup: (groupId: number) => void
  /** `walk`: move on to the next group after the choice (the phone layout). */
  readonly chooseOption: (groupId: number, optionId: number, walk?: boolean) => void
  readonly setQuantity: (quantity: number) => void
  /** The quantity field's draft while typing (in the log); null: it shows the quantity again. */
  readonly typeQuantity?: (text: string | null) => void
  readonly addToCart: () => void | Promise<void>
  readonly close: () => void
}

export interface ComboModalProps {
  /** The model's comboModalView: null when the modal is closed. */
  readonly view: ComboModalView | null
  readonly t: Translate
  readonly actions: ComboModalActions
}

/** The phone layout (one column): there a choice walks on to the next group. Same breakpoint as the CSS. */
const walksGroups = (): boolean => window.matchMedia?.("(max-width: 767.98px)").matches ?? false

interface Parts {
  readonly view: ComboModalView
  readonly t: Translate
  readonly actions: ComboModalActions
}

function OptionCard({
  option,
  onChoose,
}: {
  readonly option: ComboOptionView
  readonly onChoose: () => void
}): ReactNode {
  return (
    <button type="button" className={styles.card} aria-pressed={option.chosen} onClick={onChoose}>
      <span className={styles.cardImage}>
        {option.logo ? <img src={option.logo} alt="" width={72} height={72} loading="lazy" decoding="async" /> : null}
      </span>
      <span className={styles.cardText}>
        <span className={styles.cardName}>{option.name}</span>
        {option.variableName ? <span className={styles.cardVariant}>{option.variableName}</span> : null}
      </span>
      <span className={styles.cardPrice}>{option.extraText}</span>
      <span className={styles.check} aria-hidden="true">
        <svg viewBox="0 0 24 24" width="16" height="16" focusable="false" aria-hidden="true">
          <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
      </span>
    </button>
  )
}

/**
 * Left side: the focused group's options as cards; a click chooses the option for that group. After
 * 'Zmień' focus moves to the group's chosen (or first) card: on a phone the options sit above the
 * groups, so this also brings them into view.
 */
function Options({ view, actions }: Parts): ReactNode {
  const headingId = useId()
  const section = useRef<HTMLElement>(null)
  const shownGroup = useRef(view.focusedGroupId)
  const focused = view.groups.find((g) => g.id === view.focusedGroupId)
  const groupId = view.focusedGroupId
  useEffect(() => {
    if (shownGroup.current === groupId) return
    shownGroup.current = groupId
    const cards = section.current?.querySelectorAll<HTMLButtonElement>("button[aria-pressed]")
    const target = Array.from(cards ?? []).find((c) => c.getAttribute("aria-pressed") === "true") ?? cards?.[0]
    target?.focus({ preventScroll: true })
    // The new group's heading at the top (under the phone's sticky steps), not its focused card.
    if (section.current) scrollToTopWithin(section.current, walksGroups() ? 64 : 16)
  }, [groupId])
  if (!focused || groupId === null) return <section className={styles.options} />
  return (
    <section ref={section} className={styles.options} aria-labelledby={headingId}>
      {view.stepText ? <p className={styles.step}>{view.stepText}</p> : null}
      <h3 id={headingId} className={styles.sectionTitle}>
        {focused.name}
      </h3>
      {view.focusedSurchargeText ? <p className={styles.surchargeNote}>{view.focusedSurchargeText}</p> : null}
      <ul className={styles.cards}>
        {view.options.map((option) => (
          <li key={option.id}>
            <OptionCard option={option} onChoose={() => actions.chooseOption(groupId, option.id, walksGroups())} />
          </li>
        ))}
      </ul>
    </section>
  )
}

/**
 * The phone's walk through the groups, above the options: one button per group (its name, a tick once
 * chosen, the current one marked), so later groups are never hidden below the footer and any group can
 * be revisited. Hidden on the laptop, where the summary beside the options does the same.
 */
function Steps({ view, t, actions }: Parts): ReactNode {
  return (
    <ol className={styles.steps} aria-label={t("combo-steps", "Combo steps")}>
      {view.groups.map((group) => (
        <li key={group.id}>
          <button
            type="button"
            className={styles.stepButton}
            aria-current={group.focused ? "step" : undefined}
            data-chosen={group.chosen !== null}
            data-invalid={group.invalid || undefined}
            onClick={() => actions.focusGroup(group.id)}
          >
            {group.chosen ? (
              <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
                <path
                  d="M5 12.5l4.5 4.5L19 7.5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="3"
                  strokeLinecap="round"
                />
              </svg>
            ) : null}
            {group.name}
            {group.chosen ? <span className="visually-hidden"> ({t("chosen", "chosen")})</span> : null}
          </button>
        </li>
      ))}
    </ol>
  )
}

/** Right side: every group with its chosen option and 'Zmień', then the running total. */
function Summary({ view, t, actions }: Parts): ReactNode {
  const headingId = useId()
  return (
    <section className={styles.summary} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.sectionTitle}>
        {t("your-combo", "Your combo")}
      </h3>
      {view.description ? <p className={styles.description}>{view.description}</p> : null}
      <ul className={`${lists.column} ${styles.groups}`}>
        {view.groups.map((group) => (
          <li
            key={group.id}
            className={styles.group}
            data-focused={group.focused}
            data-invalid={group.invalid || undefined}
            data-group-id={group.id}
          >
            <div className={styles.groupText}>
              <span className={styles.groupName}>
                {group.name}
                {group.surchargeText ? <span className={styles.surcharge}> {group.surchargeText}</span> : null}
              </span>
              <span className={styles.groupChoice}>
                {group.chosen
                  ? [group.chosen.name, group.chosen.variableName].filter(Boolean).join(" · ")
                  : t("not-chosen", "Not chosen")}
              </span>
            </div>
            <button
              type="button"
              className={`${button.outline} ${styles.change}`}
              aria-current={group.focused ? "true" : undefined}
              onClick={() => actions.focusGroup(group.id)}
            >
              {t("change", "Change")}
              <span className="visually-hidden"> {group.name}</span>
            </button>
          </li>
        ))}
      </ul>
      <p className={styles.total}>
        <span>{t("total", "Total")}</span>
        <span className={styles.totalValue}>{view.totalText}</span>
      </p>
    </section>
  )
}

/**
 * The combo modal (SPEC §2), presentational: options of the focused group on the left, the groups
 * with their choice and 'Zmień' on the right, the running total, and 'Dodaj do zamowienia' with the
 * total. Stacks vertically under 768 px. Prices and the 'Please complete your combo selection' rule
 * come from the model's view.
 */
export function ComboModal({ view, t, actions }: ComboModalProps): ReactNode {
  const guided: ComboModalActions = {
    ...actions,
    addToCart: async () => {
      await actions.addToCart()
      // A refused add marked the groups with no choice: show the first one's options.
      const first = view?.groups.find((g) => g.chosen === null)
      if (first && !first.focused) actions.focusGroup(first.id)
    },
  }
  return (
    <Modal
      open={view !== null}
      onClose={actions.close}
      title={view?.name ?? ""}
      size="wide"
      name="combo"
      closeLabel={t("close", "Close")}
      footer={view ? <AddToOrderBar message={view.error} view={view} actions={guided} t={t} /> : null}
    >
      {view ? (
        <div className={styles.layout}>
          <Steps view={view} t={t} actions={actions} />
          <Options view={view} t={t} actions={actions} />
          <Summary view={view} t={t} actions={actions} />
        </div>
      ) : null}
    </Modal>
  )
}
