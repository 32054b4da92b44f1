// @vitest-environment happy-dom
import { Effect, Schema } from "effect"
import { act } from "react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { Wire } from "../../../domain"
import { AccountModals } from "../../../ui/account/account-modals"
import { ModelContext } from "../../../ui/model/model-context"
import SettingsScreen from "../../../ui/settings/settings-screen"
import { cleanup, clickEl, mount } from "../kit/render"
import { fakeApi, rejected, testModel } from "../model/fake-api"

/**
 * The account modals and the settings screen over a real model (fake Api, memory storage): what the
 * customer sees for each mode and step, and the Save Changes rules of SPEC §5.
 */

const disposers: Array<() => Promise<void>> = []
afterEach(async () => {
  cleanup()
  vi.useRealTimers()
  for (const d of disposers.splice(0)) await d()
})

const profile = (name = "Anna Kowalska", phone = "+48600100200") =>
  Schema.decodeUnknownSync(Wire.ProfileResponse)({
    data: { data: { name, email: "anna@example.com", phone, points: 0 } },
  })

const setup = (overrides: Parameters<typeof fakeApi>[1] = {}) => {
  const fake = fakeApi(1, {
    profile: () => Effect.succeed(profile()),
    paymentMethods: () => Effect.succeed({ data: [] }),
    ...overrides,
  })
  const { model, runtime } = testModel(fake, 1)
  disposers.push(() => runtime.dispose())
  return { fake, model }
}

/** Types into a controlled input the way React hears it (the native setter, then an input event). */
const typeInto = (input: Element | null | undefined, value: string) => {
  if (!(input instanceof HTMLInputElement)) throw new Error("no input")
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, value)
    input.dispatchEvent(new Event("input", { bubbles: true }))
  })
}
const byLabel = (text: string): HTMLElement | null => {
  const label = Array.from(document.querySelectorAll("label")).find((l) => l.textContent === text)
  const id = label?.getAttribute("for")
  return id ? document.getElementById(id) : document.querySelector(`[aria-label="${text}"]`)
}
const button = (text: string) =>
  Array.from(document.querySelectorAll("button")).find((b) => b.textContent?.trim() === text) ?? null
const settle = () => act(async () => new Promise((r) => setTimeout(r, 30)))

describe("the auth modal", () => {
  it("follows the model's mode: login, then register step 1, then forgot; the providers' buttons stay hidden", async () => {
    const { model } = setup()
    mount(
      <ModelContext.Provider value={model}>
        <AccountModals />
      </ModelContext.Provider>,
    )
    act(() => model.commands.account.openLogin())
    await settle()
    expect(document.querySelector('[data-modal="auth-login"]')).not.toBeNull()
    expect(button("Continue with Google")).toBeNull()
    clickEl(button("Create an account"))
    await settle()
    expect(document.querySelector('[data-modal="auth-register"] form[data-step="details"]')).not.toBeNull()
    clickEl(button("Login"))
    await settle()
    clickEl(button("Forgot password?"))
    await settle()
    expect(document.querySelector('[data-modal="auth-forgot"] form[data-step="email"]')).not.toBeNull()
  })

  it("register without a phone shows 'Phone number is required' and stays on the details", async () => {
    const { model, fake } = setup()
    mount(
      <ModelContext.Provider value={model}>
        <AccountModals />
      </ModelContext.Provider>,
    )
    act(() => model.commands.account.openRegister())
    await settle()
    typeInto(byLabel("Full name"), "Ola")
    clickEl(button("Continue"))
    await settle()
    expect(document.querySelector("[data-auth-error]")?.textContent).toBe("Phone number is required")
    expect(fake.callsOf("sendOtp")).toEqual([])
  })

  it("a refused login shows the server's text in the modal", async () => {
    const { model } = setup({ login: () => Effect.fail(rejected(401, "Nieprawidłowy e-mail lub hasło")) })
    mount(
      <ModelContext.Provider value={model}>
        <AccountModals />
      </ModelContext.Provider>,
    )
    act(() => model.commands.account.openLogin())
    await settle()
    typeInto(byLabel("E-mail"), "anna@example.com")
    typeInto(byLabel("Password"), "zle")
    const form = document.querySelector('[data-modal="auth-login"] form')
    act(() => {
      form?.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }))
    })
    await settle()
    expect(document.querySelector("[data-auth-error]")?.textContent).toBe("Nieprawidłowy e-mail lub hasło")
  })
})

describe("the settings screen", () => {
  const signedIn = async (overrides: Parameters<typeof fakeApi>[1] = {}) => {
    const h = setup(overrides)
    h.model.dispatch({ _tag: "LoggedIn", at: 1, token: "t" })
    mount(
      <ModelContext.Provider value={h.model}>
        <SettingsScreen route={{ name: "settings", orderId: null }} />
      </ModelContext.Provider>,
    )
    await settle()
    return h
  }

  it("Save Changes is disabled until a field changes, and again when it is changed back", async () => {
    await signedIn()
    const save = () => button("Save Changes") as HTMLButtonElement
    expect((byLabel("Full name") as HTMLInputElement).value).toBe("Anna Kowalska")
    expect(save().disabled).toBe(true)
    typeInto(byLabel("Full name"), "Anna Nowak")
    expect(save().disabled).toBe(false)
    typeInto(byLabel("Full name"), "Anna Kowalska")
    expect(save().disabled).toBe(true)
    typeInto(byLabel("Phone number"), "600100999")
    expect(save().disabled).toBe(false)
  })

  it("a saved name shows 'Updated successfully' as a success, hidden after 1.5 s", async () => {
    let saved = "Anna Kowalska"
    const { fake } = await signedIn({
      profile: () => Effect.succeed(profile(saved)),
      updateProfile: (body: { name: string }) => {
        saved = body.name
        return Effect.succeed({ success: true, message: "" })
      },
    })
    typeInto(byLabel("Full name"), "Anna Nowak")
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] })
    clickEl(button("Save Changes"))
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10)
    })
    expect(fake.callsOf("updateProfile")).toEqual([[{ name: "Anna Nowak", email: "anna@example.com" }]])
    expect(document.querySelector('[data-result="success"]')?.textContent).toBe("Updated successfully")
    expect((button("Save Changes") as HTMLButtonElement).disabled).toBe(true)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_400)
    })
    expect(document.querySelector('[data-result="success"]')).not.toBeNull()
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200)
    })
    expect(document.querySelector('[data-result="success"]')).toBeNull()
  })

  it("a new phone asks for the code; Cancel returns to the form", async () => {
    const { fake } = await signedIn({ changePhone: () => Effect.succeed({ success: true, message: "" }) })
    typeInto(byLabel("Phone number"), "600100999")
    clickEl(button("Save Changes"))
    await settle()
    expect(fake.callsOf("changePhone")).toEqual([[{ phone: "+48600100999" }]])
    expect(document.querySelector('form[data-phone-step="code"]')).not.toBeNull()
    clickEl(button("Cancel"))
    expect(document.querySelector('form[data-phone-step="editing"]')).not.toBeNull()
    expect((byLabel("Phone number") as HTMLInputElement).value).toBe("600100999")
  })

  it("signed out, it offers the login instead of the tabs", async () => {
    const { model } = setup()
    mount(
      <ModelContext.Provider value={model}>
        <SettingsScreen route={{ name: "settings", orderId: null }} />
      </ModelContext.Provider>,
    )
    expect(document.querySelector("[role=tablist]")).toBeNull()
    clickEl(button("Login"))
    expect(model.state.value.authModal?.mode).toBe("login")
  })
})
