import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "vitest"

/**
 * React knows nothing of signals: a component that reads a signal's `.value` while rendering re-renders
 * on its change only if it called `useSignals()` first (@preact/signals-react without its Babel
 * transform, README 'Rendering'). A component that forgets it renders once and then goes stale
 * silently — the cart bar keeps its old total. This reads every component in ui/ and names those that
 * read the model's projections or state, or a `useComputed`, without the call.
 */
const UI = join(import.meta.dirname, "../../ui")

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : entry.name.endsWith(".tsx") ? [join(dir, entry.name)] : [],
  )

/** Each top-level function whose name starts with a capital letter (a component), up to the next declaration. */
const components = (source: string): Array<{ name: string; body: string }> =>
  source.split(/\n(?=(?:export )?(?:default )?(?:function|const) )/).flatMap((part) => {
    const name = /^(?:export )?(?:default )?function ([A-Z]\w*)|^const ([A-Z]\w*) = memo\(/.exec(part)
    return name ? [{ name: name[1] ?? name[2] ?? "", body: part }] : []
  })

/** Components that read a signal only outside rendering, each with where. */
const OUTSIDE_RENDER: Record<string, string> = {
  "replay/replay-screen.tsx: ReplayScreen": "the styles, in a signal effect that useEffect starts",
}

const READS_SIGNALS = /\bprojections\.\w+\.value\b|\.state\.value\b|\buseComputed\(/

describe("components that read signals subscribe to them", () => {
  it("finds the components of a source and which read signals", () => {
    const found = components(
      [
        "import x from 'y'",
        "export function Reads(): ReactNode {\n  const t = model.projections.t.value\n}",
        "function Subscribed(): ReactNode {\n  useSignals()\n  const s = model.state.value\n}",
        "function Plain({ a }: P): ReactNode {\n  return a\n}",
        "const useHook = () => model.projections.t.value",
      ].join("\n"),
    )
    expect(found.map((c) => [c.name, READS_SIGNALS.test(c.body), c.body.includes("useSignals()")])).toEqual([
      ["Reads", true, false],
      ["Subscribed", true, true],
      ["Plain", false, false],
    ])
  })

  it("every component in ui/ that reads the model's signals calls useSignals()", () => {
    const missing: string[] = []
    let reading = 0
    for (const file of files(UI))
      for (const component of components(readFileSync(file, "utf8"))) {
        if (!READS_SIGNALS.test(component.body)) continue
        reading++
        const where = `${file.slice(UI.length + 1)}: ${component.name}`
        if (!/^\s*useSignals\(\)/m.test(component.body) && OUTSIDE_RENDER[where] === undefined) missing.push(where)
      }
    expect(missing).toEqual([])
    // The components of the shell, menu, modal host and screens (25 on 2026-11-27): a scan that finds
    // none has stopped seeing them.
    expect(reading).toBeGreaterThanOrEqual(20)
  })
})
