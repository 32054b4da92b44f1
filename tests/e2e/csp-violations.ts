import type { Page } from "playwright-core"

/** One Content-Security-Policy violation as a page or frame saw it. */
export interface Violation {
  readonly directive: string
  readonly blocked: string
  readonly page: string
}

/**
 * Records every `securitypolicyviolation` in the page and in each of its frames (the widget's iframe
 * on a host page, the hosted card fields, the 3-D Secure page), through a binding Playwright installs
 * in every frame, plus any console message about the Content Security Policy (a refused frame
 * ancestor is only logged). Call before the first navigation; the returned list fills as they happen.
 * This file is not a test itself (vitest picks up only *.test.ts(x) and *.e2e.ts).
 */
export const recordViolations = async (page: Page): Promise<Violation[]> => {
  const seen: Violation[] = []
  await page.exposeBinding("__reportCspViolation", (_source, violation: Violation) => {
    seen.push(violation)
  })
  await page.addInitScript(() => {
    document.addEventListener(
      "securitypolicyviolation",
      (e) => {
        const report = (window as unknown as { __reportCspViolation?: (v: unknown) => void }).__reportCspViolation
        report?.({ directive: e.effectiveDirective, blocked: e.blockedURI, page: location.href })
      },
      true,
    )
  })
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text()))
      seen.push({ directive: "console", blocked: message.text(), page: message.location().url })
  })
  return seen
}
