/**
 * The widget's delays (SPEC §9), in one place: modal open/close 150 ms, the height message 500 ms
 * after content changes, order polling every 10 s, the order-page redirect after 1 s, success
 * messages hidden after 1.5 s. Adapters schedule with them; components and tests read them here.
 */
export const DELAYS = {
  orderPollMs: 10_000,
  modalMs: 150,
  heightMs: 500,
  redirectMs: 1_000,
  successMessageMs: 1_500,
} as const
