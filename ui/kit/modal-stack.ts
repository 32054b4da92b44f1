/**
 * The open modals of one document, bottom to top. Only the top one answers Escape, Tab and outside
 * clicks, so a message shown over the product modal closes alone. Kept per document (a WeakMap, not
 * a module-level array) so two widgets mounted in two documents never see each other's modals.
 */
const stacks = new WeakMap<Document, HTMLElement[]>()

const stackOf = (doc: Document): HTMLElement[] => {
  let stack = stacks.get(doc)
  if (!stack) {
    stack = []
    stacks.set(doc, stack)
  }
  return stack
}

/** Puts a dialog on top; returns how to take it off again. Locks the page scroll while any is open. */
export const pushModal = (dialog: HTMLElement): (() => void) => {
  const doc = dialog.ownerDocument
  const stack = stackOf(doc)
  if (stack.length === 0) {
    doc.body.dataset.modalOverflow = doc.body.style.overflow
    doc.body.style.overflow = "hidden"
  }
  stack.push(dialog)
  return () => {
    const i = stack.indexOf(dialog)
    if (i !== -1) stack.splice(i, 1)
    if (stack.length === 0) {
      doc.body.style.overflow = doc.body.dataset.modalOverflow ?? ""
      delete doc.body.dataset.modalOverflow
    }
  }
}

/** Whether `dialog` is the top modal of its document. */
export const isTopModal = (dialog: HTMLElement): boolean => {
  const stack = stackOf(dialog.ownerDocument)
  return stack[stack.length - 1] === dialog
}

/** The modal under `dialog`, if any: where focus goes when the element that opened `dialog` is gone. */
export const modalBelow = (dialog: HTMLElement): HTMLElement | undefined => {
  const stack = stackOf(dialog.ownerDocument)
  const i = stack.indexOf(dialog)
  return i > 0 ? stack[i - 1] : undefined
}
