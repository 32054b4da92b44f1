import { Schema } from "effect"
import type { Page } from "playwright-core"
import { expect, it } from "vitest"
import { Cart, Money, Wire } from "../../domain"
import { MOBILE, modal } from "../support/browser/journey"
import { setUpJourney } from "../support/browser/journey-setup"
import { addFault, clearFaults, type FaultRule, faultsInjected } from "../support/faults"
import { recordFigures } from "../support/figures"

/**
 * Issue 16, 'no lost cart, no lost input': one customer's cart page and checkout against the
 * sandbox's fault injection — 5xx, malformed JSON, dropped connections, answers lost after the
 * server saved, 3 s latency, storage that throws, reloads mid-request — across quantity change,
 * remove, add, add combo, promo code, order-type switch, address change and checkout submit. After every
 * faulted operation: the cart on screen equals the cart on the server (lines, quantities, total,
 * address, promo code, order type), the customer either saw a clear message with the control still
 * there to retry or the operation went through without one, and what was typed into the checkout
 * form is still there. The counts are printed at the end of `npm test`.
 */

/** What was found, shared by the lanes; every entry fails the test with its story. */
const problems: string[] = []
const figures = { operations: 0, cartsLost: 0, inputsLost: 0, unclearFailures: 0, storageFaults: 0, reloads: 0 }

const NEAR = { string: "Nowy Świat 21, 00-029, Warszawa, Polska", latitude: "52.2319", longitude: "21.0191" }
const OTHER = { string: "Marszałkowska 100, 00-026, Warszawa, Polska", latitude: "52.2330", longitude: "21.0110" }
/** Customers ordering side by side, each with their own cart and their own faults (rules limited to the cart's uuid). */
const LANES = 3
/** Rounds of every fault kind over every operation, per customer. */
const ROUNDS = Number(process.env.RESILIENCE_ROUNDS ?? 1)

const journey = setUpJourney()

/**
 * Installed in the page before the widget: `window.__failWrites = n` makes the next n localStorage
 * writes throw (a full quota, storage revoked mid-session); `__storageFaults` counts the throws.
 */
const storageFaultScript = () => {
  const w = window as unknown as { __failWrites?: number; __storageFaults?: number }
  w.__failWrites = 0
  w.__storageFaults = 0
  const setItem = Storage.prototype.setItem
  const removeItem = Storage.prototype.removeItem
  const fail = (): boolean => {
    if ((w.__failWrites ?? 0) <= 0) return false
    w.__failWrites = (w.__failWrites ?? 0) - 1
    w.__storageFaults = (w.__storageFaults ?? 0) + 1
    return true
  }
  Storage.prototype.setItem = function (key: string, value: string) {
    if (fail()) throw new DOMException("The quota has been exceeded.", "QuotaExceededError")
    setItem.call(this, key, value)
  }
  Storage.prototype.removeItem = function (key: string) {
    if (fail()) throw new DOMException("The operation is insecure.", "SecurityError")
    removeItem.call(this, key)
  }
}

interface Shown {
  readonly lines: ReadonlyArray<string>
  readonly total: string
  readonly address: string | null
  readonly promo: string | null
  readonly orderType: "delivery" | "pickup"
}

/** One customer: a page (its own browser context, so its own guest), a cart and its requests in flight. */
interface Lane {
  readonly name: string
  readonly page: Page
  readonly cartUuid: string
  readonly addresses: ReadonlyMap<number, string>
  inFlight: number
  /** The last answer was a failure: the widget may be waiting to retry (its backoff is at most 1.2 s). */
  lastFailed: boolean
}

const serverCart = async (lane: Lane): Promise<Wire.Cart> => {
  const response = await fetch(
    `${journey.stack.sandboxUrl}/customer/cart?restaurant_id=1&cart_uuid=${lane.cartUuid}&widget=true`,
  )
  return Schema.decodeUnknownSync(Wire.CartResponse)(await response.json()).data
}

