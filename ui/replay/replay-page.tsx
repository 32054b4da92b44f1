import { Result } from "effect"
import { type DragEvent, type ReactNode, useCallback, useEffect, useId, useRef, useState } from "react"
import { createRoot } from "react-dom/client"
import type { RefusedCall } from "./inert-adapters"
import { REPLAY_MARKER, SCREEN_META } from "./marker"
import { fromOwnWindow, isFrameMessage, ownOrigin, type ShowStep } from "./messages"
import styles from "./replay.module.css"
import { type LoadedSession, loadSession } from "./session-file"

/** A phone's screen, when the file does not say which size the customer had. */
const PHONE = { width: 390, height: 844 } as const

/** An event's time as the list shows it: seconds since the session's first event. */
export const sinceStart = (at: number, first: number): string => `+${((at - first) / 1000).toFixed(3)} s`

const attribute = (text: string): string =>
  text.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;").replaceAll(">", "&gt;")

/**
 * The screen frame's document. Built: a srcdoc of the page's own stylesheets and entry script — a
 * srcdoc is not a framed URL, so the widget page's Content-Security-Policy (frame-src: only the API's
 * origin) still lets it load, and it shares this page's origin. The dev server sends no policy and
 * needs its own HTML transform (React refresh), so there the frame loads replay.html?screen.
 */
const screenSource = (entry: string): { readonly src: string } | { readonly srcDoc: string } => {
  if (import.meta.env.DEV) return { src: "replay.html?screen" }
  const styles = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(
    (link) => `<link rel="stylesheet" href="${attribute(link.href)}">`,
  )
  return {
    srcDoc: `<!doctype html><html lang="pl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="${SCREEN_META}" content="">${styles.join("")}</head><body><div id="root"></div><script type="module" src="${attribute(entry)}"></script></body></html>`,
  }
}

interface Opened {
  readonly id: number
  readonly session: LoadedSession
}

/**
 * The replay page: open a problem report (file input or drop), then step through it — the widget's
 * real screens at that step (in an iframe of the customer's size), a labelled step slider, the
 * events with their tag and time (select one to jump), and the state as JSON text. Nothing here
 * calls the API: the frame's adapters are inert and count what the screens tried (ui/replay/inert-adapters.ts).
 */
