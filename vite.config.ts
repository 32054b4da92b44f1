import { createHash } from "node:crypto"
import { resolve } from "node:path"
import { build, defineConfig, type Plugin } from "vite"
import { accessibilityStatement } from "./scripts/accessibility-page"

/**
 * What the model's calls run on (issue 24): Effect's runtime, the adapters' services and layers. Fetched
 * right after the first card, never before it (the `kit` group below).
 */
const KIT = "/ui/model/kit.ts"

/** The widget's first script: starts the menu's API calls from the HTML (adapters/menu-prefetch.ts). */
const PREFETCH_ENTRY = "adapters/menu-prefetch.ts"
/** The main chunk ui/main.tsx imports right after the first paint: on the critical path to the first card. */
const MAIN_CHUNK = "/ui/app/start.ts"
/**
 * V8's explicit compile hint (Chrome 136+): every function of a file that starts with it is compiled
 * eagerly, on a background thread while the file streams in, instead of on the main thread the first
 * time each is called — most of the boot's functions are called before the first card.
 */
const COMPILE_HINT = "//# allFunctionsCalledOnLoad"
/** Set while the chunk probe (below) builds: that build splits automatically and probes nothing. */
const PROBE = "WIDGET_CHUNK_PROBE"
/** A style sheet module (CSS Modules included). */
const STYLE = /\.css(\?|$)/
/** The widget page's entry module (index.html's module script). */
const ENTRY_MODULE = "/ui/main.tsx"
/**
 * The lazy modules a menu card's first click waits for: the customisation and combo modals, and the
 * features ui/features.ts marks "first-click" (the add flow, the product, combo and address modals'
 * views and commands; tests/ui/features.test.ts checks the two lists agree) (issue 24). Built as one
 * file with what only they import.
 */
export const FIRST_CLICK = [
  "/ui/product-modal/product-modal.tsx",
  "/ui/combo-modal/combo-modal.tsx",
  "/ui/cart/add-flow-feature.ts",
  "/ui/product-modal/feature.ts",
  "/ui/combo-modal/feature.ts",
  "/ui/address/modal-feature.ts",
]
/** The other features of ui/features.ts (each folder's `feature.ts`): one file, fetched after the first card. */
const LATER_FEATURE = /\/ui\/[^/]+\/feature\.ts$/

/**
 * The files on the way to the first card, fetched in one round (issue 17). Over HTTP/1.1 a browser
 * opens at most 6 connections to an origin, and on the bench's slow phone a request waiting for one
 * pays another 562.5 ms of latency: rolldown's automatic split left 10 files on the way (the entry,
 * the renderer's hooks, the main chunk, Effect in a chunk named after `maps`, three small chunks the lazy
 * chunks share with the first screen, two style sheets, the prefetch script), and the entry's hooks
 * came ~0.55 s after the rest, with nothing run before them. So the build runs twice: a probe build
 * (automatic split, not written, not minified) says which modules end up in the files the entry loads
 * and in those the main chunk loads, and the real build puts them in two groups — `runtime` (React,
 * the skeleton, and every style sheet before the first card) and `start` (the rest of the way to the
 * first card). Each
 * holds exactly what the automatic split put on that way, so nothing more is fetched before the first
 * card; the lazy chunks import what they share with the first screen from the two, already loaded.
 * With the prefetch script, the entry (ui/main.tsx alone) and the two style sheets that is 6 files,
 * one round (tests/e2e/budgets.e2e.ts lists them).
 */