/** What the cart page shows: its lines (name × quantity), total, delivery address, promo code and order type. */
const shownCart = (lane: Lane): Promise<Shown> =>
  lane.page.evaluate(() => {
    const lines = [...document.querySelectorAll("li[data-line]")].map((li) => {
      const quantity = (li.querySelector("select") as HTMLSelectElement | null)?.value ?? "?"
      return `${li.querySelector("h3")?.textContent ?? "?"} × ${quantity}`
    })
    const typeButtons = [...document.querySelectorAll("section fieldset button[aria-pressed]")]
    const pressed = typeButtons.findIndex((b) => b.getAttribute("aria-pressed") === "true")
    const address = document.querySelector("section fieldset + button span:last-child")?.textContent ?? null
    const applied = document.querySelector("[aria-labelledby='cart-promo'] p")?.textContent ?? ""
    return {
      lines: lines.sort(),
      total: document.querySelector("[data-testid='cart-page-total']")?.textContent ?? "",
      address: pressed === 0 ? address : null,
      promo: /\b([A-Z0-9]{3,})\b/.exec(applied)?.[1] ?? null,
      orderType: pressed === 1 ? ("pickup" as const) : ("delivery" as const),
    }
  })

/** The same, from the server's cart: what the screen must end up showing. */
const expectedCart = (lane: Lane, cart: Wire.Cart): Shown => {
  const lines = [
    ...cart.items.map((l) => `${l.value.product?.name ?? "?"} × ${l.value.quantity}`),
    ...cart.combo_items.map((l) => `${l.value.combo?.name ?? "?"} × ${l.value.quantity}`),
  ].sort()
  const type = cart.type === 1 ? ("delivery" as const) : ("pickup" as const)
  const address =
    cart.address?.string ?? (cart.address_id === null ? null : (lane.addresses.get(cart.address_id) ?? null))
  return {
    lines,
    total: Money.formatPrice(Cart.cartSummary(cart).total, "pl"),
    address: type === "delivery" ? address : null,
    promo: cart.promo_code ?? null,
    orderType: type,
  }
}

/**
 * Waits until the lane's page has had no request to the sandbox in flight for 100 ms — or, after a
 * failed answer, for longer than the widget's longest retry backoff.
 */
const settle = async (lane: Lane): Promise<void> => {
  let quietSince = Date.now()
  const start = Date.now()
  while (Date.now() - quietSince < (lane.lastFailed ? 1_300 : 100)) {
    if (lane.inFlight > 0) quietSince = Date.now()
    if (Date.now() - start > 15_000) throw new Error(`${lane.name}: requests still in flight: ${lane.inFlight}`)
    await new Promise((r) => setTimeout(r, 25))
  }
}

/**
 * The failure the customer was shown, if any: the message modal (dismissed with its button; a failed
 * add leaves its customisation modal open with the add button ready, closed here) or, for a promo
 * code, the modal's inline alert with the form still there. Null when nothing was shown.
 */
const takeMessage = async (lane: Lane): Promise<string | null> => {
  const { page } = lane
  const message = modal(page, "message")
  if ((await message.count()) > 0) {
    const text = ((await message.textContent()) ?? "").trim()
    await message.getByRole("button").last().click()
    await message.waitFor({ state: "detached" })
    for (const name of ["product", "combo"]) {
      const kept = modal(page, name)
      if ((await kept.count()) === 0) continue
      if (
        !(await kept
          .locator("button", { hasText: /Dodaj do zam/ })
          .first()
          .isEnabled())
      )
        return "(no way to retry the add)"
      await page.keyboard.press("Escape")
      await kept.waitFor({ state: "detached" })
    }
    return text
  }
  const promo = page.locator('[role="dialog"]').filter({ has: page.locator("form input") })
  if (await promo.isVisible()) {
    // The modal closes on success; on failure it stays with an alert and the form to try again.
    const alert = promo.locator("[role='alert']")
    await Promise.race([
      promo.waitFor({ state: "detached", timeout: 3_000 }).catch(() => undefined),
      alert.waitFor({ timeout: 3_000 }).catch(() => undefined),
    ])
    if ((await promo.count()) === 0) return null
    const text = (await alert.count()) > 0 ? ((await alert.textContent()) ?? "").trim() : null
    if (text !== null && !(await promo.locator("button[type='submit']").isEnabled())) return "(no way to retry)"
    await promo.getByRole("button", { name: "Zamknij" }).click()
    await promo.waitFor({ state: "detached" })
    return text ?? "(promo modal left open without a message)"
  }
  return null
}

