import { type RefObject, startTransition, useEffect, useRef, useState } from "react"

/**
 * How many cards a list draws in the frame that answers a tap or a keystroke. A phone shows about
 * four cards below the header and a laptop two rows of three, so six fill the screen; the cards below
 * them follow in a transition right after that frame (issue 17: a tab switch, Show More and a search
 * keystroke stay within one frame's work on the 1200-product menu instead of drawing 12–60 cards
 * before anything is seen).
 */
export const CARDS_IN_FIRST_FRAME = 6

/**
 * Where the last list's cards stood once painted: the first card's top (viewport px), a row's height
 * and the columns. Measured after the paint (no layout forced in an interaction); null before the
 * first measure or where there is no layout (then the first frame draws CARDS_IN_FIRST_FRAME).
 */
export interface GridPlace {
  readonly top: number
  readonly rowHeight: number
  readonly columns: number
  readonly viewportHeight: number
}

/**
 * How many cards the answering frame draws for a grid placed like the last one: the rows from its
 * top to the bottom of the viewport, plus one row of margin (the next list may start a little higher:
 * Escape closes the filters above the cards), at least one row and at most CARDS_IN_FIRST_FRAME. On
 * a phone the menu shows about three cards under the header (two under the open search), so a tap
 * draws four instead of six; a grid scrolled up or a viewport taller than the cards gets six.
 */
export const cardsOnScreen = (place: GridPlace | null): number => {
  if (place === null || !(place.rowHeight > 0) || place.columns < 1) return CARDS_IN_FIRST_FRAME
  const rows = Math.max(0, Math.ceil((place.viewportHeight - place.top) / place.rowHeight)) + 1
  return Math.min(CARDS_IN_FIRST_FRAME, Math.max(place.columns, rows * place.columns))
}

/** The grid's place from its first cards' boxes, in order (a row is the cards sharing the first one's top). */
export const gridPlace = (
  boxes: ReadonlyArray<{ readonly top: number; readonly height: number }>,
  viewportHeight: number,
): GridPlace | null => {
  const first = boxes[0]
  if (!first) return null
  const top = first.top
  let columns = 1
  while (columns < boxes.length && boxes[columns]?.top === top) columns++
  const below = boxes[columns]
  const rowHeight = below ? below.top - top : first.height
  return rowHeight > 0 ? { top, rowHeight, columns, viewportHeight } : null
}

let viewportHeight: number | null = null
/**
 * The window's height, read once and again on each resize: reading `innerHeight` while the layout is
 * dirty forces a layout pass, so it is not read per list.
 */
const currentViewportHeight = (): number => {
  if (viewportHeight === null) {
    viewportHeight = window.innerHeight
    window.addEventListener("resize", () => {
      viewportHeight = window.innerHeight
    })
  }
  return viewportHeight
}

/**
 * Measures the grid's first cards where the browser lays them out anyway: an IntersectionObserver's first
 * report carries each card's box from the next rendering update, so nothing forces a style or layout
 * pass (reading `getBoundingClientRect` in an effect did: React runs a tap's or a keystroke's effects
 * before the paint, and the forced layout cost 9–22 ms of the keystroke at 4× CPU in profiles).
 * Returns how to stop; without IntersectionObserver (a test's DOM) nothing is measured.
 */
const watchGridPlace = (grid: HTMLElement, onPlace: (place: GridPlace) => void): (() => void) => {
  const cards = Array.from(grid.children).slice(0, CARDS_IN_FIRST_FRAME + 1)
  if (cards.length === 0 || typeof IntersectionObserver === "undefined") return () => {}
  const observer = new IntersectionObserver((entries) => {
    observer.disconnect()
    const boxes = new Map(entries.map((entry) => [entry.target, entry.boundingClientRect]))
    const place = gridPlace(
      cards.flatMap((card) => boxes.get(card) ?? []),
      currentViewportHeight(),
    )
    if (place !== null) onPlace(place)
  })
  for (const card of cards) observer.observe(card)
  return () => observer.disconnect()
}

/** The last painted grid's place, shared by every list (a tab, the results): the next tap draws by it. */
let lastPlace: GridPlace | null = null

