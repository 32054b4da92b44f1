import { useSignals } from "@preact/signals-react/runtime"
import { type ReactNode, useId, useState } from "react"
import { Replay, type Widget } from "../../domain"
import { version } from "../../package.json"
import button from "../kit/button.module.css"
import { Modal } from "../kit/modal"
import modal from "../kit/modal.module.css"
import { useModel } from "../model/model-context"
import styles from "./report-problem.module.css"

/** What 'Report a problem' downloads: enough to replay the session, with personal data redacted. */
export interface ProblemReport {
  readonly version: string
  readonly restaurantId: number | null
  readonly route: { readonly name: string; readonly orderId: number | null }
  readonly viewport: { readonly width: number; readonly height: number }
  readonly language: string
  /** When the report was made (ISO 8601); each event carries its own `at` in milliseconds. */
  readonly createdAt: string
  /** The customer's own words, sent as typed: they chose to write them into a report. */
  readonly description: string
  readonly events: ReadonlyArray<Widget.WidgetEvent>
}

/**
 * The report file's content. The log goes through Replay.redactLog here, the one way out of the
 * browser, so no token, contact, address, card or invoice data is ever in a downloaded report.
 */
export const problemReport = (
  input: Omit<ProblemReport, "events"> & { readonly log: ReadonlyArray<Widget.WidgetEvent> },
): ProblemReport => {
  const { log, ...rest } = input
  return { ...rest, events: Replay.redactLog(log) }
}

/** Saves the report as a JSON file through a Blob and a temporary <a download>. */
const download = (report: ProblemReport): void => {
  const blob = new Blob([JSON.stringify(report, null, 2)], { type: "application/json" })
  const href = URL.createObjectURL(blob)
  const link = document.createElement("a")
  link.href = href
  link.download = `widget-report-${report.createdAt.replace(/[:.]/g, "-")}.json`
  document.body.append(link)
  link.click()
  link.remove()
  // Revoked later: some browsers read the blob only after click() has returned.
  window.setTimeout(() => URL.revokeObjectURL(href), 10_000)
}

/**
 * The footer's 'Report a problem' dialog: an optional description and a Download button. Lazy (its
 * own chunk), so neither it nor the redaction is in the menu's first JS.
 */
export default function ReportProblem({ onClose }: { readonly onClose: () => void }): ReactNode {
  useSignals()
  const model = useModel()
  const t = model.projections.t.value
  const [description, setDescription] = useState("")
  const fieldId = useId()
  const introId = useId()
  const save = (close: () => void) => {
    const state = model.state.peek()
    download(
      problemReport({
        version,
        restaurantId: state.restaurantId,
        route: state.route,
        viewport: { width: window.innerWidth, height: window.innerHeight },
        language: model.projections.language.peek(),
        createdAt: new Date().toISOString(),
        description,
        log: model.log,
      }),
    )
    close()
  }
  return (
    <Modal
      open
      onClose={onClose}
      title={t("report-problem", "Report a problem")}
      size="narrow"
      name="report-problem"
      closeLabel={t("close", "Close")}
      describedBy={introId}
      footer={(close) => (
        <button type="button" className={`${button.primary} ${modal.action}`} onClick={() => save(close)}>
          {t("report-problem-download", "Download")}
        </button>
      )}
    >
      <p id={introId} className={styles.intro}>
        {t(
          "report-problem-intro",
          "Download a file describing what happened in the widget and send it to the restaurant. Your contact details, addresses and payment data are removed from it.",
        )}
      </p>
      <label className={styles.label} htmlFor={fieldId}>
        {t("report-problem-what-happened", "What happened?")}
      </label>
      <textarea
        id={fieldId}
        className={styles.textarea}
        value={description}
        maxLength={2000}
        onChange={(e) => setDescription(e.target.value)}
      />
    </Modal>
  )
}
