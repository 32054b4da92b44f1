import { execFile } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import type { Browser, Frame, Page } from "playwright-core"
import { afterAll, beforeAll } from "vitest"
import { serveDistSite } from "../../sandbox/host/static-site"
import { repoPath } from "../support/fixtures"
import { launchBrowser } from "./browser"

/**
 * The replay page's shared browser steps (tests/e2e/replay-page.e2e.ts, recorded-screens.e2e.ts): a
 * sandbox build, which has replay.html (the production build does not), and a report opened in it.
 */

/** `vite build --mode sandbox` into outDir (about 5 s on a quiet machine). */
export const buildReplayPage = (outDir: string): Promise<void> =>
  new Promise((done, fail) => {
    execFile(
      process.execPath,
      [repoPath("node_modules/vite/bin/vite.js"), "build", "--mode", "sandbox", "--outDir", outDir, "--emptyOutDir"],
      // vitest runs with NODE_ENV=test, which would make vite build a development bundle.
      { cwd: repoPath("."), maxBuffer: 16 * 1024 * 1024, env: { ...process.env, NODE_ENV: "production" } },
      (error, _stdout, stderr) => (error ? fail(new Error(`vite build --mode sandbox failed: ${stderr}`)) : done()),
    )
  })

/** Opens the replay page at siteUrl, loads fixtures/sessions/<file> through the file input and waits for the screen frame. */
export const openReplay = async (page: Page, siteUrl: string, file: string): Promise<Frame> => {
  await page.goto(`${siteUrl}/replay.html`)
  await page
    .getByLabel("Problem report (JSON), or drop it on the page")
    .setInputFiles(repoPath(`fixtures/sessions/${file}`))
  const handle = await page.waitForSelector("iframe[title^='Widget screen']")
  const frame = await handle.contentFrame()
  if (!frame) throw new Error("no screen frame")
  await frame.waitForSelector("[data-replay] main", { state: "attached" })
  return frame
}

/** What a replay page file's hooks set up: the sandbox build's folder, its site, the browser, the build's time. */
export interface ReplaySite {
  readonly dir: string
  site: Awaited<ReturnType<typeof serveDistSite>>
  browser: Browser
  buildMs: number
}

/**
 * Registers the file's beforeAll (a sandbox build into a temporary folder, served, and a browser) and
 * afterAll (all closed, the folder removed); the returned object is filled in once beforeAll ran.
 */
export const setUpReplaySite = (): ReplaySite => {
  const replay = { dir: mkdtempSync(join(tmpdir(), "replay-dist-")), buildMs: 0 } as ReplaySite
  beforeAll(async () => {
    const started = performance.now()
    await buildReplayPage(replay.dir)
    replay.buildMs = performance.now() - started
    replay.site = await serveDistSite({ root: replay.dir, port: 0 })
    replay.browser = await launchBrowser()
  })
  afterAll(async () => {
    await replay.browser?.close()
    await replay.site?.close()
    rmSync(replay.dir, { recursive: true, force: true })
  })
  return replay
}
