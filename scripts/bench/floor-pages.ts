import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import react from "@vitejs/plugin-react"
import { build } from "vite"

/**
 * Builds the floor pages of bench/floor/ (React alone, the widget's six menu calls, a card grid):
 * early.html fires the calls from its HTML through a classic script from its own origin, as the widget
 * does; plain.html fires them after its JS ran. Built by vite here, so they measure the same React
 * and the same minifier as the widget. Returns a copy of the widget's dist with the floor pages beside
 * it, so one static server serves both from one origin (the sandbox answers that origin's CORS).
 */
export const buildFloorPages = async (widgetDist: string): Promise<string> => {
  const root = resolve("bench/floor")
  const outDir = mkdtempSync(join(tmpdir(), "bench-site-"))
  cpSync(widgetDist, outDir, { recursive: true })
  await build({
    configFile: false,
    root,
    logLevel: "warn",
    plugins: [react()],
    build: {
      outDir,
      emptyOutDir: false,
      target: "es2022",
      rolldownOptions: { input: { early: join(root, "early.html"), plain: join(root, "plain.html") } },
    },
  })
  return outDir
}

/**
 * Points the floor pages at the sandbox once it runs: their widget-api-base meta, which the static
 * server also reads for the page's connect-src, as it does for the widget's page.
 */
export const pointFloorPagesAt = (site: string, apiBase: string): void => {
  for (const page of ["early", "plain"]) {
    const path = join(site, `${page}.html`)
    writeFileSync(path, readFileSync(path, "utf8").replace("about:floor-api-base", apiBase))
  }
}

/** A floor page's URL for a restaurant. */
export const floorUrl = (site: string, page: "early" | "plain", restaurantId: number): string =>
  `${site}/${page}.html?restaurantId=${restaurantId}`
