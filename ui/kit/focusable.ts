const FOCUSABLE = [
  "a[href]",
  "area[href]",
  "button:not([disabled])",
  "input:not([disabled]):not([type='hidden'])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "iframe",
  "[contenteditable='true']",
  "[tabindex]:not([tabindex='-1'])",
].join(",")

/**
 * The elements Tab can reach inside `root`, in document order. Hidden elements (display:none via
 * the `hidden` attribute or an ancestor's) are left out; layout is not measured, so this also works
 * in happy-dom, where nothing has a size.
 */
export const focusableIn = (root: HTMLElement): HTMLElement[] =>
  Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.closest("[hidden], [inert]") && el.getAttribute("aria-hidden") !== "true",
  )

/**
 * Where Tab goes from `current` inside a trap: the next (or, with Shift, previous) focusable element,
 * wrapping around at both ends. null when the trap holds nothing focusable.
 */
export const nextInTrap = (
  focusables: ReadonlyArray<HTMLElement>,
  current: Element | null,
  backwards: boolean,
): HTMLElement | null => {
  if (focusables.length === 0) return null
  const index = current ? focusables.indexOf(current as HTMLElement) : -1
  if (index === -1) return (backwards ? focusables[focusables.length - 1] : focusables[0]) ?? null
  const next = backwards ? (index - 1 + focusables.length) % focusables.length : (index + 1) % focusables.length
  return focusables[next] ?? null
}
