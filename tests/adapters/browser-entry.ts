/**
 * Browser entry for the adapter journeys (tests/e2e/cards.e2e.ts, three-ds.e2e.ts): bundled by
 * tests/adapters/browser-page.ts and loaded by a tiny page on its own origin, so the REAL Cards and
 * ThreeDS adapter code runs in Chromium against the sandbox's pages. Results cross back to the test
 * as plain JSON.
 */
import { Effect } from "effect"
import type { CardFieldsHandle } from "../../adapters/cards"
import { mountSandboxFields } from "../../adapters/cards-sandbox"
import type { WidgetConfig } from "../../adapters/config"
import { makeThreeDS } from "../../adapters/three-ds-challenge"

declare global {
  interface Window {
    API_BASE: string
    adapterPage: {
      mountCards: () => void
      tokenize: () => Promise<unknown>
      destroyCards: () => Promise<void>
      challenge: (url: string) => Promise<string>
    }
  }
}

const config = (): WidgetConfig => ({
  apiBase: window.API_BASE,
  widgetOrigin: location.origin,
  requestTimeoutMs: 30_000,
})

let handle: CardFieldsHandle | undefined

window.adapterPage = {
  mountCards: () => {
    const container = document.getElementById("fields")
    if (!container) throw new Error("no #fields")
    handle = mountSandboxFields(config(), container)
  },
  tokenize: () => {
    if (!handle) return Promise.reject(new Error("not mounted"))
    return Effect.runPromise(
      handle.tokenize().pipe(
        Effect.match({
          onSuccess: (token) => ({ ok: true, ...token }),
          onFailure: (error) => ({ ok: false, errors: error.errors, message: error.message }),
        }),
      ),
    )
  },
  destroyCards: () => (handle ? Effect.runPromise(handle.destroy()) : Promise.resolve()),
  challenge: (url) => Effect.runPromise(makeThreeDS([new URL(config().apiBase).origin]).challenge(url)),
}
