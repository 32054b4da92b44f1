import { createContext } from "react"

/**
 * Where modals are portalled. The app may provide its themed root element so the modals inherit the
 * restaurant's colour tokens; without a provider they go to document.body.
 */
export const ModalRootContext = createContext<HTMLElement | null>(null)