const criticalModules = () => {
  /** Modules the entry loads statically (the entry module itself aside). */
  const firstPaint = new Set<string>()
  /** Modules the main chunk loads statically, outside firstPaint. */
  const start = new Set<string>()
  /**
   * Modules the first click's lazy chunks (FIRST_CLICK) load statically, outside the two above: one file
   * after the first card instead of seven (the modal, its shared pieces, the ordering chunk and the
   * rules only it uses), so a click at the first card waits for one round over HTTP/1.1's six
   * connections, not two or three of 562.5 ms on the slow phone.
   */
  const firstClick = new Set<string>()
  /**
   * Modules the kit (KIT) loads statically, outside the first card's groups: Effect and the adapters'
   * services in one file fetched right after the first card (and not before: it has nothing the first
   * card needs). A card's first click does not wait for it: the ordering modals make their calls
   * through the kit (ModelContext.call), so their file imports nothing from it.
   */
  const kit = new Set<string>()
  /** Modules the later features load statically, outside every group above: one file (`features`). */
  const later = new Set<string>()
  /**
   * Modules the later features share with other lazy chunks (a screen, a modal, the payment or maps
   * layers): left in the chunks rolldown shares between them (Effect's Schema, the phone table), which
   * the `features` group would otherwise take in with the modules that import them.
   */
  const shared = new Set<string>()
  let configFile: string | undefined
  let mode = "production"
  const plugin: Plugin = {
    name: "widget-critical-modules",
    apply: "build",
    configResolved(config) {
      configFile = config.configFile
      mode = config.mode
    },
    async buildStart() {
      if (process.env[PROBE] !== undefined || configFile === undefined) return
      process.env[PROBE] = "1"
      let probed: Awaited<ReturnType<typeof build>>
      try {
        probed = await build({
          configFile,
          mode,
          logLevel: "silent",
          build: { write: false, minify: false, sourcemap: false, reportCompressedSize: false },
        })
      } finally {
        delete process.env[PROBE]
      }
      const chunks = (Array.isArray(probed) ? probed : [probed])
        .flatMap((o) => ("output" in o ? o.output : []))
        .flatMap((c) => (c.type === "chunk" ? [c] : []))
      const loaded = (from: (typeof chunks)[number] | undefined): Set<(typeof chunks)[number]> => {
        const seen = new Set<(typeof chunks)[number]>()
        const visit = (chunk: (typeof chunks)[number] | undefined) => {
          if (chunk === undefined || seen.has(chunk)) return
          seen.add(chunk)
          for (const file of chunk.imports) visit(chunks.find((c) => c.fileName === file))
        }
        visit(from)
        return seen
      }
      const entry = chunks.find((c) => c.isEntry && c.facadeModuleId?.endsWith("/index.html"))
      const main = chunks.find((c) => c.moduleIds.some((id) => id.endsWith(MAIN_CHUNK)))
      if (entry === undefined || main === undefined) throw new Error("chunk probe: no entry or main chunk")
      const byEntry = loaded(entry)
      // The entry's own module (and vite's preload polyfill) stay in the entry chunk: the replay page
      // (non-production builds) shares React with it, and must not run the widget's entry.
      const own = (id: string) =>
        id === entry.facadeModuleId || id.endsWith(ENTRY_MODULE) || id.includes("modulepreload-polyfill")
      for (const chunk of byEntry) for (const id of chunk.moduleIds) if (!own(id)) firstPaint.add(id)
      for (const chunk of loaded(main)) if (!byEntry.has(chunk)) for (const id of chunk.moduleIds) start.add(id)
      const byMain = loaded(main)
      const after = (lazies: ReadonlyArray<string>, into: Set<string>) => {
        for (const lazy of chunks.filter((c) => lazies.some((m) => c.facadeModuleId?.endsWith(m))))
          for (const chunk of loaded(lazy))
            if (!byEntry.has(chunk) && !byMain.has(chunk)) for (const id of chunk.moduleIds) into.add(id)
      }
      after([KIT], kit)
      after(FIRST_CLICK, firstClick)
      // The later features' modules, but for those another lazy chunk (a screen, a modal, the kit)
      // loads too: those stay in the chunks rolldown shares between them (Effect's Schema, say).
      const isLater = (c: (typeof chunks)[number]) =>
        c.facadeModuleId != null &&
        LATER_FEATURE.test(c.facadeModuleId) &&
        !FIRST_CLICK.some((m) => c.facadeModuleId?.endsWith(m))
      const others = new Set(chunks.filter((c) => c.isDynamicEntry && !isLater(c)).flatMap((c) => [...loaded(c)]))
      for (const lazy of chunks.filter(isLater))
        for (const chunk of loaded(lazy))
          if (!byEntry.has(chunk) && !byMain.has(chunk))
            for (const id of chunk.moduleIds) (others.has(chunk) ? shared : later).add(id)
    },
  }
  const groups = () =>
    process.env[PROBE] !== undefined
      ? true
      : {
          groups: [
            // The start group's style sheets go with the first paint's: one style sheet before the
            // first card instead of two, since rolldown emits its own helpers (React's CommonJS
            // interop) as a file of their own that the two JS groups import (budgets.e2e: ≤ 6 files).
            {
              name: "runtime",
              test: (id: string) => firstPaint.has(id) || (start.has(id) && STYLE.test(id)),
              priority: 2,
            },
            { name: "start", test: (id: string) => start.has(id), priority: 1 },
            { name: "first-click", test: (id: string) => firstClick.has(id), priority: 0 },
            // Below the first card's groups and after the first click's (listed first at the same
            // priority), so it takes nothing they hold: what it shares with them it imports from them.
            { name: "kit", test: (id: string) => kit.has(id) && !firstClick.has(id), priority: 0 },
            // Listed first: what it holds stays out of the features' file (a group takes in what its
            // modules import, unless an earlier group holds it).
            {
              name: "shared",
              test: (id: string) => shared.has(id) && !kit.has(id) && !firstClick.has(id),
              priority: 0,
            },
            // The later features as one file, as before they had a list entry of their own: what they
            // share with the groups above they import from them.
            {
              name: "features",
              test: (id: string) => later.has(id) && !firstClick.has(id) && !kit.has(id),
              priority: 0,
            },
          ],
        }
  return { plugin, groups }
}
const critical = criticalModules()

