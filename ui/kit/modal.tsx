import {
  type ReactNode,
  type RefObject,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from "react"
import { createPortal } from "react-dom"
import { focusableIn, nextInTrap } from "./focusable"
import styles from "./modal.module.css"
import { ModalRootContext } from "./modal-root"
import { isTopModal, modalBelow, pushModal } from "./modal-stack"
import { modalFadeMs } from "./motion"
import { scrollChain, wheelScrollsInside } from "./wheel-containment"

/** Content that may need to close the modal the same way the close control does (with the fade). */
type Slot = ReactNode | ((requestClose: () => void) => ReactNode)

export interface ModalProps {
  /** Whether the modal should be shown. Turning it false plays the 150 ms fade-out before unmounting. */
  readonly open: boolean
  /**
   * Called once the close fade has played after Escape, an outside click or the close control. The
   * owner must then set `open` to false (usually by calling a model command); until then the modal
   * stays faded out.
   */
  readonly onClose: () => void
  /** The heading; it also names the dialog (aria-labelledby). */
  readonly title: ReactNode
  /** 784 px for the product and combo modals, 450 px for the address, message and promo modals (SPEC §9). */
  readonly size: "wide" | "narrow"
  /** Accessible name of the × control, already translated. */
  readonly closeLabel: string
  readonly children: Slot
  /** A bar kept visible under the scrolling body (e.g. the add button with the live total). */
  readonly footer?: Slot
  /** What gets focus when the modal opens; the first focusable element when not given. */
  readonly initialFocus?: RefObject<HTMLElement | null>
  /** id of an element that describes the dialog (e.g. the message text). */
  readonly describedBy?: string
  /** Extra element under the heading, inside the header (e.g. half tabs). */
  readonly headerExtra?: ReactNode
  /** data-testid-like hook for tests and styling: rendered as data-modal on the dialog. */
  readonly name?: string
}

const render = (slot: Slot | undefined, requestClose: () => void): ReactNode =>
  typeof slot === "function" ? slot(requestClose) : slot

/**
 * The one accessible modal of the widget: portalled, role="dialog" with aria-modal and its heading as
 * name, focus moved in and trapped (Tab wraps), Escape and an outside click close it, and focus goes
 * back to the element that opened it (if that is gone, to the first control of its closest container
 * left). It fades in and out in 150 ms (no fade with reduced motion), sits 60 px from the top, is
 * 784 or 450 px wide, and becomes a full-screen sheet under 768 px.
 * "The screen" is the visible band of the iframe embed.js reports (ui/app/viewport-band.ts), so the
 * modal opens where the customer is looking on the restaurant's page; the wheel over it scrolls it
 * and never chains to the page.
 *
 * Watch for: closing is asynchronous. Escape / outside click / × start the fade and call `onClose`
 * 150 ms later; a modal closed from outside (`open` turned false) keeps showing its last content
 * while it fades, so pass view snapshots as props rather than reading live state inside.
 */
export function Modal(props: ModalProps): ReactNode {
  const { open, onClose, size, closeLabel, describedBy, initialFocus, name } = props
  const headingId = useId()
  const rootFromContext = useContext(ModalRootContext)
  const panelRef = useRef<HTMLDivElement>(null)
  const onCloseRef = useRef(onClose)
  onCloseRef.current = onClose

  // What to show while fading out after `open` turned false: the last content seen while open.
  const shown = useRef({ title: props.title, children: props.children, footer: props.footer, extra: props.headerExtra })
  if (open)
    shown.current = { title: props.title, children: props.children, footer: props.footer, extra: props.headerExtra }

  const [requested, setRequested] = useState(false)
  const [exiting, setExiting] = useState(false)
  const [prevOpen, setPrevOpen] = useState(open)
  if (prevOpen !== open) {
    setPrevOpen(open)
    if (open) {
      setRequested(false)
      setExiting(false)
    } else if (!requested) setExiting(true)
  }
  const mounted = open || exiting
  const closing = requested || exiting

  const win = typeof window === "undefined" ? null : window

  const requestClose = useCallback(() => {
    setRequested((already) => {
      if (!already) {
        const delay = modalFadeMs(win)
        setTimeout(() => onCloseRef.current(), delay)
      }
      return true
    })
  }, [win])

  // An outside close: fade, then unmount.
  useEffect(() => {
    if (!exiting) return
    const timer = setTimeout(() => setExiting(false), modalFadeMs(win))
    return () => clearTimeout(timer)
  }, [exiting, win])

  // A close was asked for but the owner kept the modal open (e.g. the command refused): show it again.
  useEffect(() => {
    if (!requested || !open) return
    const timer = setTimeout(() => setRequested(false), modalFadeMs(win) + 1000)
    return () => clearTimeout(timer)
  }, [requested, open, win])

  const requestCloseRef = useRef(requestClose)
  requestCloseRef.current = requestClose
  // Read once when the modal opens: a later change must not steal focus from where the visitor is.
  const initialFocusRef = useRef(initialFocus)
  initialFocusRef.current = initialFocus
  const overlayRef = useRef<HTMLDivElement>(null)

  useLayoutEffect(() => {
    const panel = panelRef.current
    const overlay = overlayRef.current
    if (!mounted || !panel || !overlay) return
    const doc = panel.ownerDocument
    const opener = doc.activeElement instanceof HTMLElement ? doc.activeElement : null
    // Where the opener sits, for when it is gone at close (the login button became the account menu,
    // a screen changed): focus then goes to the first control of its closest container still shown.
    const openerPlaces: HTMLElement[] = []
    for (let el = opener?.parentElement ?? null; el; el = el.parentElement) openerPlaces.push(el)
    const pop = pushModal(panel)
    const first = initialFocusRef.current?.current ?? focusableIn(panel)[0] ?? panel
    // preventScroll: the modal is already inside the visible band; a focus scroll would also scroll
    // the restaurant's page (every scrollable ancestor, across the iframe).
    first.focus({ preventScroll: true })

    const onKeyDown = (event: KeyboardEvent) => {
      if (!isTopModal(panel)) return
      if (event.key === "Escape") {
        event.preventDefault()
        event.stopPropagation()
        requestCloseRef.current()
        return
      }
      if (event.key !== "Tab") return
      const focusables = focusableIn(panel)
      const active = doc.activeElement
      const inside = active !== null && panel.contains(active)
      const firstEl = focusables[0]
      const lastEl = focusables[focusables.length - 1]
      const atEdge = !inside || active === panel || (event.shiftKey ? active === firstEl : active === lastEl)
      if (!atEdge) return
      event.preventDefault()
      const target =
        inside && active !== panel ? nextInTrap(focusables, active, event.shiftKey) : event.shiftKey ? lastEl : firstEl
      ;(target ?? panel).focus()
    }
    const onFocusIn = (event: FocusEvent) => {
      if (!isTopModal(panel)) return
      const target = event.target
      if (target instanceof Node && panel.contains(target)) return
      ;(focusableIn(panel)[0] ?? panel).focus()
    }
    // Outside click: the press must start and end on the backdrop, so a text selection dragged out of
    // the panel does not close it. Keyboard users close with Escape (above), so no key handler here.
    let downOnOverlay = false
    const onMouseDown = (event: MouseEvent) => {
      downOnOverlay = event.target === overlay
    }
    const onClick = (event: MouseEvent) => {
      if (downOnOverlay && event.target === overlay && isTopModal(panel)) requestCloseRef.current()
      downOnOverlay = false
    }
    // Bubble phase on purpose: a control inside that owns Escape (an open autocomplete list) handles
    // it first and stops it, so one Escape closes the list and the next one the modal.
    // The wheel scrolls the modal or nothing: never the menu or the restaurant's page behind it.
    const onWheel = (event: WheelEvent) => {
      if (
        !wheelScrollsInside(scrollChain(event.target instanceof Element ? event.target : null, overlay), event.deltaY)
      )
        event.preventDefault()
    }
    doc.addEventListener("keydown", onKeyDown)
    doc.addEventListener("focusin", onFocusIn, true)
    overlay.addEventListener("mousedown", onMouseDown)
    overlay.addEventListener("click", onClick)
    overlay.addEventListener("wheel", onWheel, { passive: false })
    return () => {
      doc.removeEventListener("keydown", onKeyDown)
      doc.removeEventListener("focusin", onFocusIn, true)
      overlay.removeEventListener("mousedown", onMouseDown)
      overlay.removeEventListener("click", onClick)
      overlay.removeEventListener("wheel", onWheel)
      const below = modalBelow(panel)
      pop()
      // preventScroll: the opener may have left the screen while the customer scrolled the host page.
      if (opener?.isConnected) opener.focus({ preventScroll: true })
      else if (below) (focusableIn(below)[0] ?? below).focus({ preventScroll: true })
      else if (!doc.activeElement || doc.activeElement === doc.body || overlay.contains(doc.activeElement)) {
        // Only a lost focus is placed: focus the widget moved on purpose meanwhile stays where it is.
        const place = openerPlaces.find((el) => el.isConnected)
        const target = place ? focusableIn(place).find((el) => !overlay.contains(el)) : undefined
        target?.focus({ preventScroll: true })
      }
    }
  }, [mounted])

  if (!mounted || typeof document === "undefined") return null
  const container = rootFromContext ?? document.body
  const content = shown.current

  return createPortal(
    <div className={styles.overlay} data-state={closing ? "closing" : "open"} ref={overlayRef}>
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={headingId}
        aria-describedby={describedBy}
        tabIndex={-1}
        data-modal={name}
        className={`${styles.panel} ${size === "wide" ? styles.wide : styles.narrow}`}
      >
        <div className={styles.header}>
          <h2 id={headingId} className={styles.title}>
            {content.title}
          </h2>
          <button type="button" className={styles.close} aria-label={closeLabel} onClick={requestClose}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
            </svg>
          </button>
        </div>
        {content.extra ? <div className={styles.headerExtra}>{content.extra}</div> : null}
        <div className={styles.body}>{render(content.children, requestClose)}</div>
        {content.footer ? <div className={styles.footer}>{render(content.footer, requestClose)}</div> : null}
      </div>
    </div>,
    container,
  )
}
