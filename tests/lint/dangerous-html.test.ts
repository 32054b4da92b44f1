import { describe, expect, it } from "vitest"
import { lintProbes } from "../support/lint-probe"

/**
 * Server text is text (issue 16): nothing in the widget or the sandbox may hand a string to the DOM
 * as HTML. biome.json turns Biome's `security/noDangerouslySetInnerHtml` on as an error for every
 * folder; each case writes a probe component into a layer's folder, lints it with the project's
 * Biome and checks the verdict, so a later override that switched the rule off for a folder fails
 * here. Probes are deleted after each case.
 */

const RULE = "lint/security/noDangerouslySetInnerHtml"
const { lintAt } = lintProbes()

const dangerous =
  "export const Probe = (props: { html: string }) => <div dangerouslySetInnerHTML={{ __html: props.html }} />\n"
const safe = "export const Probe = (props: { html: string }) => <div>{props.html}</div>\n"

describe("lint forbids dangerouslySetInnerHTML", () => {
  for (const folder of ["ui", "ui/menu", "sandbox", "sandbox/pages", "adapters"]) {
    it(`in ${folder}/: a component using it fails lint with ${RULE} as an error`, () => {
      const { status, diagnostics } = lintAt(`${folder}/lint-probe-html-${process.pid}.tsx`, dangerous)
      expect(status).not.toBe(0)
      const hits = diagnostics.filter((d) => d.category === RULE)
      expect(hits.length).toBe(1)
      expect(hits[0]?.severity).toBe("error")
    })
  }

  it("the same component rendering the text as a child passes", () => {
    const { status, diagnostics } = lintAt(`ui/lint-probe-html-${process.pid}.tsx`, safe)
    expect(diagnostics.filter((d) => d.category === RULE)).toEqual([])
    expect(status).toBe(0)
  })
})
