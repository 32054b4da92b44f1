import { startTransition, useEffect, useState } from "react"

/**
 * How many cards a list draws in the frame that answers a tap or a keystroke. A phone shows about
 * four cards below the header and a laptop two rows of three, so six fill the screen; the cards below
 * them follow in a transition right after that frame (issue 17: a tab switch, Show More and a search
 * keystroke stay within one frame's work on the 1200-product menu instead of drawing 12–60 cards
 * before anything is seen).
 */
export const CARDS_IN_FIRST_FRAME = 6

/** What a list drew last: for which list (a tab, a search's text), how many cards of how many. */
export interface CardsDrawn {
  readonly list: string
  readonly count: number
  readonly total: number
}

/**
 * The cards to draw now. Another list (a new tab, another search text): the first six. The same list
 * grown while it was all drawn (Show More): six more than before. Otherwise what was drawn, within
 * the total; the rest is drawn by the transition `useCardsDrawn` starts.
 */
export const cardsToDraw = (previous: CardsDrawn | null, list: string, total: number): number => {
  if (previous === null || previous.list !== list) return Math.min(total, CARDS_IN_FIRST_FRAME)
  if (total > previous.total && previous.count >= previous.total)
    return Math.min(total, previous.count + CARDS_IN_FIRST_FRAME)
  return Math.min(total, previous.count)
}

/**
 * The number of cards of `list` to render: `cardsToDraw` in the render that answers the customer,
 * then every card in a transition once that frame is painted (interruptible, so the next keystroke
 * is never kept waiting by cards below the screen).
 */
export const useCardsDrawn = (list: string, total: number): number => {
  const [drawn, setDrawn] = useState<CardsDrawn | null>(null)
  const count = cardsToDraw(drawn, list, total)
  // Derived during render (React re-renders this component at once, before its children).
  if (drawn === null || drawn.list !== list || drawn.count !== count || drawn.total !== total)
    setDrawn({ list, count, total })
  useEffect(() => {
    if (count >= total) return
    // After the answering frame is painted (a task queued from the frame's rAF), so the transition's
    // first slices never run between the commit and that paint.
    let timer: ReturnType<typeof setTimeout> | undefined
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setDrawn({ list, count: total, total })), 0)
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [list, count, total])
  return count
}
