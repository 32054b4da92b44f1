/**
 * Written on the replay page's and screen frame's root (`data-replay`): a string found nowhere else,
 * so a test can grep a build for it — the production build must not contain it (vite.config.ts).
 */
export const REPLAY_MARKER = "replay-page-7c41e9d2"

/** The `<meta name>` that tells ui/replay/main.tsx it runs in the replay page's screen frame. */
export const SCREEN_META = "replay-screen"
