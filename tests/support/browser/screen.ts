import type { Frame, Page } from "playwright-core"

/**
 * What a screen shows, as the issue-26 check compares it: the route, the open dialogs (by name), the
 * visible texts in document order and every visible control's value. One description for both
 * sides — scripts/record-sessions.ts captures the customer's screen with it at report time
 * (fixtures/sessions/<name>.screen.json) and tests/e2e/recorded-screens.e2e.ts reads the replay
 * page's last step with it — so the two can only differ where the screens do.
 *
 * Normalised: whitespace collapsed, React's `useId` ids and element ids left out (they differ per
 * render), personal values replaced by their redaction placeholders (`withPlaceholders`), since a
 * report holds only those.
 */
export interface ScreenControl {
  /** The control's accessible name as far as the DOM says it: aria-label, its label's text, or its placeholder. */
  readonly name: string
  /** input's type, or select / textarea. */
  readonly kind: string
  readonly value: string
  readonly checked: boolean
  readonly disabled: boolean
}

export interface Screen {
  /** `menu`, `cart`, `checkout`, `settings` or `order/<id>`. */
  readonly route: string
  readonly dialogs: ReadonlyArray<string>
  readonly texts: ReadonlyArray<string>
  readonly controls: ReadonlyArray<ScreenControl>
}

type ShownInPage = Omit<Screen, "route">

/**
 * Runs inside the page (serialised by its source), so it uses nothing from outside itself. Visible
 * means what Chromium draws (checkVisibility: not display:none, not visibility:hidden, not inside a
 * closed <details>); a card below the screen (content-visibility: auto) still counts, as it does for
 * the customer who scrolls.
 */
function shownInDocument(): ShownInPage {
  const clean = (text: string | null | undefined): string => (text ?? "").replace(/\s+/g, " ").trim()
  const visible = (el: Element): boolean =>
    typeof (el as HTMLElement).checkVisibility !== "function" ||
    (el as HTMLElement).checkVisibility({ visibilityProperty: true })
  const byId = (ids: string | null): string =>
    clean(
      (ids ?? "")
        .split(/\s+/)
        .map((id) => (id ? document.getElementById(id)?.textContent : ""))
        .join(" "),
    )
  const texts: string[] = []
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
    const parent = node.parentElement
    if (parent === null || ["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE"].includes(parent.tagName)) continue
    const text = clean(node.textContent)
    if (text !== "" && visible(parent)) texts.push(text)
  }
  const dialogs = Array.from(document.querySelectorAll('[role="dialog"], [role="alertdialog"], dialog[open]'))
    .filter(visible)
    .map((el) => clean(el.getAttribute("aria-label")) || byId(el.getAttribute("aria-labelledby")))
  const controls = Array.from(document.querySelectorAll("input, select, textarea"))
    .filter((el) => (el as HTMLInputElement).type !== "hidden" && visible(el))
    .map((el) => {
      const control = el as HTMLInputElement
      const label = control.labels?.[0]
      return {
        name:
          clean(control.getAttribute("aria-label")) ||
          byId(control.getAttribute("aria-labelledby")) ||
          clean(label?.textContent) ||
          clean(control.getAttribute("placeholder")),
        kind: el.tagName === "INPUT" ? control.type : el.tagName.toLowerCase(),
        value: control.value,
        checked: el.tagName === "INPUT" ? control.checked : false,
        disabled: control.disabled,
      }
    })
  return { dialogs, texts, controls }
}

/**
 * shownInDocument's source, evaluated as an expression. `__name` is defined because tsx (the
 * recorder's runner) compiles with keepNames, which wraps the inner arrows in calls to a helper the
 * page does not have.
 */
const inPage = `(() => { const __name = (f) => f; return (${shownInDocument.toString()})() })()`

/** The route as the page's address names it: /widget → menu, /widget/order/2 → order/2. */
export const routeOfPath = (pathname: string): string =>
  pathname.replace(/\/$/, "").replace(/^\/widget\/?/, "") || "menu"

/** The route as a replayed state names it, in routeOfPath's spelling. */
export const routeOfState = (route: { readonly name: string; readonly orderId?: number | null }): string =>
  route.orderId === null || route.orderId === undefined ? route.name : `${route.name}/${route.orderId}`

/** The description of what a page or frame shows, with the route given by its caller (address or replayed state). */
export const describeScreen = async (target: Page | Frame, route: string): Promise<Screen> => ({
  route,
  ...((await target.evaluate(inPage)) as ShownInPage),
})

/** The description with each personal value shown replaced by its placeholder from the report. */
export const withPlaceholders = (screen: Screen, pairs: ReadonlyArray<readonly [string, string]>): Screen => {
  const swap = (text: string) =>
    pairs.reduce((out, [personal, placeholder]) => out.replaceAll(personal, placeholder), text)
  return {
    ...screen,
    texts: screen.texts.map(swap),
    controls: screen.controls.map((c) => ({ ...c, value: swap(c.value) })),
  }
}

/**
 * The description once it holds still: unchanged across `quietMs` (read every 250 ms, for at most
 * 15 s). A screen settles after its last event (a fade, a lazy chunk's first render); the recorder
 * also waits out the timed confirmations (the cart bar's 'Added' for 1.5 s: a running animation,
 * which a replay does not repeat) by asking for a longer quiet.
 */
export const settledScreen = async (
  target: Page | Frame,
  route: () => Promise<string> | string,
  quietMs = 250,
): Promise<Screen> => {
  let last = await describeScreen(target, await route())
  let quietSince = performance.now()
  const started = quietSince
  while (performance.now() - started < 15_000) {
    await new Promise((done) => setTimeout(done, 250))
    const now = await describeScreen(target, await route())
    if (JSON.stringify(now) !== JSON.stringify(last)) {
      last = now
      quietSince = performance.now()
    } else if (performance.now() - quietSince >= quietMs) return now
  }
  throw new Error("the screen did not settle in 15 s")
}
