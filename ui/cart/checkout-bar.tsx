import { type ReactNode, useRef } from "react"
import { Link } from "../kit/link"
import { useStickyInset } from "../kit/sticky-inset"
import styles from "./checkout-bar.module.css"

/**
 * The cart page's sticky bar on phones (issue 27): 'Go to checkout · 62,49 zł' at the bottom of the
 * visible band, so checkout is reached without scrolling past offers, points and promo. Like the
 * menu's cart bar (ui/menu/cart-bar.tsx) it sits on the band embed.js reports (--widget-band-*), and
 * reports its height as the page's scroll-padding (useStickyInset), so a focused control is never
 * hidden under it (WCAG 2.4.11). Wide screens have the summary in view beside the lines: none there.
 */
export function CheckoutBar({ label, totalText }: { readonly label: string; readonly totalText: string }): ReactNode {
  const bar = useRef<HTMLDivElement>(null)
  useStickyInset(bar, "bottom")
  return (
    <div ref={bar} className={styles.bar} data-testid="checkout-bar">
      <Link to={{ name: "checkout", orderId: null }} className={styles.button}>
        <span>{label}</span>
        <span aria-hidden="true">·</span>
        <span className={styles.total}>{totalText}</span>
      </Link>
    </div>
  )
}
