import { describe, expect, it } from "vitest"
import { lintProbes } from "../support/lint-probe"

/**
 * The dependency rule of ARCHITECTURE.md is enforced by Biome's noRestrictedImports overrides in
 * biome.json, one per layer. Each case writes a probe file into the layer's folder (so the layer's
 * override applies), lints it with the project's Biome and checks the verdict: a crossing import
 * fails with that layer's message, an import through the entry point passes. Probes are
 * type-valid and deleted after each case, so a concurrent typecheck or lint never trips on them
 * for long.
 */

const RULE = "lint/style/noRestrictedImports"
const { lintAt } = lintProbes()

type Case = readonly [name: string, source: string, message: string | null]

const probe = (imports: string, type: string) => `${imports}\nexport type Probe = ${type}\n`

/** Per layer: the folder a probe is written to, and imports that must be refused (with the message) or accepted (null). */
const layers: ReadonlyArray<readonly [rule: string, folder: string, cases: ReadonlyArray<Case>]> = [
  [
    "domain/ imports only effect and itself",
    "domain",
    [
      ["React", probe('import type { ReactNode } from "react"', "ReactNode"), "domain/ is pure: no React."],
      [
        "any other package",
        probe('import type { Page } from "playwright-core"', "Page"),
        "domain/ imports only effect and itself: no other package, no Node module.",
      ],
      [
        "Node modules",
        probe('import type { Stats } from "node:fs"', "Stats"),
        "domain/ imports only effect and itself.",
      ],
      [
        "the adapters",
        probe('import type { Maps } from "../adapters"', "Maps"),
        "domain/ imports only effect and itself.",
      ],
      [
        "effect and its own files",
        probe(
          'import type { Schema } from "effect"\nimport type { Grosze } from "./money/money"',
          "[typeof Schema.String, Grosze]",
        ),
        null,
      ],
    ],
  ],
  [
    "adapters/ import domain's entry point only, never ui/ or sandbox/",
    "adapters",
    [
      [
        "ui/",
        probe('import type { Translate } from "../ui/model/translation"', "Translate"),
        "adapters/ never import ui/ or sandbox/: the UI depends on adapters, not the reverse.",
      ],
      [
        "sandbox/",
        probe('import type { createApp } from "../sandbox/app"', "typeof createApp"),
        "adapters/ never import ui/ or sandbox/: the UI depends on adapters, not the reverse.",
      ],
      [
        "a domain file behind the entry point",
        probe('import type { Grosze } from "../domain/money/money"', "Grosze"),
        "adapters/ import domain/ only through its entry point (../domain), never its files.",
      ],
      ["the domain entry point", probe('import type { Money } from "../domain"', "Money.Grosze"), null],
    ],
  ],
  [
    "ui/ imports the entry points of adapters/ and domain/, never sandbox/",
    "ui/model",
    [
      [
        "an adapter file",
        probe('import type { MapHandle } from "../../adapters/maps"', "MapHandle"),
        "ui/ imports adapters/ only through its entry point (../../adapters), never its files.",
      ],
      [
        "a domain file",
        probe('import type { Grosze } from "../../domain/money/money"', "Grosze"),
        "ui/ imports domain/ only through its entry point (../../domain), never its files.",
      ],
      [
        "sandbox/",
        probe('import type { createApp } from "../../sandbox/app"', "typeof createApp"),
        "ui/ never imports sandbox/: the sandbox is a separate server.",
      ],
      [
        "both entry points",
        probe(
          'import type { MapHandle } from "../../adapters"\nimport type { Money } from "../../domain"',
          "[MapHandle, Money.Grosze]",
        ),
        null,
      ],
    ],
  ],
  [
    "sandbox/ imports domain's entry point only",
    "sandbox",
    [
      [
        "adapters/",
        probe('import type { Maps } from "../adapters"', "Maps"),
        "sandbox/ imports only domain/: never adapters/ or ui/.",
      ],
      [
        "ui/",
        probe('import type { Translate } from "../ui/model/translation"', "Translate"),
        "sandbox/ imports only domain/: never adapters/ or ui/.",
      ],
      [
        "a domain file behind the entry point",
        probe('import type { Grosze } from "../domain/money/money"', "Grosze"),
        "sandbox/ imports domain/ only through its entry point (../domain), never its files.",
      ],
      ["the domain entry point", probe('import type { Money } from "../domain"', "Money.Grosze"), null],
    ],
  ],
]

for (const [rule, folder, cases] of layers) {
  describe(rule, () => {
    for (const [name, source, message] of cases) {
      if (message === null) {
        it(`accepts ${name}`, () => {
          const { status, diagnostics } = lintAt(`${folder}/__lint_probe_${process.pid}__.ts`, source)
          expect(diagnostics).toEqual([])
          expect(status).toBe(0)
        })
      } else {
        it(`rejects ${name}`, () => {
          const { status, diagnostics } = lintAt(`${folder}/__lint_probe_${process.pid}__.ts`, source)
          expect(status).not.toBe(0)
          expect(diagnostics).toContainEqual(expect.objectContaining({ category: RULE, message }))
        })
      }
    }
  })
}
