import { Component, type ErrorInfo, type ReactNode } from "react"
import styles from "./notice.module.css"

interface Props {
  /** Translated texts: the boundary renders outside the model's reach when the tree failed. */
  readonly title: string
  readonly retryLabel: string
  readonly children: ReactNode
}

interface State {
  readonly failed: boolean
}

/**
 * Keeps a rendering bug from blanking the embedded widget: shows a message and a retry that
 * re-renders the tree. The error goes to the console for the report.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false }

  static getDerivedStateFromError(): State {
    return { failed: true }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error("widget render failed", error, info.componentStack)
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children
    // In a <main>: the boundary replaces the page's main landmark, and a page needs one (WCAG 1.3.1).
    return (
      <main>
        <div className={styles.notice} role="alert">
          <h1 className={styles.title}>{this.props.title}</h1>
          <button type="button" className={styles.button} onClick={() => this.setState({ failed: false })}>
            {this.props.retryLabel}
          </button>
        </div>
      </main>
    )
  }
}