/** Waits until the screen shows the server's cart; a screen that never does is a lost cart. */
const checkCart = async (lane: Lane, label: string): Promise<void> => {
  await settle(lane)
  const deadline = Date.now() + 3_000
  let last = ""
  for (;;) {
    const server = expectedCart(lane, await serverCart(lane))
    const shown = await shownCart(lane)
    if (JSON.stringify(server) === JSON.stringify(shown)) return
    last = `${lane.name} ${label}: screen ${JSON.stringify(shown)} ≠ server ${JSON.stringify(server)}`
    if (Date.now() > deadline) break
    await new Promise((r) => setTimeout(r, 100))
  }
  figures.cartsLost += 1
  problems.push(last)
}

interface Operation {
  readonly name: string
  /** The request path its faults aim at. */
  readonly route: string
  /** Does it; false when there was nothing to do (then nothing is counted). */
  readonly run: (lane: Lane) => Promise<boolean>
  /** Back to the cart page afterwards (an operation done on another screen). */
  readonly back?: (lane: Lane) => Promise<void>
}

/**
 * A combo from the menu (the Zestawy tab), as it comes: the menu, its add button, the combo modal's
 * add; afterwards the cart bar leads back to the cart page.
 */
const ADD_COMBO: Operation = {
  name: "add combo",
  route: "/customer/cart/add-combo-item",
  run: async (lane) => {
    const { page } = lane
    await page.getByRole("link", { name: /Powrót do menu/ }).click()
    await page.getByRole("button", { name: "Zestawy", exact: true }).click()
    await page.getByRole("button", { name: "Dodaj: Zestaw dla dwojga", exact: true }).click()
    const dialog = modal(page, "combo")
    await dialog.waitFor()
    await dialog.locator("button", { hasText: "Dodaj do zamowienia" }).click()
    return true
  },
  back: async (lane) => {
    await lane.page.getByTestId("cart-total").click()
    await lane.page.locator("li[data-line]").first().waitFor({ timeout: 20_000 })
  },
}

/**
 * Adds a popular product from the cart page. One that needs choosing opens its customisation modal:
 * the first option of every group with none chosen, then add.
 */
const addPopular = async (lane: Lane): Promise<boolean> => {
  const { page } = lane
  const buttons = page.locator("[aria-labelledby='cart-popular'] button")
  const product = modal(page, "product")
  const count = await buttons.count()
  if (count === 0) return false
  const sent = page
    .waitForRequest((r) => r.url().includes("/customer/cart/add-item"), { timeout: 2_000 })
    .then(
      () => "sent" as const,
      () => "none" as const,
    )
  const opened = product.waitFor({ timeout: 2_000 }).then(
    () => "modal" as const,
    () => "none" as const,
  )
  await buttons.nth(count - 1).click()
  const what = await Promise.race([sent, opened])
  if (what === "modal") {
    const groups = product.locator("fieldset")
    for (let g = 0; g < (await groups.count()); g++) {
      const radios = groups.nth(g).locator("input[type='radio']")
      if ((await radios.count()) > 0 && (await groups.nth(g).locator("input:checked").count()) === 0)
        await radios.first().check()
    }
    await product.getByTestId("add-to-order").click()
  }
  return what !== "none"
}

const typeButton = (lane: Lane, type: "delivery" | "pickup") =>
  lane.page.locator("section fieldset button[aria-pressed]").nth(type === "delivery" ? 0 : 1)

/** The cart page's product lines (a combo line's quantity goes to another call). */
const itemLines = (lane: Lane) => lane.page.locator("li[data-line]").filter({ hasNotText: "Zestaw dla dwojga" })

