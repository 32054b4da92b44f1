/**
 * The order's notes (SPEC §7 checkout body `notes`): what the customer typed and, by their choice,
 * the allergy line for the kitchen (issue 30). One length limit for both, decided here: the form's
 * field offers what is left after the allergy line, and the body never exceeds it.
 */

/** The longest notes the widget sends (and the sandbox accepts), in characters. */
export const NOTES_MAX_LENGTH = 500

/** How many characters the customer may type: the limit less the allergy line and its line break. */
export const typedNotesLimit = (allergyNote: string | null): number =>
  allergyNote === null ? NOTES_MAX_LENGTH : Math.max(0, NOTES_MAX_LENGTH - allergyNote.length - 1)

/**
 * The notes sent: the customer's text, then the allergy line on a line of its own when the customer
 * chose to tell the restaurant (`allergyNote` null: the typed text alone, nothing added). The allergy
 * line is safety information and is never cut; the typed text gives way when both do not fit.
 */
export const orderNotes = (typed: string, allergyNote: string | null): string => {
  if (allergyNote === null) return typed.slice(0, NOTES_MAX_LENGTH)
  const note = allergyNote.slice(0, NOTES_MAX_LENGTH)
  const text = typed.trimEnd().slice(0, typedNotesLimit(note))
  return text.trim() === "" ? note : `${text}\n${note}`
}