/**
 * The critical path to the first card, written into the built index.html (issue 17):
 * - the menu prefetch script, built on its own as a self-contained classic script (a shared chunk
 *   would make it a module that waits for another file) under a hashed name, placed before the module
 *   entry so its six requests start as soon as it arrives, while the app's JS downloads;
 * - `modulepreload` links for the main chunk and the chunks it imports statically (vite preloads only
 *   the entry's static imports; a dynamic import is found only after the entry ran), and a style
 *   preload for its CSS, so nothing on the way to the first card waits for a file that ran before it.
 */
const criticalPath = (): Plugin => {
  let prefetchFile = ""
  return {
    name: "widget-critical-path",
    apply: "build",
    async buildStart() {
      if (process.env[PROBE] !== undefined) return
      const output = await build({
        configFile: false,
        logLevel: "warn",
        publicDir: false,
        build: {
          write: false,
          target: "es2022",
          minify: true,
          sourcemap: false,
          copyPublicDir: false,
          lib: { entry: resolve(PREFETCH_ENTRY), formats: ["iife"], name: "widgetMenuPrefetch" },
        },
      })
      const outputs = Array.isArray(output) ? output : [output]
      const chunk = outputs.flatMap((o) => ("output" in o ? o.output : [])).find((c) => c.type === "chunk")
      if (chunk?.type !== "chunk") throw new Error(`${PREFETCH_ENTRY} built to nothing`)
      const hash = createHash("sha256").update(chunk.code).digest("base64url").slice(0, 8)
      prefetchFile = `assets/menu-prefetch-${hash}.js`
      this.emitFile({ type: "asset", fileName: prefetchFile, source: chunk.code })
    },
    transformIndexHtml: {
      order: "post",
      handler(html, ctx) {
        const bundle = ctx.bundle
        // The widget's page only: replay.html (non-production builds) must start no API call.
        if (!bundle || !ctx.filename.endsWith("index.html")) return html
        const chunks = Object.values(bundle).flatMap((c) => (c.type === "chunk" ? [c] : []))
        const entry = chunks.find((c) => c.isEntry && c.facadeModuleId?.endsWith("/index.html"))
        const main = chunks.find((c) => c.moduleIds.some((id) => id.endsWith(MAIN_CHUNK)))
        const inHtml = new Set([entry?.fileName, ...(entry?.imports ?? [])])
        const preload: string[] = []
        const css: string[] = []
        const visit = (fileName: string) => {
          if (inHtml.has(fileName) || preload.includes(fileName)) return
          const chunk = chunks.find((c) => c.fileName === fileName)
          if (!chunk) return
          preload.push(fileName)
          css.push(...(chunk.viteMetadata?.importedCss ?? []))
          for (const imported of chunk.imports) visit(imported)
        }
        if (main) visit(main.fileName)
        const tags = [
          prefetchFile ? `<script src="/${prefetchFile}"></script>` : "",
          ...preload.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
          ...css.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
        ].filter((tag) => tag !== "")
        return html.replace(
          /(\s*)<script type="module"/,
          (match, space: string) => `${tags.map((tag) => `${space}${tag}`).join("")}${match}`,
        )
      },
    },
  }
}