const OPERATIONS: ReadonlyArray<Operation> = [
  {
    name: "quantity change",
    route: "/customer/cart/change-item-quantity",
    run: async (lane) => {
      const select = itemLines(lane).locator("select").first()
      if ((await select.count()) === 0) return false
      const now = Number(await select.inputValue())
      await select.selectOption(String(now >= 3 ? 1 : now + 1))
      return true
    },
  },
  {
    name: "remove",
    route: "/customer/cart/change-item-quantity",
    run: async (lane) => {
      const lines = itemLines(lane)
      if ((await lines.count()) < 2) return false
      await lines.last().getByRole("button").click()
      return true
    },
  },
  { name: "add item", route: "/customer/cart/add-item", run: addPopular },
  {
    name: "promo code",
    route: "/customer/cart/add-discount",
    run: async (lane) => {
      const current = (await shownCart(lane)).promo
      await lane.page.locator("[aria-labelledby='cart-promo'] button").click()
      const dialog = lane.page.locator('[role="dialog"]').filter({ has: lane.page.locator("form input") })
      await dialog.locator("input").fill(current === "BELLA10" ? "PIZZA5" : "BELLA10")
      await dialog.locator("button[type='submit']").click()
      return true
    },
  },
  {
    name: "order-type switch",
    route: "/customer/cart/change-order-type",
    run: async (lane) => {
      const shown = await shownCart(lane)
      await typeButton(lane, shown.orderType === "delivery" ? "pickup" : "delivery").click()
      return true
    },
  },
  {
    name: "address change",
    route: "/customer/cart/update-address-for-guest",
    run: async (lane) => {
      const { page } = lane
      if ((await shownCart(lane)).orderType !== "delivery") {
        await typeButton(lane, "delivery").click()
        await settle(lane)
        if ((await modal(page, "message").count()) > 0) return false
      }
      // Switching to delivery may itself have opened the address list (no active address).
      const dialog = modal(page, "address")
      if ((await dialog.count()) === 0) await page.locator("section fieldset + button").click()
      await dialog.waitFor()
      const current = (await shownCart(lane)).address
      const other = [...lane.addresses.values()].find((a) => a !== current) ?? NEAR.string
      await dialog
        .getByRole("button", { name: new RegExp(other.slice(0, 12)) })
        .first()
        .click()
      return true
    },
  },
]

/** The operations a 3 s answer is tried on (quantity change, remove). */
const SLOW_OPERATIONS = OPERATIONS.slice(0, 2)

type FaultKind = "5xx" | "5xx-every-retry" | "malformed" | "drop" | "lost-response" | "refetch-5xx" | "burst" | "slow"

/** The rules of one fault kind for an operation of one lane (limited to its cart). */
const faultRules = (lane: Lane, route: string, kind: FaultKind): ReadonlyArray<FaultRule> => {
  const at = { route, method: "POST" as const, contains: lane.cartUuid }
  const reads = { route: "/customer/cart", method: "GET" as const, contains: lane.cartUuid }
  switch (kind) {
    case "5xx":
      // Up to three times: an add (retried with its key) meets all three, a single call the first.
      return [{ ...at, status: 503, times: 3 }]
    case "5xx-every-retry":
      return [{ ...at, status: 500, times: 4 }]
    case "malformed":
      return [{ ...at, malformed: true, times: 1 }]
    case "drop":
      return [{ ...at, drop: true, times: 3 }]
    case "lost-response":
      // Saved, then the answer lost — and the resend's answer too (the browser's or the widget's).
      return [{ ...at, lostResponse: true, times: 2 }]
    case "slow":
      return [{ ...at, latencyMs: 3_000, times: 1 }]
    case "refetch-5xx":
      // The call fails, and so do the next three reads of the cart (the widget's last retry gets it).
      return [
        { ...at, status: 502, times: 1 },
        { ...reads, status: 503, times: 3 },
      ]
    case "burst":
      // The answer is lost after the save, the popular products fail, the cart reads drop twice.
      return [
        { ...at, lostResponse: true, times: 1 },
        { ...reads, route: "/customer/cart/recommended", status: 500, times: 1 },
        { ...reads, drop: true, times: 3 },
      ]
  }
}

