import { Result } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { isCompleteAddress } from "../../../domain/address/completeness"
import type { CheckoutDraft } from "../../../domain/checkout/draft-events"
import { decodeLog } from "../../../domain/replay/decode-log"
import { redactLog } from "../../../domain/replay/redact"
import { replay } from "../../../domain/replay/replay"
import type { WidgetEvent } from "../../../domain/widget/event"
import type { WidgetState } from "../../../domain/widget/state"
import { isValidState } from "../../../domain/widget/validity"
import { propertySeed } from "../../support/seed"
import { anyLog } from "../widget/arbitraries"

/**
 * 'Report a problem' sends the redacted log out of the browser. Generated logs get personal strings
 * planted in every field that can hold personal data; none of them may survive, and the redacted log
 * must still decode and replay like the original (same validity, same cart, route and addresses).
 */

/** A planted value: distinctive enough that finding it in the JSON means it leaked. */
const planted = fc.stringMatching(/^[a-z0-9]{6,10}$/).map((s) => `pii-${s}`)
/** A real-looking coordinate (valid, with nine decimals nothing else in a log has). */
const coordinate = fc
  .tuple(fc.integer({ min: 10, max: 79 }), fc.integer({ min: 100_000_000, max: 999_999_999 }))
  .map(([whole, decimals]) => `${whole}.${decimals}`)

interface Pools {
  readonly texts: ReadonlyArray<string>
  readonly coordinates: ReadonlyArray<string>
}

/**
 * Puts planted values into every personal field of a log, cycling through small pools so the same
 * value lands in several fields (as a restored token and a login token can be equal). Returns the
 * planted log and every value planted.
 */
