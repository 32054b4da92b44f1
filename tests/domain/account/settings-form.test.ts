import { describe, expect, it } from "vitest"
import type { SettingsOutcome } from "../../../domain/account/settings-events"
import { settingsEditSupersedes } from "../../../domain/account/settings-form"
import { replay } from "../../../domain/replay/replay"
import type { WidgetEvent } from "../../../domain/widget/event"
import { applied, given } from "../../support/given"
import { aProfile } from "../widget/entities"

/** Issue 26: the settings screen's tab and its unsaved profile edit are the log's, so a report shows them. */

const signedIn: ReadonlyArray<WidgetEvent> = [
  { _tag: "LoggedIn", at: 0, token: "t" },
  { _tag: "ProfileLoaded", at: 1, profile: aProfile() },
]
const draft = (name: string): WidgetEvent => ({
  _tag: "ProfileDraftEdited",
  at: 2,
  draft: { name, email: aProfile().email, phone: { country: "PL +48", number: "600100200" } },
})

const answer = (outcome: SettingsOutcome | null): WidgetEvent => ({ _tag: "SettingsAnswered", at: 3, outcome })

describe("the settings form in the log", () => {
  it("given the password tab chosen and a name edited, then the state holds both", () => {
    const state = replay([...signedIn, { _tag: "SettingsTabChosen", at: 2, tab: "password" }, draft("Anna N")])
    expect(state.settingsForm.tab).toBe("password")
    expect(state.settingsForm.profile?.name).toBe("Anna N")
  })

  it("given an unsaved edit, when the same profile is read again, then the edit stays; when it changed, it goes", () => {
    const edited = replay([...signedIn, draft("Anna N")])
    expect(replay([{ _tag: "ProfileLoaded", at: 3, profile: aProfile() }], edited).settingsForm.profile?.name).toBe(
      "Anna N",
    )
    const saved = replay([{ _tag: "ProfileLoaded", at: 3, profile: { ...aProfile(), name: "Anna N" } }], edited)
    expect(saved.settingsForm.profile).toBeNull()
    expect(replay([{ _tag: "LoggedOut", at: 3 }], edited).settingsForm.profile).toBeNull()
  })

  it("given the code sent to a new phone and typed, then the code step shows both; cancel closes it, and so does the confirmed number", () => {
    const typed = replay([
      ...signedIn,
      { _tag: "PhoneCodeSent", at: 2, phone: "+48600100201" },
      { _tag: "PhoneCodeTyped", at: 3, otp: "1234" },
    ])
    expect(typed.settingsForm.phoneChange).toEqual({ phone: "+48600100201", otp: "1234" })
    expect(replay([{ _tag: "PhoneChangeClosed", at: 4 }], typed).settingsForm.phoneChange).toBeNull()
    const confirmed = replay(
      [{ _tag: "ProfileLoaded", at: 4, profile: { ...aProfile(), phone: "+48600100201" } }],
      typed,
    )
    expect(confirmed.settingsForm.phoneChange).toBeNull()
    expect(replay([{ _tag: "LoggedOut", at: 4 }], typed).settingsForm.phoneChange).toBeNull()
    // No code step open: a keystroke has nowhere to go.
    expect(replay([...signedIn, { _tag: "PhoneCodeTyped", at: 3, otp: "1" }]).settingsForm.phoneChange).toBeNull()
  })

  it("given 'Add card' and 'Delete' on a card, then the form and the question show; closed, they go; signed out, both go", () => {
    const asked = replay([
      ...signedIn,
      { _tag: "CardFormToggled", at: 2, open: true },
      { _tag: "CardDeleteAsked", at: 3, id: 7 },
    ])
    expect(asked.settingsForm).toMatchObject({ addingCard: true, deletingCard: 7 })
    const closed = replay(
      [
        { _tag: "CardDeleteQuestionClosed", at: 4 },
        { _tag: "CardFormToggled", at: 5, open: false },
      ],
      asked,
    )
    expect(closed.settingsForm).toMatchObject({ addingCard: false, deletingCard: null })
    expect(replay([{ _tag: "LoggedOut", at: 4 }], asked).settingsForm).toMatchObject({
      addingCard: false,
      deletingCard: null,
    })
    // The same profile read again (after a save) leaves them as they are.
    expect(replay([{ _tag: "ProfileLoaded", at: 4, profile: aProfile() }], asked).settingsForm.deletingCard).toBe(7)
  })

  it("given a form's answer, then the state holds it; when the tab changes or the card form opens or closes, it goes", () => {
    const wrong = { form: "password", ok: false, message: "The current password is incorrect.", fields: [] } as const
    const answered = given(...signedIn, { _tag: "SettingsTabChosen", at: 2, tab: "password" }, answer(wrong))
    expect(answered.settingsForm.outcome).toEqual(wrong)
    expect(applied(answered, [answer(null)]).settingsForm.outcome).toBeNull()
    expect(applied(answered, [{ _tag: "SettingsTabChosen", at: 4, tab: "cards" }]).settingsForm.outcome).toBeNull()
    // The same tab chosen again: nothing changes, the message stays.
    expect(applied(answered, [{ _tag: "SettingsTabChosen", at: 4, tab: "password" }])).toBe(answered)
    const card = { form: "card", ok: false, message: "", fields: ["Your card number is incomplete."] } as const
    const refused = given(...signedIn, { _tag: "CardFormToggled", at: 2, open: true }, answer(card))
    expect(refused.settingsForm).toMatchObject({ addingCard: true, outcome: card })
    expect(applied(refused, [{ _tag: "CardFormToggled", at: 4, open: false }]).settingsForm.outcome).toBeNull()
  })

  it("given a form's answer, when the customer goes to another screen, then it goes (the screen started afresh); the same route leaves it", () => {
    const wrong = { form: "password", ok: false, message: "The current password is incorrect.", fields: [] } as const
    const answered = given(
      ...signedIn,
      { _tag: "RouteChanged", at: 2, route: "settings", orderId: null },
      answer(wrong),
    )
    expect(applied(answered, [{ _tag: "RouteChanged", at: 4, route: "settings", orderId: null }])).toBe(answered)
    const left = applied(answered, [{ _tag: "RouteChanged", at: 4, route: "menu", orderId: null }])
    expect(left.settingsForm.outcome).toBeNull()
    expect(left.route.name).toBe("menu")
  })

  it("given the profile saved, when the saved profile changes, then 'Updated successfully' stays (it hides on its timer)", () => {
    const saved = { form: "profile", ok: true, message: "Updated successfully", fields: [] } as const
    const state = given(...signedIn, draft("Anna N"), answer(saved))
    const after = applied(state, [{ _tag: "ProfileLoaded", at: 4, profile: { ...aProfile(), name: "Anna N" } }])
    expect(after.settingsForm).toMatchObject({ profile: null, outcome: saved })
  })

  it("a keystroke supersedes the edit before it", () => {
    expect(settingsEditSupersedes(draft("A"), draft("An"))).toBe(true)
    const code = (otp: string): WidgetEvent => ({ _tag: "PhoneCodeTyped", at: 3, otp })
    expect(settingsEditSupersedes(code("1"), code("12"))).toBe(true)
    expect(settingsEditSupersedes(draft("A"), code("1"))).toBe(false)
    expect(settingsEditSupersedes({ _tag: "SettingsTabChosen", at: 0, tab: "cards" }, draft("An"))).toBe(false)
  })
})
