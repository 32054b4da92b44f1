import type { Message } from "../widget/state"

/**
 * The generic message modal's contents for a failure or a warning. The title is the English default;
 * the UI translates it (`t(title.toLowerCase(), title)`), the message is the server's own text.
 */
export const errorMessage = (message: string): Message => ({ title: "Error", message })
export const warningMessage = (message: string): Message => ({ title: "Warning", message })