const plant = (log: ReadonlyArray<WidgetEvent>, pools: Pools) => {
  const used = new Set<string>()
  let t = 0
  let c = 0
  const text = (): string => {
    const v = pools.texts[t++ % pools.texts.length] as string
    used.add(v)
    return v
  }
  const coord = (): string => {
    const v = pools.coordinates[c++ % pools.coordinates.length] as string
    used.add(v)
    return v
  }
  const address = <A extends object>(a: A): A => ({
    ...a,
    string: text(),
    latitude: coord(),
    longitude: coord(),
    address_line_2: text(),
  })
  const order = <O extends object>(o: O): O => ({ ...o, notes: text(), address: { string: text() } })
  // Issue 29: a session in the path and the order's link key in the query, as providers and the API send them.
  const url = (base: string): string => `${base}/${text()}?session=${text()}&key=${text()}#${text()}`
  /** One cart uuid per log, planted wherever the log holds it (equal values stay equal). */
  const cartUuid = `pii-cart-${pools.texts[0] ?? "x"}`
  const cart = (uuid: string | null): string | null => {
    if (uuid === null) return null
    used.add(cartUuid)
    return cartUuid
  }
  /** The checkout form as typed: phone, notes and the invoice's name, NIP and street. */
  const draft = <D extends CheckoutDraft>(d: D): D => ({
    ...d,
    phone: text(),
    notes: text(),
    business: { ...d.business, name: text(), nip: text(), street: text() },
  })
  const heldCart = <C extends { readonly uuid: string }>(c: C): C => ({
    ...c,
    uuid: cart(c.uuid) ?? c.uuid,
    address: { id: 11, string: text() },
  })
  /** A Snapshot's state: the slices its folded events left personal values in. */
  const state = (s: WidgetState): WidgetState => ({
    ...s,
    settings: { ...s.settings, gcpKey: s.settings.gcpKey === null ? null : text() },
    session: {
      ...s.session,
      token: s.session.token === null ? null : text(),
      profile:
        s.session.profile === null
          ? null
          : { ...s.session.profile, name: text(), email: `${text()}@mail.test`, phone: text(), avatar: text() },
      paymentMethods: s.session.paymentMethods.map((m) => ({
        ...m,
        last_four: text(),
        data: { card_token: text(), fingerprint: text() },
      })),
    },
    addresses: s.addresses.map(address),
    cart: {
      ...s.cart,
      uuid: cart(s.cart.uuid),
      cart: s.cart.cart === null ? null : heldCart(s.cart.cart),
      previous: s.cart.previous === null ? null : heldCart(s.cart.previous),
    },
    addressModal: {
      ...s.addressModal,
      place: s.addressModal.place === null ? null : { string: text(), latitude: coord(), longitude: coord() },
      typed: s.addressModal.typed === null ? null : text(),
      line2: s.addressModal.line2 === null ? null : text(),
      suggestions: s.addressModal.suggestions.map(() => ({ string: text(), latitude: coord(), longitude: coord() })),
    },
    checkout: {
      ...s.checkout,
      redirectUri: s.checkout.redirectUri === null ? null : url("https://pay.example/checkout"),
      threeDsUrl: s.checkout.threeDsUrl === null ? null : url("https://3ds.example/challenge"),
    },
    order: s.order === null ? null : order(s.order),
    orders: { ...s.orders, list: s.orders.list.map(order) },
    authModal: s.authModal === null ? null : { ...s.authModal, fields: authFields(s.authModal.fields) },
    checkoutForm: {
      ...s.checkoutForm,
      draft: s.checkoutForm.draft === null ? null : draft(s.checkoutForm.draft),
      rememberedPhone: s.checkoutForm.rememberedPhone === null ? null : text(),
    },
    settingsForm: {
      ...s.settingsForm,
      profile:
        s.settingsForm.profile === null
          ? null
          : { name: text(), email: `${text()}@mail.test`, phone: { country: "PL +48", number: text() } },
      phoneChange: s.settingsForm.phoneChange === null ? null : { phone: text(), otp: text() },
    },
  })
  /** The auth modal's fields (passwords never enter the log): every field a patch names. */
  const authFields = <F extends object>(f: F): F => {
    const out: Record<string, unknown> = { ...(f as Record<string, unknown>) }
    if ("name" in f) out.name = text()
    if ("email" in f) out.email = `${text()}@mail.test`
    if ("phone" in f) out.phone = { country: "PL +48", number: text() }
    if ("address" in f) out.address = { string: text(), latitude: coord(), longitude: coord() }
    if ("addressTyped" in f) out.addressTyped = text()
    if ("code" in f) out.code = text()
    return out as F
  }
  const planted = log.map((event): WidgetEvent => {
    switch (event._tag) {
      case "Snapshot":
        return { ...event, state: state(event.state) }
      case "CheckoutFormOpened":
        return { ...event, form: draft(event.form) }
      case "CheckoutFormEdited":
        return {
          ...event,
          patch: {
            ...event.patch,
            ...("phone" in event.patch ? { phone: text() } : {}),
            ...("notes" in event.patch ? { notes: text() } : {}),
            ...(event.patch.business
              ? { business: { ...event.patch.business, name: text(), nip: text(), street: text() } }
              : {}),
          },
        }
      case "ProfileDraftEdited":
        return {
          ...event,
          draft:
            event.draft === null
              ? null
              : { name: text(), email: `${text()}@mail.test`, phone: { country: "PL +48", number: text() } },
        }
      case "AuthFormEdited":
        return { ...event, patch: authFields(event.patch) }
      case "AddressFormEdited":
        return {
          ...event,
          patch: {
            ...("typed" in event.patch ? { typed: text() } : {}),
            ...("line2" in event.patch ? { line2: text() } : {}),
            ...(event.patch.suggestions === undefined
              ? {}
              : {
                  suggestions: event.patch.suggestions.map(() => ({
                    string: text(),
                    latitude: coord(),
                    longitude: coord(),
                  })),
                }),
          },
        }
      case "PhoneCodeSent":
        return { ...event, phone: text() }
      case "PhoneCodeTyped":
        return { ...event, otp: text() }
      case "GuestPhoneRecalled":
        return { ...event, phone: event.phone === null ? null : text() }
      case "StorageRestored":
        return {
          ...event,
          token: text(),
          cartUuid: cart(event.cartUuid),
          addresses: event.addresses.map(address),
          orders: event.orders.map(order),
        }
      case "GuestCartCreated":
        return { ...event, uuid: cart(event.uuid) ?? event.uuid }
      case "LoggedIn":
        return { ...event, token: text() }
      case "ProfileLoaded":
        return {
          ...event,
          profile: { ...event.profile, name: text(), email: `${text()}@mail.test`, phone: text(), avatar: text() },
        }
      case "PaymentMethodsLoaded":
        return {
          ...event,
          methods: event.methods.map((m) => ({
            ...m,
            last_four: text(),
            data: { card_token: text(), fingerprint: text() },
          })),
        }
      case "AddressesLoaded":
        return { ...event, addresses: event.addresses.map(address) }
      case "AddressSaved":
        return { ...event, address: address(event.address) }
      case "AddressPlaceChosen":
        return { ...event, place: { string: text(), latitude: coord(), longitude: coord() } }
      case "CartStored":
        return {
          ...event,
          cart: { ...event.cart, uuid: cart(event.cart.uuid) ?? event.cart.uuid, address: { id: 11, string: text() } },
        }
      case "CheckoutSucceeded":
      case "OrderPolled":
        return { ...event, order: order(event.order) }
      case "OrdersPageLoaded":
        return { ...event, orders: event.orders.map(order) }
      case "CheckoutRedirected":
        return { ...event, uri: url("https://pay.example/checkout") }
      case "ThreeDsChallenged":
        return { ...event, url: url("https://3ds.example/challenge") }
      case "AppConfigLoaded":
        return { ...event, gcpKey: text() }
      default:
        return event
    }
  })
  return { log: planted, used }
}

