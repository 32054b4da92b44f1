import "../app/tokens.css"
import { SCREEN_META } from "./marker"

/**
 * replay.html's entry (development and sandbox builds only, vite.config.ts): the replay page itself,
 * or — inside its screen frame (a document with the replay-screen meta, or `?screen` on the dev
 * server) — the widget's screens showing the page's current step. Each loads only its own part.
 */
const container = document.getElementById("root")
const isScreen =
  document.querySelector(`meta[name="${SCREEN_META}"]`) !== null ||
  new URLSearchParams(window.location.search).has("screen")
if (container) {
  if (isScreen) void import("./screen-frame").then(({ startScreenFrame }) => startScreenFrame(container))
  else void import("./replay-page").then(({ startReplayPage }) => startReplayPage(container, import.meta.url))
}
