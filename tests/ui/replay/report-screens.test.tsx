// @vitest-environment happy-dom
import { Effect } from "effect"
import { beforeAll, describe, expect, it } from "vitest"
import { redactLog } from "../../../domain/replay/redact"
import { replay } from "../../../domain/replay/replay"
import type { WidgetState } from "../../../domain/widget/state"
import { loadLaterFeatures } from "../../../ui/model/lazy-features"
import type { WidgetModel } from "../../../ui/model/model"
import { loadAllScreens } from "../../../ui/replay/replay-screen"
import { annasOrder } from "../../domain/orders/seeded-orders"
import { aProfile } from "../../domain/widget/entities"
import { fakeApi, holdPickupCart, rejected, testModel } from "../model/fake-api"
import { cleanupsAfterEach, renderReplayScreen } from "./render-replay"

/**
 * Issue 26, in node: a model driven through its commands to the screens the issue lists; its log
 * (what 'Report a problem' sends) replays to the very state, and the replay page's screen for it is
 * the screen the live state shows — the same HTML; with the log redacted, the same screen with
 * placeholders for the personal values. Besides the issue's screens, the forms moved into the log
 * after them: the allergen panel, the registration form (passwords are never logged), the address
 * form and the settings' phone code step; then the order page's polling (the 'reconnecting' hint, not
 * found), the 'Order again' dialog and the address form's refused save. The Chromium recordings are compared in
 * tests/e2e/recorded-screens.e2e.ts.
 */

process.env.TZ = "UTC"

const cleanups = cleanupsAfterEach()
beforeAll(async () => {
  await loadAllScreens()
  await loadLaterFeatures()
}, 60_000)

/** The replay page's screen for a state: the widget's layout over a replay model, as HTML. */
const screenOf = async (state: WidgetState, at: number): Promise<string> => {
  const shown = await renderReplayScreen(state, at)
  await shown.unmount()
  return shown.html.replace(/_r_[0-9a-z]+_/g, "id")
}

const booted = async (overrides: Parameters<typeof fakeApi>[1] = {}): Promise<WidgetModel> => {
  const { model, runtime } = testModel(fakeApi(1, overrides))
  cleanups.push(() => runtime.dispose())
  await model.commands.widget.boot()
  return model
}

/** Anna signed in (her profile loaded) and on the settings screen. */
const signedInOnSettings = (model: WidgetModel) => {
  model.dispatch({ _tag: "LoggedIn", at: 1, token: "tok" })
  model.dispatch({ _tag: "ProfileLoaded", at: 1, profile: aProfile() })
  model.commands.navigation.navigate("settings")
}

/** The log replays to the live state, and the replayed screen is the live one. */
const expectReplayed = async (model: WidgetModel) => {
  const live = model.state.value
  expect(replay(model.log)).toEqual(live)
  const at = model.log.at(-1)?.at ?? 0
  expect(await screenOf(replay(model.log), at)).toBe(await screenOf(live, at))
  return { live, at, redacted: replay(redactLog(model.log)) }
}

