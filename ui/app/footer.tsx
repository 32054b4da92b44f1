import { useSignals } from "@preact/signals-react/runtime"
import { lazy, type ReactNode, Suspense, useState } from "react"
import { useModel } from "../model/model-context"
import styles from "./footer.module.css"

/** The privacy policy of the ordering service (the restaurant API carries no URL of its own). */
export const PRIVACY_POLICY_URL = "https://zamow.online/polityka-prywatnosci"
/** Where the service explains account deletion; a restaurant with a feedback e-mail gets a mailto instead. */
export const DELETE_ACCOUNT_URL = "https://zamow.online/usuwanie-konta"
export const CONTACT_FALLBACK_URL = "https://zamow.online/kontakt"
/**
 * The accessibility statement (issue 30, docs/accessibility.md and docs/accessibility.pl.md), built
 * into dist/ as pages of the widget's own origin (scripts/accessibility-page.ts), so they are served
 * wherever the widget is. The footer links to the one in the customer's language: Polish for Polish,
 * English otherwise.
 */
export const ACCESSIBILITY_STATEMENT_URL = "/accessibility.html"
export const ACCESSIBILITY_STATEMENT_URL_PL = "/accessibility.pl.html"
export const statementUrl = (language: string | undefined): string =>
  /^pl\b/i.test(language ?? "") ? ACCESSIBILITY_STATEMENT_URL_PL : ACCESSIBILITY_STATEMENT_URL

/** The 'Report a problem' dialog is its own chunk: it loads on the first click, never with the menu. */
const ReportProblem = lazy(() => import("./report-problem"))

/** A mailto link with a subject; the address is the restaurant's feedback_email as sent (encoded). */
export const mailto = (email: string, subject: string): string =>
  `mailto:${encodeURIComponent(email).replace(/%40/g, "@")}?subject=${encodeURIComponent(subject)}`

/** A usable e-mail address (one @, no spaces), else null. */
const usableEmail = (email: string | null | undefined): string | null =>
  email && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim()) ? email.trim() : null

/** The shared footer (SPEC §2): how to delete an account, privacy policy, contact. External links open a new tab. */
export function Footer(): ReactNode {
  useSignals()
  const model = useModel()
  const t = model.projections.t.value
  const restaurant = model.state.value.catalogue.restaurant
  const email = usableEmail(restaurant?.feedback_email)
  const [reporting, setReporting] = useState(false)
  const deleteText = t("how-to-delete-account", "How to delete an account")
  const links = [
    { href: email ? mailto(email, deleteText) : DELETE_ACCOUNT_URL, text: deleteText },
    { href: PRIVACY_POLICY_URL, text: t("privacy-policy", "Privacy policy") },
    {
      href: email ? mailto(email, restaurant?.name ?? t("contact", "Contact")) : CONTACT_FALLBACK_URL,
      text: t("contact", "Contact"),
    },
    { href: statementUrl(t.language), text: t("accessibility-statement", "Accessibility statement") },
  ]
  return (
    <footer className={styles.footer}>
      <nav aria-label={t("footer-links", "Information")}>
        <ul className={styles.links}>
          {links.map((l) => (
            <li key={l.text}>
              <a className={styles.link} href={l.href} target="_blank" rel="noopener noreferrer">
                {l.text}
              </a>
            </li>
          ))}
          <li className={styles.report}>
            <button type="button" className={`${styles.link} ${styles.action}`} onClick={() => setReporting(true)}>
              {t("report-problem", "Report a problem")}
            </button>
          </li>
        </ul>
      </nav>
      {reporting && (
        <Suspense fallback={null}>
          <ReportProblem onClose={() => setReporting(false)} />
        </Suspense>
      )}
    </footer>
  )
}
