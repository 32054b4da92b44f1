import { spawnSync } from "node:child_process"
import { rmSync, writeFileSync } from "node:fs"
import { afterEach, describe, expect, it } from "vitest"

/**
 * The dependency rule of ARCHITECTURE.md is enforced by Biome's noRestrictedImports overrides in
 * biome.json, one per layer. Each case writes a probe file into the layer's folder (so the layer's
 * override applies), lints it with the project's Biome and checks the verdict: a crossing import
 * fails with that layer's message, an import through the entry point passes. Probes are
 * type-valid and deleted after each case, so a concurrent typecheck or lint never trips on them
 * for long.
 */

const RULE = "lint/style/noRestrictedImports"
const probes: string[] = []

interface Diagnostic {
  readonly category: string
  readonly message: string
}

/** Lints `source` as if it lived at `path` and returns Biome's exit code and its diagnostics. */
const lintAt = (path: string, source: string): { status: number | null; diagnostics: Diagnostic[] } => {
  probes.push(path)
  writeFileSync(path, source)
  const r = spawnSync("node", ["scripts/biome.mjs", "lint", "--reporter=json", path], { encoding: "utf8" })
  const report = JSON.parse(r.stdout) as { diagnostics: Diagnostic[] }
  return { status: r.status, diagnostics: report.diagnostics }
}

const probePath = (folder: string) => `${folder}/__lint_probe_${process.pid}__.ts`

const expectRejected = (folder: string, source: string, message: string) => {
  const { status, diagnostics } = lintAt(probePath(folder), source)
  expect(status).not.toBe(0)
  expect(diagnostics).toContainEqual(expect.objectContaining({ category: RULE, message }))
}

const expectAccepted = (folder: string, source: string) => {
  const { status, diagnostics } = lintAt(probePath(folder), source)
  expect(diagnostics).toEqual([])
  expect(status).toBe(0)
}

afterEach(() => {
  for (const path of probes.splice(0)) rmSync(path, { force: true })
})

describe("domain/ imports only effect and itself", () => {
  it("rejects React", () => {
    expectRejected(
      "domain",
      'import type { ReactNode } from "react"\nexport type Probe = ReactNode\n',
      "domain/ is pure: no React.",
    )
  })

  it("rejects any other package", () => {
    expectRejected(
      "domain",
      'import type { Page } from "playwright-core"\nexport type Probe = Page\n',
      "domain/ imports only effect and itself: no other package, no Node module.",
    )
  })

  it("rejects Node modules", () => {
    expectRejected(
      "domain",
      'import type { Stats } from "node:fs"\nexport type Probe = Stats\n',
      "domain/ imports only effect and itself.",
    )
  })

  it("rejects the adapters", () => {
    expectRejected(
      "domain",
      'import type { Maps } from "../adapters"\nexport type Probe = Maps\n',
      "domain/ imports only effect and itself.",
    )
  })

  it("accepts effect and its own files", () => {
    expectAccepted(
      "domain",
      'import type { Schema } from "effect"\nimport type { Grosze } from "./money/money"\nexport type Probe = [typeof Schema.String, Grosze]\n',
    )
  })
})

describe("adapters/ import domain's entry point only, never ui/ or sandbox/", () => {
  it("rejects ui/", () => {
    expectRejected(
      "adapters",
      'import type { MenuTab } from "../ui/model/views"\nexport type Probe = MenuTab\n',
      "adapters/ never import ui/ or sandbox/: the UI depends on adapters, not the reverse.",
    )
  })

  it("rejects sandbox/", () => {
    expectRejected(
      "adapters",
      'import type { createApp } from "../sandbox/app"\nexport type Probe = typeof createApp\n',
      "adapters/ never import ui/ or sandbox/: the UI depends on adapters, not the reverse.",
    )
  })

  it("rejects a domain file behind the entry point", () => {
    expectRejected(
      "adapters",
      'import type { Grosze } from "../domain/money/money"\nexport type Probe = Grosze\n',
      "adapters/ import domain/ only through its entry point (../domain), never its files.",
    )
  })

  it("accepts the domain entry point", () => {
    expectAccepted("adapters", 'import type { Money } from "../domain"\nexport type Probe = Money.Grosze\n')
  })
})

describe("ui/ imports the entry points of adapters/ and domain/, never sandbox/", () => {
  it("rejects an adapter file", () => {
    expectRejected(
      "ui/model",
      'import type { MapHandle } from "../../adapters/maps"\nexport type Probe = MapHandle\n',
      "ui/ imports adapters/ only through its entry point (../../adapters), never its files.",
    )
  })

  it("rejects a domain file", () => {
    expectRejected(
      "ui/model",
      'import type { Grosze } from "../../domain/money/money"\nexport type Probe = Grosze\n',
      "ui/ imports domain/ only through its entry point (../../domain), never its files.",
    )
  })

  it("rejects sandbox/", () => {
    expectRejected(
      "ui/model",
      'import type { createApp } from "../../sandbox/app"\nexport type Probe = typeof createApp\n',
      "ui/ never imports sandbox/: the sandbox is a separate server.",
    )
  })

  it("accepts both entry points", () => {
    expectAccepted(
      "ui/model",
      'import type { MapHandle } from "../../adapters"\nimport type { Money } from "../../domain"\nexport type Probe = [MapHandle, Money.Grosze]\n',
    )
  })
})

describe("sandbox/ imports domain's entry point only", () => {
  it("rejects adapters/", () => {
    expectRejected(
      "sandbox",
      'import type { Maps } from "../adapters"\nexport type Probe = Maps\n',
      "sandbox/ imports only domain/: never adapters/ or ui/.",
    )
  })

  it("rejects ui/", () => {
    expectRejected(
      "sandbox",
      'import type { MenuTab } from "../ui/model/views"\nexport type Probe = MenuTab\n',
      "sandbox/ imports only domain/: never adapters/ or ui/.",
    )
  })

  it("rejects a domain file behind the entry point", () => {
    expectRejected(
      "sandbox",
      'import type { Grosze } from "../domain/money/money"\nexport type Probe = Grosze\n',
      "sandbox/ imports domain/ only through its entry point (../domain), never its files.",
    )
  })

  it("accepts the domain entry point", () => {
    expectAccepted("sandbox", 'import type { Money } from "../domain"\nexport type Probe = Money.Grosze\n')
  })
})
