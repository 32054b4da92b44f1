import { Account, Money, type Widget } from "../../domain"
import type { Translate } from "../model/translation"
import { ORDER_TEXTS } from "../order/order-view"

/** One My Orders entry, ready to print. */
export interface OrderEntryView {
  readonly id: number
  readonly href: string
  readonly restaurantName: string
  readonly price: string
  /** '45 min', or null when hidden (status 5) or unknown. */
  readonly eta: string | null
  readonly date: string
  /** 'Ordered for 19:30' for an order for later, else null. */
  readonly scheduledFor: string | null
  readonly status: string
}

/** The account side of the widget as the modals, panels and settings screen show it. */
export interface AccountView {
  readonly signedIn: boolean
  readonly name: string
  readonly email: string
  /** The saved phone in its stored form ('+48600100200'), '' when none. */
  readonly phone: string
  readonly profileLoaded: boolean
  readonly orders: {
    readonly entries: ReadonlyArray<OrderEntryView>
    readonly page: number
    readonly lastPage: number
    readonly hasPrevious: boolean
    readonly hasNext: boolean
  }
  readonly cards: ReadonlyArray<{ readonly id: number; readonly label: string; readonly isDefault: boolean }>
  /** The settings screen's tab (an event, issue 26). */
  readonly settingsTab: Account.SettingsTab
  /** The Personal Information form as typed and not saved; null: it shows the saved profile. */
  readonly profileDraft: Account.ProfileFormDraft | null
  /** The phone change's code step (the number the code went to, the code as typed); null: the form shows. */
  readonly phoneChange: { readonly phone: string; readonly otp: string } | null
  /** Payment Methods' add-card form is open (in the log). */
  readonly addingCard: boolean
  /** The saved card the delete question asks about (in the log); null: no question. */
  readonly deletingCard: number | null
  /** The message a settings form answered (in the log); each form shows its own. */
  readonly outcome: Account.SettingsOutcome | null
}

/** An order's date as the list shows it ('14.03.2025, 18:06' in Polish); the raw text if it is not a date. */
export const orderDate = (text: string, language: string): string => {
  const time = Date.parse(text)
  if (Number.isNaN(time)) return text
  try {
    return new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" }).format(time)
  } catch {
    return new Date(time).toISOString().slice(0, 16).replace("T", " ")
  }
}

/** The account projection: profile, the My Orders page and the saved cards (rules from domain/account). */
export const accountView = (state: Widget.WidgetState, t: Translate): AccountView => {
  const profile = state.session.profile
  const list = Account.ordersList(state)
  const language = state.settings.language
  return {
    signedIn: state.session.token !== null,
    name: profile?.name ?? "",
    email: profile?.email ?? "",
    phone: profile === null ? "" : Account.storedPhone(profile.phone),
    profileLoaded: profile !== null,
    orders: {
      entries: list.entries.map((e) => ({
        id: e.id,
        href: e.href,
        restaurantName: e.restaurantName,
        price: Money.formatPrice(e.price, t.language),
        eta: e.etaMinutes === null ? null : `${e.etaMinutes} min`,
        date: orderDate(e.date, language),
        scheduledFor:
          e.scheduledFor === null
            ? null
            : t(ORDER_TEXTS.scheduledFor.key, ORDER_TEXTS.scheduledFor.text, { time: e.scheduledFor }),
        status: t(e.status.key, e.status.text),
      })),
      page: list.page,
      lastPage: list.lastPage,
      hasPrevious: list.hasPrevious,
      hasNext: list.hasNext,
    },
    cards: state.session.paymentMethods.map((m) => ({
      id: m.id,
      label: Account.cardLabel(m),
      isDefault: m.is_default,
    })),
    settingsTab: state.settingsForm.tab,
    profileDraft: state.settingsForm.profile,
    phoneChange: state.settingsForm.phoneChange,
    addingCard: state.settingsForm.addingCard,
    deletingCard: state.settingsForm.deletingCard,
    outcome: state.settingsForm.outcome,
  }
}
