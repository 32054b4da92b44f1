import type { ReactNode } from "react"
import button from "../kit/button.module.css"
import lists from "../kit/list.module.css"
import { Modal } from "../kit/modal"
import type { WidgetCommands } from "../model/model"
import styles from "./reorder.module.css"
import type { ReorderDialogView, ReorderLineView } from "./reorder-view"

/**
 * 'Order again' (issue 15): the review of what a past order becomes in today's menu — what will be
 * added, the lines whose price changed (old → new), and those no longer available with why — with
 * Confirm and Cancel. Nothing is sent before Confirm. After a failed add (its SPEC §8 message shows
 * in the message modal above) it says what was added and what was not, and offers the cart.
 * The shared Modal gives the labelled, focus-trapped dialog; it stays a lazy chunk of the modal host.
 */
export function ReorderDialog({
  view,
  actions,
}: {
  readonly view: ReorderDialogView
  readonly actions: WidgetCommands["reorder"]
}): ReactNode {
  const failed = view.phase === "failed"
  return (
    <Modal
      open={view.open}
      onClose={actions.close}
      title={view.title}
      size="narrow"
      name="reorder"
      closeLabel={view.closeLabel}
      footer={(close) =>
        failed ? (
          <div className={styles.actions}>
            <button type="button" className={`${button.onCard} ${styles.secondary}`} onClick={close}>
              {view.closeLabel}
            </button>
            <button type="button" className={`${button.primary} ${styles.primary}`} onClick={actions.viewCart}>
              {view.viewCartLabel}
            </button>
          </div>
        ) : (
          <div className={styles.actions}>
            <button
              type="button"
              className={`${button.onCard} ${styles.secondary}`}
              onClick={close}
              disabled={view.phase === "adding"}
            >
              {view.cancelLabel}
            </button>
            {view.canConfirm || view.phase === "adding" ? (
              <button
                type="button"
                className={`${button.primary} ${styles.primary}`}
                onClick={() => void actions.confirm()}
                disabled={view.phase === "adding"}
                aria-busy={view.phase === "adding"}
              >
                {view.confirmLabel}
              </button>
            ) : null}
          </div>
        )
      }
    >
      {failed ? (
        <div role="status" className={styles.outcome}>
          <p className={styles.summary} data-testid="reorder-added">
            {view.added}
          </p>
          <p className={styles.summary} data-testid="reorder-not-added">
            {view.notAdded}
          </p>
        </div>
      ) : null}
      {view.notice ? <p className={styles.notice}>{view.notice}</p> : null}
      {!failed && view.willAdd.length > 0 ? (
        <Section heading={view.headings.willAdd} name="will-add">
          {view.willAdd.map((line) => (
            <Line key={line.key} line={line} />
          ))}
        </Section>
      ) : null}
      {!failed && view.priceChanged.length > 0 ? (
        <Section heading={view.headings.priceChanged} name="price-changed">
          {view.priceChanged.map((line) => (
            <Line key={line.key} line={line} />
          ))}
        </Section>
      ) : null}
      {view.unavailable.length > 0 ? (
        <Section heading={view.headings.unavailable} name="unavailable">
          {view.unavailable.map((line) => (
            <li key={line.key} className={`${styles.line} ${styles.unavailable}`}>
              <span className={styles.label}>{line.label}</span>
              <span className={styles.reason}>{line.reason}</span>
            </li>
          ))}
        </Section>
      ) : null}
    </Modal>
  )
}

function Section({
  heading,
  name,
  children,
}: {
  readonly heading: string
  readonly name: string
  readonly children: ReactNode
}): ReactNode {
  const id = `reorder-${name}`
  return (
    <section className={styles.section} aria-labelledby={id} data-testid={id}>
      <h3 id={id} className={styles.heading}>
        {heading}
      </h3>
      <ul className={`${lists.column} ${styles.lines}`}>{children}</ul>
    </section>
  )
}

function Line({ line }: { readonly line: ReorderLineView }): ReactNode {
  return (
    <li className={styles.line}>
      <span>{line.label}</span>
      <span className={styles.price}>
        {line.was ? <s className={styles.was}>{line.was}</s> : null}
        {line.was ? "→ " : null}
        {line.price}
      </span>
    </li>
  )
}