/** Runs one operation under one fault and checks what the customer is left with. */
const faulted = async (lane: Lane, op: Operation, kind: FaultKind): Promise<void> => {
  const { page } = lane
  for (const rule of faultRules(lane, op.route, kind)) await addFault(journey.stack.sandboxUrl, rule)
  const sent = page
    .waitForRequest((r) => r.url().includes(op.route), { timeout: 5_000 })
    .then(
      () => true,
      () => false,
    )
  const did = await op.run(lane)
  if (did && !(await sent)) {
    // What the screen held when nothing went out: which dialogs, what their fields said.
    const seen = await page.evaluate(() => ({
      dialogs: [...document.querySelectorAll("[role=dialog]")].map((d) => d.getAttribute("data-modal")),
      fields: [...document.querySelectorAll("[role=dialog] form input")].map((i) => (i as HTMLInputElement).value),
    }))
    problems.push(`${lane.name} ${op.name} / ${kind}: the operation sent nothing (${JSON.stringify(seen)})`)
  }
  await settle(lane)
  const message = await takeMessage(lane)
  if (message !== null && (message.length < 5 || message.startsWith("("))) {
    figures.unclearFailures += 1
    problems.push(`${lane.name} ${op.name} / ${kind}: message '${message}'`)
  }
  // An add still showing its customisation modal has neither ended nor said why.
  const product = modal(page, op === ADD_COMBO ? "combo" : "product")
  if ((await product.count()) > 0) {
    await product.waitFor({ state: "detached", timeout: 3_000 }).catch(async () => {
      const late = await takeMessage(lane)
      if (late === null) {
        problems.push(`${lane.name} ${op.name} / ${kind}: the add neither finished nor said why`)
        await page.keyboard.press("Escape")
      }
    })
  }
  await clearFaults(journey.stack.sandboxUrl, lane.cartUuid)
  if (did) figures.operations += 1
  await op.back?.(lane)
  await checkCart(lane, `${op.name} / ${kind}`)
}

/** A customer with a delivery cart (two lines) and two saved addresses, on the cart page. */
const openLane = async (name: string): Promise<Lane> => {
  const page = await journey.browser.newPage({ viewport: MOBILE })
  await page.addInitScript(storageFaultScript)
  await page.goto(`${journey.stack.widgetUrl}/widget?restaurantId=1`)
  await page.waitForLoadState("networkidle")
  const made = await page.evaluate(
    async ({ base, near, other }) => {
      const call = async (path: string, body?: unknown) => {
        const r = await fetch(`${base}${path}${path.includes("?") ? "&" : "?"}widget=true`, {
          method: "POST",
          credentials: "include",
          headers: { "Content-Type": "application/json", Accept: "application/json" },
          body: body === undefined ? undefined : JSON.stringify(body),
        })
        return r.json()
      }
      const second = await call("/customer/addresses?restaurant_id=1", { ...other, is_active: 0 })
      const first = await call("/customer/addresses?restaurant_id=1", { ...near, is_active: 1 })
      const cart = await call(`/customer/cart/for-guest?restaurant_id=1&type=1&address_id=${first.data.address.id}`)
      const uuid = cart.data.uuid as string
      for (const product of [1002, 1082])
        await call("/customer/cart/add-item", {
          restaurant_id: 1,
          item: { product_id: product, addons: product === 1002 ? [6001] : [], quantity: 1, exclude_ingredients: [] },
          ignore_unique_product: 1,
          type: 1,
          cart_uuid: uuid,
        })
      localStorage.setItem("cart_uuid", uuid)
      localStorage.setItem("orderType", "delivery")
      return { uuid, saved: [first.data.address, second.data.address] }
    },
    { base: journey.stack.sandboxUrl, near: NEAR, other: OTHER },
  )
  const saved = made.saved.map((a) => Schema.decodeUnknownSync(Wire.Address)(a))
  await page.evaluate((list) => localStorage.setItem("addresses", JSON.stringify(list)), saved)
  const lane: Lane = {
    name,
    page,
    cartUuid: made.uuid,
    addresses: new Map(saved.map((a) => [a.id, a.string])),
    inFlight: 0,
    lastFailed: false,
  }
  const ours = (r: { url(): string }) => r.url().startsWith(journey.stack.sandboxUrl)
  page.on("request", (r) => {
    if (!ours(r)) return
    lane.inFlight += 1
    lane.lastFailed = false
  })
  page.on("requestfinished", (r) => {
    if (!ours(r)) return
    lane.inFlight = Math.max(0, lane.inFlight - 1)
    void r.response().then((response) => {
      if ((response?.status() ?? 0) >= 500) lane.lastFailed = true
    })
  })
  page.on("requestfailed", (r) => {
    if (!ours(r)) return
    lane.inFlight = Math.max(0, lane.inFlight - 1)
    lane.lastFailed = true
  })
  await page.goto(`${journey.stack.widgetUrl}/widget/cart?restaurantId=1`)
  await page.locator("li[data-line]").first().waitFor({ timeout: 20_000 })
  await checkCart(lane, "start")
  return lane
}

