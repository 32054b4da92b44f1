import type { Locator, Page } from "playwright-core"
import { axeViolations } from "../support/browser/axe"
import { DESKTOP, MOBILE, modal } from "../support/browser/journey"
import { addItemRequest, checkoutRequest } from "../support/requests"
import { NEAR } from "./checkout-setup"

/** The account journeys' shared browser and sandbox steps (tests/e2e/account-*.e2e.ts). */

/** The widget's localStorage as key → raw value. */
export const storage = (page: Page): Promise<Record<string, string | null>> =>
  page.evaluate(() => Object.fromEntries(Object.keys(localStorage).map((k) => [k, localStorage.getItem(k)])))

/** axe at 390 and 1280 with the page as it is (put back to the size it had afterwards). */
export const axeAtBothSizes = async (page: Page): Promise<ReadonlyArray<string>> => {
  const before = page.viewportSize()
  const found: string[] = []
  for (const size of [MOBILE, DESKTOP]) {
    await page.setViewportSize(size)
    await page.waitForTimeout(200)
    found.push(...(await axeViolations(page)))
  }
  if (before) await page.setViewportSize(before)
  return found
}

/** The error line of an auth modal. */
export const authError = (dialog: Locator): Locator => dialog.locator("[data-auth-error]")

/** In an open login dialog: types the e-mail and password and presses 'Zaloguj się'. */
export const submitLogin = async (dialog: Locator, email: string, password: string): Promise<void> => {
  await dialog.getByLabel("E-mail").fill(email)
  await dialog.getByLabel("Hasło", { exact: true }).fill(password)
  await dialog.getByRole("button", { name: "Zaloguj się", exact: true }).click()
}

/** Opens Login from the menu header and submits the e-mail and password; returns the dialog. */
export const login = async (page: Page, email: string, password: string): Promise<Locator> => {
  await page.getByRole("button", { name: "Zaloguj się", exact: true }).first().click()
  const dialog = modal(page, "auth-login")
  await dialog.waitFor()
  await submitLogin(dialog, email, password)
  return dialog
}

/** From the signed-in header: Menu → 'Zamówienia'; returns the orders panel. */
export const openOrdersPanel = async (page: Page): Promise<Locator> => {
  await page.getByRole("button", { name: "Menu", exact: true }).click()
  await modal(page, "account-panel")
    .getByRole("button", { name: /Zamówienia/ })
    .click()
  return modal(page, "orders-panel")
}

/** Logs in through the modal and waits until the header shows the account menu button. */
export const loginAndWait = async (page: Page, email: string, password: string): Promise<void> => {
  const dialog = await login(page, email, password)
  await dialog.waitFor({ state: "detached" })
  await page.getByRole("button", { name: "Menu", exact: true }).waitFor()
}

export interface SandboxAnswer {
  readonly status: number
  // Untyped wire JSON, narrowed by the assertions that read it.
  // biome-ignore lint/suspicious/noExplicitAny: raw sandbox answers
  readonly json: Record<string, any>
}

/** One JSON call to the sandbox, with a bearer token when given. */
export const sandboxCall = async (
  sandboxUrl: string,
  path: string,
  init: { readonly method?: string; readonly body?: unknown; readonly token?: string } = {},
): Promise<SandboxAnswer> => {
  const response = await fetch(`${sandboxUrl}${path}`, {
    method: init.method ?? "GET",
    headers: {
      "content-type": "application/json",
      accept: "application/json",
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  return { status: response.status, json: (await response.json()) as SandboxAnswer["json"] }
}

/** A customer's token, logged in through the API. */
export const apiToken = async (sandboxUrl: string, email: string, password: string): Promise<string> =>
  (await sandboxCall(sandboxUrl, "/customer/login", { method: "POST", body: { email, password } })).json.data.token

/** Saves NEAR (Nowy Świat 21, in restaurant 1's delivery zone) as the active address of the customer behind `token`. */
export const saveNearAddress = (sandboxUrl: string, token: string): Promise<SandboxAnswer> =>
  sandboxCall(sandboxUrl, "/customer/addresses?restaurant_id=1", {
    method: "POST",
    token,
    body: { ...NEAR, is_active: 1 },
  })

/** Places a cash pickup order of one Margherita for the customer behind `token`; returns its id. */
export const placeOrder = async (sandboxUrl: string, token: string): Promise<number> => {
  const uuid = (
    await sandboxCall(sandboxUrl, "/customer/cart/for-guest?restaurant_id=1&type=3", { method: "POST", token })
  ).json.data.uuid as string
  await sandboxCall(sandboxUrl, "/customer/cart/add-item", {
    method: "POST",
    token,
    body: addItemRequest(uuid, { product_id: 1002, addons: [6002, 6030], quantity: 1, exclude_ingredients: [] }),
  })
  const placed = await sandboxCall(sandboxUrl, "/customer/cart/checkout", {
    method: "POST",
    token,
    body: checkoutRequest(uuid, { phone: "600100200" }),
  })
  if (placed.status !== 200) throw new Error(`checkout refused: ${placed.status} ${JSON.stringify(placed.json)}`)
  return (placed.json.data.order?.id ?? placed.json.data.orderId) as number
}
