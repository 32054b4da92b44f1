import { describe, expect, it } from "vitest"
import { NOTES_MAX_LENGTH, orderNotes, typedNotesLimit } from "../../../domain/checkout/notes"

/** Issue 30: the order's notes carry the allergy line after what the customer typed, within one limit. */

const line = "Alergie: orzeszki ziemne, mleko"

describe("the order's notes", () => {
  it("given typed notes and the allergy line on, then the line follows the text on a line of its own", () => {
    expect(orderNotes("Domofon 12", line)).toBe(`Domofon 12\n${line}`)
  })

  it("given no typed notes, then the notes are the allergy line alone", () => {
    expect(orderNotes("", line)).toBe(line)
    expect(orderNotes("  \n ", line)).toBe(line)
  })

  it("given the switch off (no line), then the typed text is sent as typed and nothing is added", () => {
    expect(orderNotes("Domofon 12", null)).toBe("Domofon 12")
    expect(orderNotes("", null)).toBe("")
  })

  it("given text as long as the limit, then the text gives way and the allergy line is whole, within the limit", () => {
    const notes = orderNotes("x".repeat(NOTES_MAX_LENGTH), line)
    expect(notes.length).toBe(NOTES_MAX_LENGTH)
    expect(notes.endsWith(`\n${line}`)).toBe(true)
  })

  it("given the line, then the field takes what is left of the limit", () => {
    expect(typedNotesLimit(null)).toBe(NOTES_MAX_LENGTH)
    expect(typedNotesLimit(line)).toBe(NOTES_MAX_LENGTH - line.length - 1)
    const typed = "y".repeat(typedNotesLimit(line))
    expect(orderNotes(typed, line)).toBe(`${typed}\n${line}`)
  })
})