/**
 * Storage that throws in the middle of an operation that writes it (the order type), then a reload
 * while a quantity change is on its way: the reloaded widget shows the server's cart.
 */
const storageAndReload = async (lane: Lane): Promise<void> => {
  const { page } = lane
  await page.evaluate(() => {
    ;(window as unknown as { __failWrites: number }).__failWrites = 2
  })
  const shown = await shownCart(lane)
  await typeButton(lane, shown.orderType === "delivery" ? "pickup" : "delivery").click()
  await settle(lane)
  figures.storageFaults += await page.evaluate(() => (window as unknown as { __storageFaults: number }).__storageFaults)
  if ((await takeMessage(lane)) !== null)
    problems.push(`${lane.name} storage: an error was shown for a storage failure`)
  await checkCart(lane, "storage throwing")

  // The server saves at once; its answer is on its way (1.5 s) when the customer reloads.
  await addFault(journey.stack.sandboxUrl, {
    route: "/customer/cart/change-item-quantity",
    method: "POST",
    lostResponse: true,
    latencyMs: 1_500,
    times: 1,
    contains: lane.cartUuid,
  })
  const sent = page.waitForRequest((r) => r.url().includes("/customer/cart/change-item-quantity"))
  const select = page.locator("li[data-line] select").first()
  await select.selectOption(String(Number(await select.inputValue()) === 1 ? 2 : 1))
  await sent
  await page.reload()
  figures.reloads += 1
  lane.inFlight = 0
  await page.locator("li[data-line]").first().waitFor({ timeout: 20_000 })
  await clearFaults(journey.stack.sandboxUrl, lane.cartUuid)
  await checkCart(lane, "reload mid-request")
  if ((await takeMessage(lane)) !== null) problems.push(`${lane.name} reload: an error was shown after the reload`)
}

/** The checkout form as typed. */
const typed = (page: Page) =>
  page.evaluate(() => ({
    phone: (document.querySelector("#checkout-phone") as HTMLInputElement | null)?.value ?? null,
    notes: (document.querySelector("#checkout-notes") as HTMLTextAreaElement | null)?.value ?? null,
  }))

/**
 * Checkout under faults: each failed Place order leaves what was typed, a message under the button
 * and no order; the last one (answer lost after the order was placed) lands on one order page.
 * Returns the orders the sandbox made for this cart's keys.
 */
