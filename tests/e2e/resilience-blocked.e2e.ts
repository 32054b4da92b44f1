import type { Browser, Frame } from "playwright-core"
import { afterAll, beforeAll, expect, it } from "vitest"
import { distRoot } from "../support/browser/journey"
import { recordFigures } from "../support/figures"
import { launchBrowser } from "./browser"
import { addMarszalkowskaInFrame, doughInFrame, openCartInFrame, openMargheritaInFrame } from "./embed-order"
import { type Stack, startStack } from "./harness"

/**
 * Issue 16, 'blocked storage and cookies': the restaurant's page on another site embeds the widget,
 * the browser blocks third-party cookies and every localStorage call throws (Safari's and private
 * modes' worst case). A guest still completes a delivery order — address, add, cart, checkout, the
 * order page — and is told once, politely, that the cart will not be remembered: one status notice,
 * the same one on every screen (not shown again per screen), never an error.
 */
let blocking: Browser
let stack: Stack

const NOTICE =
  "Twoja przeglądarka blokuje zapisywanie danych dla tej strony, więc koszyk zostanie zachowany tylko do jej zamknięcia."

beforeAll(async () => {
  stack = await startStack({ distRoot: distRoot() })
  blocking = await launchBrowser(["--test-third-party-cookie-phaseout"])
})
afterAll(async () => {
  await blocking?.close()
  await stack?.close()
})

it("a guest on another site, cookies and storage blocked, completes a delivery order and is told once", {
  timeout: 120_000,
}, async () => {
  const page = await blocking.newPage({ viewport: { width: 390, height: 844 } })
  await page.addInitScript(() => {
    Object.defineProperty(window, "localStorage", {
      get() {
        throw new DOMException("The operation is insecure.", "SecurityError")
      },
    })
  })
  const cookies: string[] = []
  page.on("request", (request) => {
    if (!request.url().startsWith(stack.sandboxUrl) || request.method() === "OPTIONS") return
    void request.allHeaders().then((h) => {
      if (h.cookie) cookies.push(h.cookie)
    })
  })
  // localhost and 127.0.0.1 are different sites: the widget and the API are third parties here.
  await page.goto(stack.hostUrl.replace("127.0.0.1", "localhost"))
  const element = await page.waitForSelector('iframe[src*="/widget?restaurantId="]')
  const frame = (await element.contentFrame()) as Frame
  await frame.locator("main h2").first().waitFor()

  // The notice: one polite status, marked so a later screen can show it is the same one, not a new one.
  const notice = frame.locator("main [role='status']", { hasText: NOTICE })
  await notice.waitFor()
  await notice.evaluate((el) => {
    ;(el as HTMLElement & { seenOnMenu?: boolean }).seenOnMenu = true
  })
  const told = { screens: 0, notices: 0, fresh: 0 }
  const checkNotice = async () => {
    told.screens += 1
    told.notices += await frame.locator("[role='status'], [role='alert']", { hasText: NOTICE }).count()
    const same = await notice.evaluate((el) => (el as HTMLElement & { seenOnMenu?: boolean }).seenOnMenu === true)
    if (!same) told.fresh += 1
  }
  await checkNotice()

  const product = await openMargheritaInFrame(frame)
  await doughInFrame(frame, product, "Cienkie").check()
  await product.locator("button", { hasText: "Dodaj do zamowienia" }).click()
  const address = frame.locator('[role="dialog"][data-modal="address"]')
  await address.waitFor()
  await addMarszalkowskaInFrame(frame, address)

  await openCartInFrame(frame)
  await checkNotice()
  await frame.getByRole("link", { name: "Potwierdź" }).click()
  await frame.getByTestId("place-order").waitFor({ timeout: 20_000 })
  expect(await frame.getByTestId("checkout-address").textContent()).toContain("Marszałkowska")
  await checkNotice()
  await frame.locator("#checkout-phone").fill("600100200")
  await frame.locator('[data-payment="cash_method"] input').check()
  await frame.getByTestId("place-order").click()
  await expect.poll(() => new URL(frame.url()).pathname, { timeout: 30_000 }).toMatch(/^\/widget\/order\/\d+$/)
  await frame.getByTestId("order-status").waitFor({ timeout: 20_000 })
  await checkNotice()

  recordFigures("browser blocked storage", {
    "delivery orders completed": 1,
    "screens visited": told.screens,
    "storage notices shown": told.notices,
    "notices shown again": told.fresh,
    "calls relying on a cookie": cookies.length,
  })
  // One notice per screen, and it is the very element first shown on the menu (never announced again).
  expect(told).toEqual({ screens: 4, notices: 4, fresh: 0 })
  expect(cookies).toEqual([])
  await page.close()
})
