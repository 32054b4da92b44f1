import { dialCodeOf, joinPhone, splitPhone } from "../account/phone"
import type { Mutable } from "../widget/copies"
import type { WidgetEvent } from "../widget/event"
import type { WidgetState } from "../widget/state"

/**
 * Placeholder coordinates (central Warsaw): a decimal string within range, so an address that was
 * complete before redaction is still complete after it (isCompleteAddress) and replays the same.
 */
export const PLACEHOLDER_LATITUDE = "52.2297"
export const PLACEHOLDER_LONGITUDE = "21.0122"

/** A coordinate the API would accept: the same test isCompleteAddress makes, kept in step with it. */
const isCoordinate = (text: string, limit: number): boolean =>
  /^-?\d+(\.\d+)?$/.test(text.trim()) && Math.abs(Number(text.trim())) <= limit

type Kind =
  | "token"
  | "email"
  | "phone"
  | "name"
  | "address"
  | "line2"
  | "notes"
  | "nip"
  | "card"
  | "otp"
  | "avatar"
  | "cart"
  | "payment"

/** How each kind of personal value reads after redaction; n counts distinct values of that kind. */
const placeholderOf: { readonly [K in Kind]: (n: number) => string } = {
  token: (n) => `redacted-token-${n}`,
  email: (n) => `person${n}@example.invalid`,
  phone: (n) => `+48500${String(n).padStart(6, "0")}`,
  name: (n) => `Person ${n}`,
  address: (n) => `Address ${n}`,
  line2: (n) => `Line ${n}`,
  notes: (n) => `Notes ${n}`,
  nip: (n) => String(n).padStart(10, "0"),
  card: (n) => String(n % 10_000).padStart(4, "0"),
  otp: (n) => String(n % 1_000_000).padStart(6, "0"),
  avatar: (n) => `https://example.invalid/avatar-${n}.png`,
  // A cart's uuid opens the cart (and its address) to whoever holds it: a uuid-shaped placeholder.
  cart: (n) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
  // Completed by paymentUrl with the provider's origin; the path and query (session ids, link keys) go.
  payment: (n) => `/redacted-payment-${n}`,
}

/**
 * Keys that hold personal data wherever they appear in an event (a request body a future event
 * carries, say), checked after the typed pass so a new field named like these is redacted too.
 */
const personalKeys: ReadonlyMap<string, Kind> = new Map<string, Kind>([
  ["token", "token"],
  ["access_token", "token"],
  ["card_token", "token"],
  ["payment_token", "token"],
  ["client_secret", "token"],
  ["email", "email"],
  ["phone", "phone"],
  ["rememberedPhone", "phone"],
  ["notes", "notes"],
  ["nip", "nip"],
  ["otp", "otp"],
  ["otp_code", "otp"],
  ["last_four", "card"],
  ["address_line_2", "line2"],
  ["cart_uuid", "cart"],
  ["cartUuid", "cart"],
  ["guest_token", "token"],
  ["guestToken", "token"],
])

/**
 * One redaction pass over one log: equal personal values get equal placeholders (a token restored
 * at start and the same token logged in later stay equal), so every comparison a reducer makes
 * comes out the same. Blank values stay as they are: emptiness is behaviour, not personal data.
 */
