import { describe, expect, it } from "vitest"
import { EMPTY_AUTH_FIELDS } from "../../../domain/dialogs/auth-fields"
import { replay } from "../../../domain/replay/replay"
import { formEditSupersedes } from "../../../domain/widget/coalesce"
import type { WidgetEvent } from "../../../domain/widget/event"

/** Issue 26: the auth modal's fields (passwords aside) are the log's, so a report shows the form as typed. */

const edited = (patch: Extract<WidgetEvent, { _tag: "AuthFormEdited" }>["patch"], at = 2): WidgetEvent => ({
  _tag: "AuthFormEdited",
  at,
  patch,
})

describe("the auth modal's fields in the log", () => {
  it("given registration details typed and the code step, then the state holds them beside the step", () => {
    const state = replay([
      { _tag: "LoginModalOpened", at: 1, mode: "register" },
      edited({ name: "Anna", email: "anna@example.test" }),
      edited({ phone: { country: "PL +48", number: "600100200" } }),
      { _tag: "AuthStepChanged", at: 3, step: 2 },
      edited({ code: "1234" }),
    ])
    expect(state.authModal).toMatchObject({ mode: "register", step: 2 })
    expect(state.authModal?.fields).toEqual({
      name: "Anna",
      email: "anna@example.test",
      phone: { country: "PL +48", number: "600100200" },
      address: null,
      addressTyped: null,
      code: "1234",
    })
    // No password anywhere in the state: the form keeps those.
    expect(Object.keys(state.authModal?.fields ?? {})).not.toContain("password")
  })

  it("given another mode chosen, then its form starts empty; closed, an edit changes nothing", () => {
    const typed = replay([{ _tag: "LoginModalOpened", at: 1, mode: "login" }, edited({ email: "a@b.test" })])
    expect(replay([{ _tag: "LoginModalOpened", at: 3, mode: "forgot" }], typed).authModal?.fields).toEqual(
      EMPTY_AUTH_FIELDS,
    )
    const closed = replay([{ _tag: "AuthModalClosed", at: 3 }], typed)
    expect(replay([edited({ email: "x" }, 4)], closed)).toBe(closed)
  })

  it("an edit of the same fields supersedes the one before it; of other fields it does not", () => {
    expect(formEditSupersedes(edited({ email: "a" }), edited({ email: "an" }))).toBe(true)
    expect(formEditSupersedes(edited({ email: "a" }), edited({ name: "A" }))).toBe(false)
    expect(formEditSupersedes({ _tag: "AuthModalClosed", at: 1 }, edited({ email: "a" }))).toBe(false)
  })
})