/**
 * Starts the files on the way to the first card (the entry, `runtime`, `start` and rolldown's helpers)
 * with COMPILE_HINT. Its first line: vite puts its preload map (`__vite__mapDeps`) before what rolldown
 * emits, and V8 heeds the hint there only. The source map moves down a line with the code.
 */
const compileHints = (): Plugin => ({
  name: "widget-compile-hints",
  apply: "build",
  generateBundle: {
    order: "post",
    handler(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk" || chunk.code.startsWith(COMPILE_HINT)) continue
        const critical =
          chunk.name === "runtime" ||
          chunk.name === "start" ||
          chunk.name === "rolldown-runtime" ||
          chunk.facadeModuleId?.endsWith("/index.html") === true
        if (!critical) continue
        chunk.code = `${COMPILE_HINT}\n${chunk.code}`
        // The map is already an asset of the bundle here (rolldown), else still the chunk's.
        const mapFile = bundle[`${chunk.fileName}.map`]
        if (mapFile?.type === "asset") {
          const map = JSON.parse(String(mapFile.source)) as { mappings: string }
          map.mappings = `;${map.mappings}`
          mapFile.source = JSON.stringify(map)
        } else if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`
      }
    },
  },
})

/**
 * The replay page (replay.html → ui/replay, README 'Problem reports') is a build input in every mode but
 * production, so `npm run build` never ships it (tests/e2e/replay-page.e2e.ts greps the production
 * build for its marker); `vite build --mode sandbox` and `npm run dev` have it at /replay.html.
 */
const inputs = (mode: string) => ({
  index: "index.html",
  embed: "ui/embed.ts",
  // The widget's service worker, at a stable name at the root so its scope covers /widget (issue 17).
  "widget-cache-worker": "ui/app/page-cache-worker.ts",
  ...(mode === "production" ? {} : { replay: "replay.html" }),
})

export default defineConfig(({ mode }) => ({
  plugins: [
    {
      // The dev server serves the embed script at the same stable URL as the build (/embed.js).
      name: "embed-js-in-dev",
      configureServer(server) {
        server.middlewares.use((req, _res, next) => {
          if (req.url?.split("?")[0] === "/embed.js") req.url = "/ui/embed.ts"
          next()
        })
      },
    },
    critical.plugin,
    criticalPath(),
    compileHints(),
    accessibilityStatement(),
  ],
  server: { host: "127.0.0.1", port: Number(process.env.WIDGET_PORT ?? 5173), strictPort: true },
  preview: { host: "127.0.0.1", port: Number(process.env.WIDGET_PORT ?? 5173), strictPort: true },
  build: {
    target: "es2022",
    // Issue 29: a production build (`npm run build`, `npm start`) writes no source maps, so none can be
    // served; other modes (the replay page's `--mode sandbox` build) keep them for debugging.
    sourcemap: mode !== "production",
    rolldownOptions: {
      // index.html is the widget; ui/embed.ts is the restaurants' embed script, emitted as dist/embed.js
      // under a stable (unhashed) name. It imports nothing, so its chunk is a self-contained classic script.
      input: inputs(mode),
      treeshake: { manualPureFunctions: ["Schema"] },
      output: {
        entryFileNames: (chunk) =>
          chunk.name === "embed" || chunk.name === "widget-cache-worker"
            ? `${chunk.name}.js`
            : "assets/[name]-[hash].js",
        codeSplitting: critical.groups(),
      },
    },
  },
}))