const checkoutUnderFaults = async (lane: Lane): Promise<number> => {
  const { page } = lane
  const keys = new Set<string>()
  page.on("request", (r) => {
    const key = r.headers()["idempotency-key"]
    if (key && r.url().includes("/customer/cart/checkout")) keys.add(key)
  })
  await page.getByRole("link", { name: "Potwierdź" }).click()
  await page.getByTestId("place-order").waitFor({ timeout: 20_000 })
  const form = { phone: "600100200", notes: `Domofon 12, ${lane.name} — proszę dzwonić` }
  await page.locator("#checkout-phone").fill(form.phone)
  await page.locator("#checkout-notes").fill(form.notes)
  await page.locator('[data-payment="cash_method"] input').check()
  const failing: ReadonlyArray<FaultKind | "storage"> = ["5xx-every-retry", "malformed", "5xx", "drop", "storage"]
  for (const kind of failing) {
    if (kind === "storage") {
      await page.evaluate(() => {
        ;(window as unknown as { __failWrites: number }).__failWrites = 1
      })
      await addFault(journey.stack.sandboxUrl, {
        route: "/customer/cart/checkout",
        method: "POST",
        status: 503,
        times: 4,
        contains: lane.cartUuid,
      })
    } else {
      // Every attempt fails: the widget retries a checkout with its key (four sends), and Chromium may
      // resend a dropped one itself; rules left over are cleared, not counted.
      const times = kind === "5xx" ? { times: 4 } : kind === "drop" ? { times: 8 } : {}
      for (const rule of faultRules(lane, "/customer/cart/checkout", kind))
        await addFault(journey.stack.sandboxUrl, { ...rule, ...times })
    }
    await page.getByTestId("place-order").click()
    await page.locator("#place-order-error").waitFor({ timeout: 15_000 })
    await settle(lane)
    figures.operations += 1
    const error = ((await page.locator("#place-order-error").textContent()) ?? "").trim()
    if (error.length < 5) problems.push(`${lane.name} checkout / ${kind}: message '${error}'`)
    if (!(await page.getByTestId("place-order").isEnabled()))
      problems.push(`${lane.name} checkout / ${kind}: no way to place the order again`)
    if (JSON.stringify(await typed(page)) !== JSON.stringify(form)) {
      figures.inputsLost += 1
      problems.push(`${lane.name} checkout / ${kind}: form ${JSON.stringify(await typed(page))}`)
    }
    await clearFaults(journey.stack.sandboxUrl, lane.cartUuid)
    if ((await serverCart(lane)).items.length === 0) {
      figures.cartsLost += 1
      problems.push(`${lane.name} checkout / ${kind}: the server's cart is empty`)
    }
  }
  figures.storageFaults += await page.evaluate(() => (window as unknown as { __storageFaults: number }).__storageFaults)
  for (const rule of faultRules(lane, "/customer/cart/checkout", "lost-response"))
    await addFault(journey.stack.sandboxUrl, rule)
  await page.getByTestId("place-order").click()
  await page.waitForURL(/\/widget\/order\/\d+/, { timeout: 30_000 })
  figures.operations += 1
  await clearFaults(journey.stack.sandboxUrl, lane.cartUuid)
  let orders = 0
  for (const key of keys) {
    const r = await fetch(`${journey.stack.sandboxUrl}/sandbox/idempotency?key=${encodeURIComponent(key)}`)
    orders += ((await r.json()) as { data: { orders: number } }).data.orders
  }
  return orders
}

it("keeps every cart on screen equal to the server's, and every typed input, through 500+ faults", {
  timeout: 240_000,
}, async () => {
  const started = Date.now()
  const lanes = await Promise.all(Array.from({ length: LANES }, (_, i) => openLane(`customer ${i + 1}`)))
  // The heavier kinds (several faults per operation) come back more often; every kind meets every
  // operation, but all-retries-fail only the add (the one call the widget retries by itself).
  const kinds: ReadonlyArray<FaultKind> = [
    "5xx",
    "burst",
    "malformed",
    "refetch-5xx",
    "drop",
    "lost-response",
    "burst",
    "refetch-5xx",
    "5xx-every-retry",
    "burst",
    "refetch-5xx",
    "burst",
  ]
  const orders = await Promise.all(
    lanes.map(async (lane, index) => {
      for (let round = 0; round < ROUNDS; round++) {
        for (const kind of kinds)
          for (const op of OPERATIONS)
            if (kind !== "5xx-every-retry" || op.name === "add item") await faulted(lane, op, kind)
        await storageAndReload(lane)
      }
      for (const kind of ["5xx", "lost-response", "refetch-5xx", "malformed"] as const)
        await faulted(lane, ADD_COMBO, kind)
      // One slow answer per customer (3 s: the line shows it is saving, then the server's cart).
      await faulted(lane, SLOW_OPERATIONS[index % 2] as Operation, "slow")
      return checkoutUnderFaults(lane)
    }),
  )
  const injected = (await faultsInjected(journey.stack.sandboxUrl)) + figures.storageFaults + figures.reloads
  const duplicates = orders.reduce((n, o) => n + Math.max(0, o - 1), 0)
  const missing = orders.filter((o) => o === 0).length
  console.log(
    `browser faults: ${injected} injected over ${figures.operations} operations by ${LANES} customers in ${Date.now() - started} ms`,
  )
  recordFigures("browser faults", {
    "faults injected": injected,
    operations: figures.operations,
    "carts lost": figures.cartsLost,
    "inputs lost": figures.inputsLost,
    "duplicate orders": duplicates,
  })
  for (const lane of lanes) await lane.page.close()
  expect(problems).toEqual([])
  expect(missing).toBe(0)
  expect(duplicates).toBe(0)
  expect(injected).toBeGreaterThanOrEqual(500)
})
