import type { Widget } from "../../domain"
import type { Translate } from "../model/translation"

/** The generic message modal: translated title and the message. */
export interface MessageView {
  readonly title: string
  readonly message: string
}

/** The message modal's view: its title through the translation lookup ('Error' → 'Błąd'), or null when none is shown. */
export const messageView = (message: Widget.WidgetState["message"], t: Translate): MessageView | null =>
  message === null ? null : { title: t(message.title.toLowerCase(), message.title), message: message.message }
