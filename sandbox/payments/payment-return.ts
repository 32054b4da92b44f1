/** Pages the sandbox sends a customer back to: loopback only, any port (where the demo host and test pages run). */
const LOOPBACK_ORIGIN = /^http:\/\/(127\.0\.0\.1|localhost):\d{1,5}$/

/** The fragment embed.js reads on the restaurant's page to open the widget on this order (README 'Returning from a payment'). */
export const returnFragment = (restaurantId: number, orderId: number): string =>
  `#ordering-widget=order:${restaurantId}:${orderId}`

/**
 * Where the PayU stand-in sends the customer after paying or cancelling (the real provider's
 * continueUrl). Embedded, the widget asks for the restaurant's page (`returnTo`, the page it was
 * framed by): that page with `#ordering-widget=order:<restaurant>:<order>` in place of its fragment,
 * so embed.js opens the widget on the order there. Only a loopback http page is accepted — a real
 * backend takes the restaurant's registered site — so a crafted link cannot send a customer to
 * another site; anything else, and the unframed widget, returns to the widget's own order page.
 * The order's link key is never put in the page's address: the widget on the restaurant's page
 * reads the order with the same session that placed it.
 */
export const paymentReturnUrl = (
  widgetOrigin: string,
  order: { readonly id: number; readonly restaurantId: number },
  returnTo: string | undefined,
): string => {
  const own = `${widgetOrigin}/widget/order/${order.id}?restaurantId=${order.restaurantId}`
  if (!returnTo || returnTo.length > 2048) return own
  try {
    const page = new URL(returnTo)
    if (!LOOPBACK_ORIGIN.test(page.origin) || page.username !== "" || page.password !== "") return own
    return `${page.origin}${page.pathname}${page.search}${returnFragment(order.restaurantId, order.id)}`
  } catch {
    return own
  }
}