/** What a list drew last: for which list (a tab, a search's text), how many cards of how many. */
export interface CardsDrawn {
  readonly list: string
  readonly count: number
  readonly total: number
}

/** Whether this render answers the customer: another list, or the same list grown while all drawn (Show More). */
const answers = (previous: CardsDrawn | null, list: string, total: number): boolean =>
  previous === null || previous.list !== list || (total > previous.total && previous.count >= previous.total)

/**
 * The cards to draw now. Another list (a new tab, another search text): the first six. The same list
 * grown while it was all drawn (Show More): six more than before. Otherwise what was drawn, within
 * the total; the rest is drawn by the transition `useCardsDrawn` starts.
 */
export const cardsToDraw = (
  previous: CardsDrawn | null,
  list: string,
  total: number,
  onScreen = CARDS_IN_FIRST_FRAME,
): number => {
  if (previous === null || previous.list !== list) return Math.min(total, onScreen)
  if (answers(previous, list, total)) return Math.min(total, previous.count + CARDS_IN_FIRST_FRAME)
  return Math.min(total, previous.count)
}

/** What a list draws now: `count` cards; those from `belowScreenFrom` on are (being) drawn by the transition. */
export interface CardsShown {
  readonly count: number
  /**
   * Index of the first card the transition draws, below the screen. A card mounted at or past it is
   * given `content-visibility: auto` (cards.module.css `.belowScreen`, decided once, when it mounts):
   * off screen it skips style, layout and paint. The cards of the answering frame are not: they are on
   * screen, and a newly inserted `content-visibility: auto` card is first laid out as skipped, then
   * found on screen by the frame's visibility check and styled and laid out a second time in that
   * frame (a trace of a keystroke on restaurant 3 showed two full style + layout passes).
   */
  readonly belowScreenFrom: number
  /** For the list's first grid: measured once painted, so the next tap draws about a screenful. */
  readonly gridRef: RefObject<HTMLUListElement | null>
}

interface Drawn extends CardsDrawn {
  /** The count of the render that last answered the customer (`CardsShown.belowScreenFrom`). */
  readonly answered: number
}

/**
 * Runs `run` once the next frame is painted — in a task queued from that frame's rAF, so never between
 * a commit and its paint; returns how to cancel it.
 */
export const afterNextPaint = (run: () => void): (() => void) => {
  let timer: ReturnType<typeof setTimeout> | undefined
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0)
  })
  return () => {
    cancelAnimationFrame(frame)
    clearTimeout(timer)
  }
}

/**
 * The cards of `list` to render: `cardsToDraw` in the render that answers the customer, then every
 * card in a transition once that frame is painted (interruptible, so the next keystroke is never kept
 * waiting by cards below the screen).
 */
export const useCardsDrawn = (list: string, total: number): CardsShown => {
  const [drawn, setDrawn] = useState<Drawn | null>(null)
  const gridRef = useRef<HTMLUListElement | null>(null)
  const count = cardsToDraw(drawn, list, total, cardsOnScreen(lastPlace))
  const answered = drawn === null || answers(drawn, list, total) ? count : drawn.answered
  // Derived during render (React re-renders this component at once, before its children).
  if (
    drawn === null ||
    drawn.list !== list ||
    drawn.count !== count ||
    drawn.total !== total ||
    drawn.answered !== answered
  )
    setDrawn({ list, count, total, answered })
  useEffect(() => {
    const grid = gridRef.current
    const stopMeasure = grid
      ? watchGridPlace(grid, (place) => {
          lastPlace = place
        })
      : () => {}
    // After the answering frame is painted (a task queued from the frame's rAF), so the transition's
    // first slices never run between the commit and that paint.
    const stopDrawing =
      count < total
        ? afterNextPaint(() =>
            startTransition(() => setDrawn({ list, count: total, total, answered: Math.min(count, total) })),
          )
        : () => {}
    return () => {
      stopMeasure()
      stopDrawing()
    }
  }, [list, count, total])
  return { count, belowScreenFrom: answered, gridRef }
}