const makeRedactor = () => {
  const seen = new Map<Kind, Map<string, string>>()
  // Placeholders already handed out: the key-based pass leaves what the typed pass produced alone.
  const produced = new Set<string>()
  const text = (kind: Kind, value: string): string => {
    if (value.trim() === "" || produced.has(value)) return value
    let byValue = seen.get(kind)
    if (byValue === undefined) {
      byValue = new Map()
      seen.set(kind, byValue)
    }
    const known = byValue.get(value)
    if (known !== undefined) return known
    const placeholder = placeholderOf[kind](byValue.size + 1)
    byValue.set(value, placeholder)
    produced.add(placeholder)
    return placeholder
  }
  const maybe = (kind: Kind, value: string | null): string | null => (value === null ? null : text(kind, value))
  /** Valid coordinates become the fixed placeholder; invalid ones stay invalid (''), blank stays blank. */
  const coordinate = (value: string, limit: number, placeholder: string): string =>
    value.trim() === "" ? value : isCoordinate(value, limit) ? placeholder : ""
  /**
   * A payment or 3-D Secure URL keeps only its origin (which provider): its path and query hold the
   * payment session and the order's link key (`?key=`), which open the order and its payment to
   * whoever has the file (issue 29). Equal URLs get equal placeholders.
   */
  const paymentUrl = (value: string): string => {
    if (value.trim() === "" || produced.has(value)) return value
    const origin = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(value.trim())?.[0] ?? "https://example.invalid"
    const placeholder = `${origin}${text("payment", value)}`
    produced.add(placeholder)
    return placeholder
  }

  /** Any value, walked for the keys in personalKeys and for `business` invoice data. */
  const deep = (value: unknown, key: string | null): unknown => {
    if (typeof value === "string") {
      const kind = key === null ? undefined : personalKeys.get(key)
      return kind === undefined ? value : text(kind, value)
    }
    if (Array.isArray(value)) return value.map((v) => deep(v, null))
    if (typeof value !== "object" || value === null) return value
    const out: Record<string, unknown> = {}
    for (const [k, v] of Object.entries(value)) {
      if (k === "errors" || k === "restaurant") {
        // A form's field messages (checkout's `errors.phone`): the widget's own texts, not the customer's.
        // An order's restaurant (name, address, phone): the restaurant's public data, which its order
        // page shows, not the customer's.
        out[k] = v
      } else if (k === "business" && typeof v === "object" && v !== null && !Array.isArray(v)) {
        out[k] = business(v as Record<string, unknown>)
      } else {
        out[k] = deep(v, k)
      }
    }
    return out
  }

  /** Invoice data: the company or person name, NIP and address all go; the invoice type stays. */
  const business = (value: Readonly<Record<string, unknown>>): Record<string, unknown> => {
    const out: Record<string, unknown> = {}
    for (const [k, v] of Object.entries(value)) {
      if (typeof v !== "string") out[k] = deep(v, k)
      else if (k === "name") out[k] = text("name", v)
      else if (k === "nip") out[k] = text("nip", v)
      else if (k === "address" || k === "street") out[k] = text("address", v)
      else out[k] = deep(v, k)
    }
    return out
  }

  type Address = {
    readonly string: string
    readonly latitude: string
    readonly longitude: string
    readonly address_line_2: string | null
  }
  const address = <A extends Address>(a: A): A => ({
    ...a,
    string: text("address", a.string),
    latitude: coordinate(a.latitude, 90, PLACEHOLDER_LATITUDE),
    longitude: coordinate(a.longitude, 180, PLACEHOLDER_LONGITUDE),
    address_line_2: maybe("line2", a.address_line_2),
  })

  type Place = { readonly string: string; readonly latitude: string; readonly longitude: string }
  const place = (p: Place): Place => ({
    string: text("address", p.string),
    latitude: coordinate(p.latitude, 90, PLACEHOLDER_LATITUDE),
    longitude: coordinate(p.longitude, 180, PLACEHOLDER_LONGITUDE),
  })
  type AuthPatch = Extract<WidgetEvent, { _tag: "AuthFormEdited" }>["patch"]
  /** The auth modal's fields (whole or an edit's patch): name, e-mail, phone number, address, code. */
  const authFields = <P extends AuthPatch>(f: P): P => {
    const out: Mutable<AuthPatch> = { ...f }
    if (f.name !== undefined) out.name = text("name", f.name)
    if (f.email !== undefined) out.email = text("email", f.email)
    if (f.phone !== undefined && f.phone !== null)
      out.phone = { ...f.phone, number: nationalNumber(dialCodeOf(f.phone.country), f.phone.number) }
    if (f.address !== undefined && f.address !== null) out.address = place(f.address)
    if (f.addressTyped !== undefined && f.addressTyped !== null) out.addressTyped = text("address", f.addressTyped)
    if (f.code !== undefined) out.code = text("otp", f.code)
    return out as P
  }

  type AddressFormPatch = Extract<WidgetEvent, { _tag: "AddressFormEdited" }>["patch"]
  /** The address form as typed (the address field's text, the flat / floor line) and the places its list offers. */
  const addressForm = (f: {
    readonly typed?: string | null
    readonly line2?: string | null
    readonly suggestions?: ReadonlyArray<Place>
  }): AddressFormPatch => {
    const out: Mutable<AddressFormPatch> = {}
    if (typeof f.typed === "string") out.typed = text("address", f.typed)
    if (typeof f.line2 === "string") out.line2 = text("line2", f.line2)
    if (f.suggestions !== undefined) out.suggestions = f.suggestions.map(place)
    return out
  }

  type Order = { readonly notes: string; readonly address: { readonly string: string } | null }
  const order = <O extends Order>(o: O): O => ({
    ...o,
    notes: text("notes", o.notes),
    address: o.address === null ? null : { ...o.address, string: text("address", o.address.string) },
  })

  type HeldCart = NonNullable<WidgetState["cart"]["cart"]>
  const heldCart = (held: HeldCart): HeldCart => {
    const cart = { ...held, uuid: text("cart", held.uuid) }
    const where = held.address
    if (where === null || where.string === undefined) return cart
    return { ...cart, address: { ...where, string: text("address", where.string) } }
  }
  /**
   * A phone's national number redacted by the whole phone in its stored form, so the saved profile's
   * '+48600100200' and a settings draft's 'PL +48' + '600100200' get the same placeholder number
   * (the screen compares them: an unchanged phone must not replay as a change). The dial code stays.
   */
  const nationalNumber = (dialCode: string, number: string): string => {
    if (number.trim() === "" || produced.has(number)) return number
    const whole = joinPhone(dialCode, number)
    // No digits at all: not a phone the screen could compare, but still the customer's text.
    return whole === "" ? text("phone", number) : text("phone", whole).slice(-9)
  }
  type Profile = NonNullable<WidgetState["session"]["profile"]>
  const profilePhone = (phone: string): string => {
    if (phone.trim() === "" || produced.has(phone)) return phone
    const split = splitPhone(phone)
    if (split.number === "") return text("phone", phone)
    const placeholder = joinPhone(split.dialCode, nationalNumber(split.dialCode, split.number))
    produced.add(placeholder)
    return placeholder
  }
  const profile = (p: Profile): Profile => ({
    ...p,
    name: text("name", p.name),
    email: text("email", p.email),
    phone: profilePhone(p.phone),
    avatar: maybe("avatar", p.avatar),
  })
  type Method = WidgetState["session"]["paymentMethods"][number]
  // The brand stays (it is what the card list shows); last four and any provider data go.
  const method = ({ data: _data, ...m }: Method): Method => ({ ...m, last_four: text("card", m.last_four) })

  type ProfileDraft = NonNullable<WidgetState["settingsForm"]["profile"]>
  /** The settings screen's unsaved profile: name, e-mail (by key) and the phone's number (as the profile's). */
  const profileDraft = (d: ProfileDraft | null): ProfileDraft | null => {
    if (d === null) return null
    const number = nationalNumber(dialCodeOf(d.phone.country), d.phone.number)
    produced.add(number)
    return { ...d, name: text("name", d.name), phone: { ...d.phone, number } }
  }

  /** A Snapshot's state: the same fields as the events it folded, in their slices. */
  const state = (s: WidgetState): WidgetState => ({
    ...s,
    settings: { ...s.settings, gcpKey: maybe("token", s.settings.gcpKey) },
    session: {
      ...s.session,
      token: maybe("token", s.session.token),
      profile: s.session.profile === null ? null : profile(s.session.profile),
      paymentMethods: s.session.paymentMethods.map(method),
    },
    addresses: s.addresses.map(address),
    cart: {
      ...s.cart,
      uuid: maybe("cart", s.cart.uuid),
      cart: s.cart.cart === null ? null : heldCart(s.cart.cart),
      previous: s.cart.previous === null ? null : heldCart(s.cart.previous),
    },
    addressModal: {
      ...s.addressModal,
      ...addressForm(s.addressModal),
      place:
        s.addressModal.place === null
          ? null
          : {
              string: text("address", s.addressModal.place.string),
              latitude: coordinate(s.addressModal.place.latitude, 90, PLACEHOLDER_LATITUDE),
              longitude: coordinate(s.addressModal.place.longitude, 180, PLACEHOLDER_LONGITUDE),
            },
    },
    authModal: s.authModal === null ? null : { ...s.authModal, fields: authFields(s.authModal.fields) },
    checkout: {
      ...s.checkout,
      redirectUri: s.checkout.redirectUri === null ? null : paymentUrl(s.checkout.redirectUri),
      threeDsUrl: s.checkout.threeDsUrl === null ? null : paymentUrl(s.checkout.threeDsUrl),
    },
    order: s.order === null ? null : order(s.order),
    orders: { ...s.orders, list: s.orders.list.map(order) },
    settingsForm: {
      ...s.settingsForm,
      profile: profileDraft(s.settingsForm.profile),
      phoneChange:
        s.settingsForm.phoneChange === null
          ? null
          : { phone: profilePhone(s.settingsForm.phoneChange.phone), otp: text("otp", s.settingsForm.phoneChange.otp) },
    },
  })

  /** The typed pass: every field the event schemas hold personal data in, by tag. */
  const typed = (event: WidgetEvent): WidgetEvent => {
    switch (event._tag) {
      case "StorageRestored":
        return {
          ...event,
          token: maybe("token", event.token),
          cartUuid: maybe("cart", event.cartUuid),
          addresses: event.addresses.map(address),
          orders: event.orders.map(order),
        }
      case "LoggedIn":
        return { ...event, token: text("token", event.token) }
      case "Snapshot":
        return { ...event, state: state(event.state) }
      case "ProfileDraftEdited":
        return { ...event, draft: profileDraft(event.draft) }
      case "AddressFormEdited":
        // The location's failure (the widget's own text) and the list's open / active stay.
        return { ...event, patch: { ...event.patch, ...addressForm(event.patch) } }
      case "AuthFormEdited":
        return { ...event, patch: authFields(event.patch) }
      case "PhoneCodeSent":
        return { ...event, phone: profilePhone(event.phone) }
      case "PhoneCodeTyped":
        return { ...event, otp: text("otp", event.otp) }
      case "ProfileLoaded":
        return { ...event, profile: profile(event.profile) }
      case "PaymentMethodsLoaded":
        return { ...event, methods: event.methods.map(method) }
      case "AddressesLoaded":
        return { ...event, addresses: event.addresses.map(address) }
      case "AddressSaved":
        return { ...event, address: address(event.address) }
      case "AddressPlaceChosen":
        return {
          ...event,
          place: {
            string: text("address", event.place.string),
            latitude: coordinate(event.place.latitude, 90, PLACEHOLDER_LATITUDE),
            longitude: coordinate(event.place.longitude, 180, PLACEHOLDER_LONGITUDE),
          },
        }
      case "CartStored":
        return { ...event, cart: heldCart(event.cart) }
      case "CheckoutSucceeded":
      case "OrderPolled":
        return { ...event, order: order(event.order) }
      case "OrdersPageLoaded":
        return { ...event, orders: event.orders.map(order) }
      case "CheckoutRedirected":
        return { ...event, uri: paymentUrl(event.uri) }
      case "ThreeDsChallenged":
        return { ...event, url: paymentUrl(event.url) }
      case "GuestCartCreated":
        return { ...event, uuid: text("cart", event.uuid) }
      case "AppConfigLoaded":
        // The maps key is a credential, not the customer's; a placeholder still means 'a map is shown'.
        return { ...event, gcpKey: maybe("token", event.gcpKey) }
      default:
        return event
    }
  }

  return (event: WidgetEvent): WidgetEvent => deep(typed(event), null) as WidgetEvent
}

/**
 * The widget's event log with personal data replaced, for 'Report a problem': tokens (the guest
 * token too), e-mail, phone (the checkout form's and the remembered one too), profile and invoice
 * names, address texts and coordinates, card data, notes, invoice data (the checkout form's draft too), one-time codes, cart uuids, and payment and 3-D Secure URLs (with the order's
 * link key) never leave the browser. Placeholders are stable within the log, so the
 * redacted log decodes and replays to the same screens (product and restaurant names stay).
 */
export const redactLog = (events: ReadonlyArray<WidgetEvent>): ReadonlyArray<WidgetEvent> => events.map(makeRedactor())
