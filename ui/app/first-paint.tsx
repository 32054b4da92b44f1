import type { ReactNode } from "react"
import { createRoot, type Root } from "react-dom/client"
import headerStyles from "../menu/menu-header.module.css"
import { MenuSkeleton } from "../menu/menu-skeleton"
import styles from "./layout.module.css"
import notice from "./notice.module.css"

/**
 * The skeleton's status text, before any translation has arrived: the 'loading' key's English
 * default and its Polish translation (fixtures/translations.json), so a Polish page does not
 * announce 'Loading…' until the data comes.
 */
const LOADING = { en: "Loading…", pl: "Ładowanie…" } as const

/**
 * What the customer sees while the widget's main chunk (Effect runtime, adapters, model, menu) loads:
 * the menu's own skeleton, so the real menu replaces it without a jump. It reads no signals and
 * needs no translations, so it ships in the small entry chunk. `language`: embed.js's data-lang, else
 * Polish (the page's language until the restaurant's settings say otherwise).
 */
export function FirstPaint({ language }: { readonly language: "pl" | "en" }): ReactNode {
  return (
    <div className={styles.layout}>
      <main className={styles.main} aria-busy="true">
        <header className={headerStyles.header}>
          <div className={headerStyles.top}>
            <div className={headerStyles.nameSkeleton} aria-hidden="true" />
          </div>
        </header>
        <MenuSkeleton label={LOADING[language]} />
      </main>
    </div>
  )
}

/** 'Could not load the menu' in each language: the English defaults and their Polish translations. */
const LOAD_FAILED = {
  en: { title: "Could not load the menu", text: "Check your connection and try again.", retry: "Try again" },
  pl: {
    title: "Nie udało się wczytać menu",
    text: "Sprawdź połączenie i spróbuj ponownie.",
    retry: "Spróbuj ponownie",
  },
} as const

/**
 * The main chunk could not be fetched (a dropped connection on a phone): say so in the skeleton's
 * language (one language at a time, issue 27) and offer a reload, instead of leaving the skeleton up forever.
 */
export function LoadFailed({
  onRetry,
  language,
}: {
  readonly onRetry: () => void
  readonly language: "pl" | "en"
}): ReactNode {
  const texts = LOAD_FAILED[language]
  return (
    <div className={styles.layout}>
      <main className={styles.main}>
        <section className={notice.notice} aria-labelledby="load-failed-title">
          <h1 id="load-failed-title" className={notice.title}>
            {texts.title}
          </h1>
          <p className={notice.text}>{texts.text}</p>
          <button type="button" className={notice.button} onClick={onRetry}>
            {texts.retry}
          </button>
        </section>
      </main>
    </div>
  )
}

/**
 * The entry's two renders, here rather than in ui/main.tsx: the entry then imports no CommonJS module
 * (React's), so it needs none of rolldown's interop helpers, and those go into the `runtime` chunk that
 * every later chunk imports instead of a seventh file of their own before the first card (vite.config.ts).
 */
export const paintFirst = (container: HTMLElement, language: "pl" | "en"): Root => {
  const root = createRoot(container)
  root.render(<FirstPaint language={language} />)
  return root
}

/** Replaces the skeleton with the 'Could not load the menu' notice and its reload, in the skeleton's language. */
export const paintLoadFailed = (root: Root, onRetry: () => void, language: "pl" | "en"): void =>
  root.render(<LoadFailed onRetry={onRetry} language={language} />)
