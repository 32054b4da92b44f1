/**
 * The strip's scrollLeft that brings a tab fully into view with the least movement (the "nearest" of
 * scrollIntoView), computed instead of calling scrollIntoView: that scrolls every scrollable ancestor,
 * and embedded that includes the restaurant's page, which jumped 770–1162 px about 650 ms after load.
 * `tabLeft` is the tab's offset from the list's content start; `margin` keeps the neighbour's edge
 * (and the overflow fade) from hiding it.
 */
export const scrollLeftToShow = (
  tab: { readonly left: number; readonly width: number },
  view: { readonly scrollLeft: number; readonly width: number; readonly scrollWidth: number },
  margin = 0,
): number => {
  const max = Math.max(0, view.scrollWidth - view.width)
  const start = tab.left - margin
  const end = tab.left + tab.width + margin
  let next = view.scrollLeft
  if (end - start >= view.width || start < next) next = start
  else if (end > next + view.width) next = end - view.width
  return Math.min(max, Math.max(0, next))
}

/** Which ends of the strip hide tabs: the arrows and fades show only there. */
export const stripOverflow = (view: {
  readonly scrollLeft: number
  readonly width: number
  readonly scrollWidth: number
}): { readonly before: boolean; readonly after: boolean } => ({
  before: view.scrollLeft > 1,
  after: view.scrollLeft + view.width < view.scrollWidth - 1,
})
