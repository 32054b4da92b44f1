/**
 * Runs `run` in the browser's next idle period (at the latest after `timeoutMs`), with that period's
 * deadline; where requestIdleCallback is missing (Safari), after `fallbackMs`.
 */
export const whenIdle = (
  run: (deadline?: IdleDeadline) => void,
  { timeoutMs = 2_000, fallbackMs = 200 }: { readonly timeoutMs?: number; readonly fallbackMs?: number } = {},
): void => {
  if (typeof window !== "undefined" && typeof window.requestIdleCallback === "function")
    window.requestIdleCallback(run, { timeout: timeoutMs })
  else setTimeout(run, fallbackMs)
}