export function ReplayPage({ entry }: { readonly entry: string }): ReactNode {
  const [opened, setOpened] = useState<Opened | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [step, setStep] = useState(0)
  const [refused, setRefused] = useState<ReadonlyArray<RefusedCall>>([])
  const [dragging, setDragging] = useState(false)
  const frame = useRef<HTMLIFrameElement>(null)
  const ready = useRef(false)
  const current = useRef<HTMLButtonElement>(null)
  const eventList = useRef<HTMLOListElement>(null)
  const ids = { file: useId(), step: useId(), events: useId(), state: useId(), screen: useId() }

  const open = useCallback(async (file: File) => {
    const loaded = loadSession(file.name, await file.text())
    if (Result.isFailure(loaded)) {
      setError(`${file.name}: ${loaded.failure}`)
      return
    }
    setError(null)
    ready.current = false
    setRefused([])
    setStep(loaded.success.events.length - 1)
    setOpened((previous) => ({ id: (previous?.id ?? 0) + 1, session: loaded.success }))
  }, [])

  const session = opened?.session ?? null
  const show = useCallback(() => {
    const target = frame.current?.contentWindow
    if (!session || !target || !ready.current) return
    const event = session.events[step]
    const state = session.steps[step]
    if (!event || !state) return
    const message: ShowStep = { type: "replay-show", state, at: event.at }
    target.postMessage(message, ownOrigin())
  }, [session, step])

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!fromOwnWindow(event, frame.current?.contentWindow ?? null) || !isFrameMessage(event.data)) return
      const data = event.data
      if (data.type === "replay-frame-ready") {
        ready.current = true
        show()
      } else setRefused((calls) => [...calls, data.call])
    }
    window.addEventListener("message", onMessage)
    return () => window.removeEventListener("message", onMessage)
  }, [show])
  useEffect(() => {
    show()
    // Keep the chosen event in view inside the list only: scrolling the page would hide the screen.
    const item = current.current
    const list = eventList.current
    if (!item || !list) return
    if (item.offsetTop < list.scrollTop) list.scrollTop = item.offsetTop
    else if (item.offsetTop + item.offsetHeight > list.scrollTop + list.clientHeight)
      list.scrollTop = item.offsetTop + item.offsetHeight - list.clientHeight
  }, [show])

  const onDrop = (event: DragEvent) => {
    event.preventDefault()
    setDragging(false)
    const file = event.dataTransfer.files[0]
    if (file) void open(file)
  }

  const count = session?.events.length ?? 0
  const event = session?.events[step]
  const first = session?.events[0]?.at ?? 0
  const viewport = session?.info.viewport ?? PHONE
  return (
    <main
      className={styles.page}
      data-replay={REPLAY_MARKER}
      data-dragging={dragging}
      onDragOver={(e) => {
        e.preventDefault()
        setDragging(true)
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <h1 className={styles.title}>Replay a problem report</h1>
      <div className={styles.open}>
        <label htmlFor={ids.file}>Problem report (JSON), or drop it on the page</label>
        <input
          id={ids.file}
          type="file"
          accept="application/json,.json"
          onChange={(e) => {
            const file = e.target.files?.[0]
            if (file) void open(file)
          }}
        />
      </div>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      {opened && session && event ? (
        <div className={styles.layout}>
          <div className={styles.panel}>
            <h2 id={ids.screen} className={styles.panelTitle}>
              Screen at step {step + 1}
            </h2>
            {/* biome-ignore lint/a11y/noNoninteractiveTabindex: it scrolls when the customer's screen is larger than the panel; axe wants a scrollable region reachable by keyboard */}
            <section className={styles.screen} aria-labelledby={ids.screen} tabIndex={0}>
              <iframe
                key={opened.id}
                ref={frame}
                {...screenSource(entry)}
                title={`Widget screen at step ${step + 1} of ${count}`}
                width={viewport.width}
                height={viewport.height}
              />
            </section>
          </div>
          <div className={styles.panel}>
            <dl className={styles.info}>
              <dt>File</dt>
              <dd>{session.info.name}</dd>
              <dt>Version</dt>
              <dd>{session.info.version ?? "—"}</dd>
              <dt>Created</dt>
              <dd>{session.info.createdAt ?? "—"}</dd>
              <dt>Screen</dt>
              <dd>
                {viewport.width}×{viewport.height}
                {session.info.language ? `, ${session.info.language}` : ""}
              </dd>
              <dt>Description</dt>
              <dd>{session.info.description || "—"}</dd>
              <dt>Calls refused</dt>
              <dd data-testid="refused-calls">
                {refused.length}
                {refused.length > 0 ? ` (${[...new Set(refused)].join(", ")})` : ""}
              </dd>
            </dl>
            <div className={styles.slider}>
              <label htmlFor={ids.step}>Step</label>
              <input
                id={ids.step}
                type="range"
                min={1}
                max={count}
                value={step + 1}
                aria-valuetext={`Step ${step + 1} of ${count}: ${event._tag}`}
                onChange={(e) => setStep(Number(e.target.value) - 1)}
              />
              <output htmlFor={ids.step} data-testid="step-output">
                Step {step + 1} of {count}: {event._tag} {sinceStart(event.at, first)}
              </output>
            </div>
            <h2 id={ids.events} className={styles.panelTitle}>
              Events
            </h2>
            <ol ref={eventList} className={styles.events} aria-labelledby={ids.events}>
              {session.events.map((e, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a log never reorders; an event's place is its identity
                <li key={i}>
                  <button
                    type="button"
                    ref={i === step ? current : undefined}
                    className={styles.event}
                    aria-current={i === step ? "step" : undefined}
                    onClick={() => setStep(i)}
                  >
                    <span>{i + 1}</span>
                    <span className={styles.tag}>{e._tag}</span>
                    <time dateTime={new Date(e.at).toISOString()}>{sinceStart(e.at, first)}</time>
                  </button>
                </li>
              ))}
            </ol>
            <h2 id={ids.state} className={styles.panelTitle}>
              State after step {step + 1}
            </h2>
            {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region, reachable by keyboard (axe) */}
            <section className={styles.state} aria-labelledby={ids.state} tabIndex={0}>
              <pre data-testid="step-state">{JSON.stringify(session.steps[step], null, 2)}</pre>
            </section>
          </div>
        </div>
      ) : null}
    </main>
  )
}

/** Renders the replay page into replay.html's root; `entry` is replay.html's own script (ui/replay/main.tsx). */
export const startReplayPage = (container: HTMLElement, entry: string): void => {
  createRoot(container).render(<ReplayPage entry={entry} />)
}
