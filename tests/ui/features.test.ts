import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { FEATURES } from "../../ui/features"
import { loadLaterFeatures } from "../../ui/model/lazy-features"
import { fakeApi, testModel } from "./model/fake-api"

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), "utf8")

/** ui/features.ts's lines of one chunk, as the module paths they load (from the file's text, as the build sees it). */
const linesOf = (chunk: string): ReadonlyArray<string> =>
  [...read("ui/features.ts").matchAll(/chunk: "([a-z-]+)",\s*load: \(\) => import\("\.([^"]+)"\)/g)]
    .filter((m) => m[1] === chunk)
    .map((m) => `/ui${m[2]}.ts`)

describe("ui/features.ts, the one list of the features that load after the first card", () => {
  it("the build's first-click file holds exactly the features the list marks first-click (vite.config.ts FIRST_CLICK)", () => {
    const firstClick = [...read("vite.config.ts").matchAll(/^\s+"(\/ui\/[^"]+)",$/gm)].map((m) => m[1] ?? "")
    const features = firstClick.filter((path) => path.endsWith("feature.ts"))
    expect(features.sort()).toEqual([...linesOf("first-click")].sort())
    expect(features.length).toBe(Object.values(FEATURES).filter((line) => line.chunk === "first-click").length)
  })

  it("every line's views and command groups are on the model, and each route has one screen", async () => {
    const { model, runtime } = testModel(fakeApi())
    const projections = model.projections as unknown as Record<string, { readonly value: unknown }>
    const commands = model.commands as unknown as Record<string, Record<string, unknown>>
    // fake-api.ts has loaded the features (a top-level await), as a widget has once they are fetched.
    await loadLaterFeatures()
    for (const line of Object.values(FEATURES)) {
      // What the feature built, not the model's stand-in: a name the feature does not build reads undefined.
      for (const view of line.views ?? []) expect(projections[view]?.value, view).not.toBeUndefined()
      for (const group of line.commands ?? [])
        expect(Object.keys(commands[group] ?? {}).length, group).toBeGreaterThan(0)
    }
    model.dispose()
    await runtime.dispose()
    const routes = Object.values(FEATURES).flatMap((line) => (line.screen ? [line.screen.route] : []))
    expect(new Set(routes).size).toBe(routes.length)
    expect(routes.sort()).toEqual(["cart", "checkout", "order", "settings"])
  })
})