/** What the customer would see the same after redaction: the screens' skeleton, not the values. */
const behaviour = (s: WidgetState) => ({
  route: s.route,
  // Redacted to a placeholder (issue 29): whether a cart is held is the behaviour, not its uuid.
  cartUuid: s.cart.uuid === null ? null : "held",
  lines: s.cart.cart?.items.length ?? null,
  signedIn: s.session.token !== null,
  profile: s.session.profile !== null,
  cards: s.session.paymentMethods.map((m) => m.brand),
  addresses: s.addresses.map((a) => [a.id, a.is_active, isCompleteAddress(a)]),
  place: s.addressModal.place === null ? null : isCompleteAddress(s.addressModal.place),
  checkout: s.checkout.status,
  order: s.order?.id ?? null,
  orders: s.orders.list.map((o) => o.id),
})

const logs = fc.record({
  log: anyLog(40),
  texts: fc.uniqueArray(planted, { minLength: 1, maxLength: 6 }),
  coordinates: fc.uniqueArray(coordinate, { minLength: 1, maxLength: 3 }),
})

describe("redactLog on generated logs with planted personal data", () => {
  it("leaves none of the planted values, still decodes, and replays with the same validity and behaviour", () => {
    let plantedSomething = 0
    fc.assert(
      fc.property(logs, ({ log, texts, coordinates }) => {
        const original = plant(log, { texts, coordinates })
        const redacted = redactLog(original.log)
        const json = JSON.stringify(redacted)
        const leaked = [...original.used].filter((v) => json.includes(v))
        expect(leaked).toEqual([])
        if (original.used.size > 0) plantedSomething++

        const decoded = decodeLog(JSON.parse(json))
        expect(Result.isSuccess(decoded)).toBe(true)
        const before = replay(original.log)
        const after = replay(redacted)
        if (isValidState(before)) expect(isValidState(after)).toBe(true)
        expect(behaviour(after)).toEqual(behaviour(before))
      }),
      { seed: propertySeed("redactLog"), numRuns: 300 },
    )
    // The generator really exercised the planting (not 300 logs without a personal field).
    expect(plantedSomething).toBeGreaterThan(100)
  })
})