describe("a report replays to the screen the customer saw", () => {
  it("a search typed letter by letter with a dietary filter and an allergen excluded", async () => {
    const model = await booted()
    for (const text of ["t", "ti", "tir", "tira"]) model.commands.search.type(text)
    const type = model.projections.search.value.types[0]
    if (type) model.commands.search.toggleType(type.id)
    model.commands.search.toggleAllergen("milk")
    const { live, redacted, at } = await expectReplayed(model)
    expect(live.search).toMatchObject({ text: "tira", excluded: ["milk"] })
    expect(await screenOf(live, at)).toContain('value="tira"')
    // Nothing personal on this screen: the redacted report shows it exactly.
    expect(await screenOf(redacted, at)).toBe(await screenOf(live, at))
  })

  it("the promo modal with a code typed", async () => {
    const model = await booted()
    holdPickupCart(model)
    model.commands.navigation.navigate("cart")
    model.commands.cartPage.openPromo()
    for (const code of ["L", "LA", "LATO"]) model.commands.cartPage.typePromo(code)
    const { live, redacted, at } = await expectReplayed(model)
    expect(live.promo).toMatchObject({ open: true, typed: "LATO" })
    expect(model.log.filter((e) => e._tag === "PromoCodeTyped")).toHaveLength(1)
    expect(redacted.promo.typed).toBe("LATO")
    expect(await screenOf(redacted, at)).toContain('value="LATO"')
  })

  it("the checkout half filled, cash chosen, an invoice without its fields, and the validation messages", async () => {
    const model = await booted()
    holdPickupCart(model)
    model.commands.navigation.navigate("checkout")
    await model.commands.checkout.open()
    model.commands.checkout.edit({ payment: "cash_method" })
    model.commands.checkout.edit({ notes: "Ring twice" })
    model.commands.checkout.edit({ invoice: true })
    await model.commands.checkout.placeOrder()
    const { live, redacted, at } = await expectReplayed(model)
    expect(live.checkoutForm.draft).toMatchObject({ payment: "cash_method", invoice: true, notes: "Ring twice" })
    expect(Object.keys(live.checkoutForm.errors).sort()).toEqual(["businessName", "nip", "phone", "street"])
    // Redacted: the same choices and messages, the notes as their placeholder.
    expect(redacted.checkoutForm.errors).toEqual(live.checkoutForm.errors)
    expect(redacted.checkoutForm.draft).toMatchObject({ payment: "cash_method", invoice: true, notes: "Notes 1" })
    const shown = await screenOf(live, at)
    expect(shown).toContain("Ring twice")
    expect(shown).toMatch(/value="cash_method"[^>]*checked/)
    expect(await screenOf(redacted, at)).toBe(shown.replaceAll("Ring twice", "Notes 1"))
  })

  it("the settings screen with an unsaved name edit", async () => {
    const model = await booted()
    signedInOnSettings(model)
    model.commands.account.chooseSettingsTab("personal")
    for (const name of ["Anna", "Anna K"])
      model.commands.account.editProfile({
        name,
        email: aProfile().email,
        phone: { country: "PL +48", number: "600100200" },
      })
    const { live, redacted } = await expectReplayed(model)
    expect(live.settingsForm.profile?.name).toBe("Anna K")
    expect(redacted.settingsForm.profile?.name).toMatch(/^Person \d+$/)
    expect(await screenOf(live, 0)).toContain('value="Anna K"')
  })

  it("the settings screen's Change Password with the server's refusal under it", async () => {
    const model = await booted({
      updatePassword: () => Effect.fail(rejected(422, "The current password is incorrect.")),
    })
    signedInOnSettings(model)
    model.commands.account.chooseSettingsTab("password")
    const r = await model.commands.account.changePassword("old-secret-1", "New-secret-22", "New-secret-22")
    // What the screen does with the answer (ui/settings/settings-screen.tsx).
    model.commands.account.answer({ form: "password", ok: r.ok, message: r.message, fields: [] })
    const { live, redacted, at } = await expectReplayed(model)
    expect(live.settingsForm.outcome).toMatchObject({ form: "password", ok: false })
    const shown = await screenOf(live, at)
    expect(shown).toContain('data-result="error"')
    expect(shown).toContain("The current password is incorrect.")
    expect(JSON.stringify(model.log)).not.toContain("secret")
    expect(await screenOf(redacted, at)).toBe(shown)
  })

  it("the settings screen's add-card form with the card fields' messages", async () => {
    const model = await booted()
    signedInOnSettings(model)
    model.commands.account.chooseSettingsTab("cards")
    model.commands.account.setCardFormOpen(true)
    model.commands.account.answer({ form: "card", ok: false, message: "", fields: ["Your card number is incomplete."] })
    const { live, redacted, at } = await expectReplayed(model)
    const shown = await screenOf(live, at)
    expect(shown).toContain("data-add-card")
    expect(shown).toContain("Your card number is incomplete.")
    expect(await screenOf(redacted, at)).toBe(shown)
  })

  it("the allergen panel left open", async () => {
    const model = await booted()
    model.commands.search.setPanelOpen(true)
    model.commands.search.toggleAllergen("milk")
    const { live, redacted, at } = await expectReplayed(model)
    expect(live.search).toMatchObject({ panelOpen: true, excluded: ["milk"] })
    expect(await screenOf(redacted, at)).toBe(await screenOf(live, at))
  })

  it("the registration form half typed: its fields replay, as placeholders when redacted; no password is logged", async () => {
    const model = await booted()
    model.commands.account.openRegister()
    for (const name of ["A", "Anna", "Anna Nowak"]) model.commands.account.editAuth({ name })
    model.commands.account.editAuth({ email: "anna.nowak@example.test" })
    model.commands.account.editAuth({ phone: { country: "PL +48", number: "600100201" } })
    model.commands.account.editAuth({ addressTyped: "Hoża 4" })
    const { live, redacted, at } = await expectReplayed(model)
    expect(live.authModal?.fields).toMatchObject({ name: "Anna Nowak", email: "anna.nowak@example.test" })
    expect(model.log.filter((e) => e._tag === "AuthFormEdited")).toHaveLength(4)
    const shown = await screenOf(live, at)
    expect(shown).toContain('value="Anna Nowak"')
    expect(shown).toContain('value="Hoża 4"')
    const hidden = await screenOf(redacted, at)
    expect(hidden).not.toMatch(/Anna|nowak|600100201|Hoża/)
    expect(hidden).toContain('value="Person 1"')
    expect(JSON.stringify(redactLog(model.log))).not.toMatch(/Anna|nowak|600100201|Hoża/)
  })

  it("the address form with a street typed and a flat line", async () => {
    const model = await booted()
    model.commands.address.openModal()
    model.commands.address.openForm(null)
    for (const typed of ["H", "Ho", "Hoż"]) model.commands.address.editForm({ typed })
    model.commands.address.editForm({ line2: "m. 4" })
    const { live, redacted, at } = await expectReplayed(model)
    expect(live.addressModal).toMatchObject({ view: "form", typed: "Hoż", line2: "m. 4" })
    const shown = await screenOf(live, at)
    expect(shown).toContain('value="Hoż"')
    expect(shown).toContain('value="m. 4"')
    expect(await screenOf(redacted, at)).toBe(
      shown.replaceAll('value="Hoż"', 'value="Address 1"').replaceAll('value="m. 4"', 'value="Line 1"'),
    )
  })

  it("the address form after a refused save: the message saying why", async () => {
    const model = await booted()
    model.commands.address.openModal()
    model.commands.address.openForm(null)
    model.commands.address.editForm({ typed: "Hoż" })
    model.commands.address.refuseSave()
    const { live, redacted, at } = await expectReplayed(model)
    expect(live.addressModal.saveRefused).toBe(true)
    const shown = await screenOf(live, at)
    expect(shown).toContain('data-testid="address-save-refusal"')
    expect(await screenOf(redacted, at)).toBe(shown.replaceAll('value="Hoż"', 'value="Address 1"'))
  })

  it("the address form after 'Use my current location' found no position: the message saying why", async () => {
    const model = await booted()
    model.commands.address.openModal()
    model.commands.address.openForm(null)
    model.commands.address.editForm({ typed: "Hoż" })
    const failure = await model.commands.address.useCurrentLocation()
    // What the form does with the answer (ui/address/address-form.tsx).
    model.commands.address.editForm({ locationError: failure ?? null })
    const { live, redacted, at } = await expectReplayed(model)
    expect(live.addressModal.locationError).toEqual(expect.any(String))
    const shown = await screenOf(live, at)
    expect(shown).toContain('data-testid="location-error"')
    expect(shown).toContain(live.addressModal.locationError ?? "?")
    expect(await screenOf(redacted, at)).toBe(shown.replaceAll('value="Hoż"', 'value="Address 1"'))
  })

  it("the product modal with its quantity field emptied while retyping", async () => {
    const model = await booted()
    model.commands.product.open(1002)
    model.commands.product.setQuantity(3)
    for (const text of ["", "0"]) model.commands.product.typeQuantity(text)
    const { live, redacted, at } = await expectReplayed(model)
    expect(live.productModal).toMatchObject({ quantity: 3, quantityTyped: "0" })
    expect(model.log.filter((e) => e._tag === "ModalQuantityTyped")).toHaveLength(1)
    const shown = await screenOf(live, at)
    expect(shown).toMatch(/type="number"[^>]*value="0"/)
    expect(await screenOf(redacted, at)).toBe(shown)
  })

  it("the address form with its autocomplete list open and an option active: the places redacted", async () => {
    const model = await booted()
    model.commands.address.openModal()
    model.commands.address.openForm(null)
    model.commands.address.editForm({ typed: "Hoż" })
    const suggestions = [
      { string: "Hoża 42, Warszawa", latitude: "52.2259", longitude: "21.0137" },
      { string: "Hoża 44, Warszawa", latitude: "52.2261", longitude: "21.0139" },
    ]
    // What the combobox does with a search's answer and an ArrowDown (ui/address/address-combobox.tsx).
    model.commands.address.editForm({ suggestions, listOpen: true, active: -1 })
    model.commands.address.editForm({ listOpen: true, active: 1 })
    const { live, redacted, at } = await expectReplayed(model)
    expect(live.addressModal).toMatchObject({ suggestions, listOpen: true, active: 1 })
    const shown = await screenOf(live, at)
    expect(shown).toContain("Hoża 44, Warszawa")
    expect(shown).toMatch(/aria-selected="true"[^>]*>Hoża 44, Warszawa/)
    const hidden = await screenOf(redacted, at)
    expect(hidden).not.toContain("Hoża")
    expect(redacted.addressModal).toMatchObject({ listOpen: true, active: 1 })
    expect(redacted.addressModal.suggestions.map((p) => p.string)).toEqual(["Address 2", "Address 3"])
  })

  it("the settings screen's phone code step with a code typed", async () => {
    const model = await booted()
    signedInOnSettings(model)
    model.dispatch({ _tag: "PhoneCodeSent", at: 2, phone: "+48600100201" })
    for (const otp of ["1", "12", "123"]) model.commands.account.typePhoneCode(otp)
    const { live, redacted } = await expectReplayed(model)
    expect(live.settingsForm.phoneChange).toEqual({ phone: "+48600100201", otp: "123" })
    const shown = await screenOf(live, 0)
    expect(shown).toContain("+48600100201")
    expect(shown).toContain('value="123"')
    expect(redacted.settingsForm.phoneChange?.phone).toMatch(/^\+48500\d{6}$/)
    expect(await screenOf(redacted, 0)).not.toContain("600100201")
  })

  it("the order page with its order and the 'reconnecting' hint after a failed poll", async () => {
    const order = annasOrder()
    let polls = 0
    const model = await booted({
      order: () =>
        ++polls === 1 ? Effect.succeed({ data: order }) : Effect.fail(rejected(503, "Service Unavailable")),
    })
    model.commands.navigation.navigate("order", order.id)
    await model.commands.order.watch(order.id)
    await model.commands.order.retry()
    expect(polls).toBe(2)
    const { live, redacted, at } = await expectReplayed(model)
    expect(live.orderPoll).toEqual({ orderId: order.id, failures: 1, notFound: false, paused: false })
    expect(await screenOf(live, at)).toContain("Connection lost, reconnecting…")
    // The redacted report keeps the hint (the order's personal values become placeholders).
    expect(redacted.orderPoll).toEqual(live.orderPoll)
    expect(await screenOf(redacted, at)).toContain("Connection lost, reconnecting…")
  })

  it("the order page of an order the API does not know", async () => {
    const model = await booted({ order: () => Effect.fail(rejected(404, "Not Found")) })
    model.commands.navigation.navigate("order", 7001)
    await model.commands.order.watch(7001)
    const { live, redacted, at } = await expectReplayed(model)
    expect(live.orderPoll.notFound).toBe(true)
    const shown = await screenOf(live, at)
    expect(shown).toContain("We could not find this order.")
    expect(await screenOf(redacted, at)).toBe(shown)
  })

  it("the 'Order again' review of the order page's order", async () => {
    const order = annasOrder()
    const model = await booted({ order: () => Effect.succeed({ data: order }) })
    model.commands.navigation.navigate("order", order.id)
    await model.commands.order.watch(order.id)
    model.commands.reorder.open(order.id)
    const { live, redacted, at } = await expectReplayed(model)
    expect(live.reorder).toEqual({ phase: "review", orderId: order.id, added: [], notAdded: [] })
    const shown = await screenOf(live, at)
    expect(shown).toContain("2× Margherita (32 cm)")
    expect(await screenOf(redacted, at)).toContain("2× Margherita (32 cm)")
    model.commands.reorder.close()
    expect((await expectReplayed(model)).live.reorder).toBeNull()
  })

  it("the 'Order again' dialog after a refused add: what went in and what did not", async () => {
    const order = annasOrder()
    let adds = 0
    const model = await booted({
      order: () => Effect.succeed({ data: order }),
      addItem: () => {
        adds += 1
        return Effect.fail(rejected(422, "Produkt niedostępny"))
      },
    })
    await model.commands.cart.changeOrderType("pickup")
    model.commands.navigation.navigate("order", order.id)
    await model.commands.order.watch(order.id)
    model.commands.reorder.open(order.id)
    await model.commands.reorder.confirm()
    expect(adds).toBe(1)
    const { live, at } = await expectReplayed(model)
    expect(live.reorder?.phase).toBe("failed")
    expect(await screenOf(live, at)).toContain("Not added: 2× Margherita (32 cm)")
  })

  it("a session of 2,606 events keeps its language and order type", async () => {
    const model = await booted()
    model.dispatch({ _tag: "OrderTypeChanged", at: 1, orderType: "pickup" })
    for (let logged = model.log.length; logged < 2606; logged++)
      model.commands.navigation.selectTab(logged % 2 === 0 ? "combos" : 100)
    expect(model.log[0]?._tag).toBe("Snapshot")
    expect(model.log.length).toBeLessThanOrEqual(2000)
    const { live, redacted } = await expectReplayed(model)
    expect([redacted.settings.language, redacted.orderType]).toEqual([live.settings.language, "pickup"])
  })
})
