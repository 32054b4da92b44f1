import { type Browser, chromium } from "playwright-core"

const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"

/**
 * The features Playwright 1.65 turns off (its chromiumSwitches). Chromium keeps only the last
 * `--disable-features`, so passing ours drops Playwright's unless they are repeated here;
 * tests/e2e/browser-flags.e2e.ts compares this list with what Playwright passes and fails when an
 * upgrade adds one.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  "AimEnabled",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsFirstBalancedModeAutoEnable",
  "HttpsUpgrades",
  "LensOverlay",
  "MediaRouter",
  "NetworkTimeServiceQuerying",
  "OptimizationHints",
  "PaintHolding",
  "PreconnectToSearch",
  "TcpPortRandomizationWin",
  "ThirdPartyStoragePartitioning",
  "msForceBrowserSignIn",
  "msEdgeUpdateLaunchServicesPreferredVersion",
]

/**
 * Chromium's own address-bar popups, built as web pages (chrome://omnibox-popup.top-chrome/ and its
 * AI mode page) and loaded in a renderer of their own for every new window — every browser context of
 * a headless browser. Nothing here shows an address bar; each pair ran about 2.5 s of CPU beside the
 * page under test on this 2-core machine (a trace of a bench visit), slowing every journey and
 * skewing the bench's timings.
 */
export const BROWSER_UI_FEATURES_OFF = [
  "WebUIOmniboxPopup",
  "WebUIOmniboxAimPopup",
  "WebUIOmniboxFullPopup",
  "PreloadTopChromeWebUI",
]

/** Everything launchBrowser turns off with its one `--disable-features`. */
export const DISABLED_FEATURES = [...PLAYWRIGHT_DISABLED_FEATURES, ...BROWSER_UI_FEATURES_OFF]

/**
 * Debian's chromium, headless, with the flags this closed network needs and a fresh profile each
 * launch; `extraArgs` adds switches (a browser blocking third-party cookies).
 */
export const launchBrowser = (extraArgs: ReadonlyArray<string> = []): Promise<Browser> =>
  chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      `--disable-features=${DISABLED_FEATURES.join(",")}`,
      ...extraArgs,
    ],
  })

/** Launches Chromium exactly as Playwright would with only the executable and sandbox given (the guard test's reference). */
export const launchPlainBrowser = (): Promise<Browser> =>
  chromium.launch({ executablePath: chromiumPath, headless: true, args: ["--no-sandbox"] })
