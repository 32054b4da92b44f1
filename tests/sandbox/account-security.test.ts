import { readFileSync } from "node:fs"
import { afterAll, afterEach, describe, expect, it } from "vitest"
import { Account, Orders, Wire } from "../../domain"
import { recordFigures } from "../support/figures"
import { checkoutRequest, passwordChangeRequest, registrationRequest, resetPasswordRequest } from "../support/requests"
import { decodes, type FreshSandbox, freshSandbox, pickupCartWithMargherita } from "../support/sandbox"

/**
 * Issue 29: the sandbox as a careful server. Each case drives the HTTP API as an attacker would
 * (guessing codes, pumping sends, trying passwords, probing which e-mails have accounts, replaying
 * tokens and guest ids) and counts what it got; the figures line of `npm test` prints the counts.
 */

const figures = {
  "codes guessed before lockout": 0,
  "right codes accepted after lockout": 0,
  "sends refused": 0,
  "logins refused": 0,
  "enumeration answers identical": 0,
  "sessions ended": 0,
}
afterAll(() => recordFigures("accounts", figures))

const started: FreshSandbox[] = []
afterEach(async () => {
  for (const s of started.splice(0)) await s.stop()
})

/** A sandbox on its own clock, whose printed one-time codes the test reads (as a phone would); stopped after the test. */
const sandboxWithCodes = async (options: { demo?: boolean } = {}) => {
  let clock = Date.UTC(2026, 5, 1, 12)
  const printed: string[] = []
  const s = await freshSandbox({ now: () => clock, log: (m) => printed.push(m), ...options })
  started.push(s)
  return {
    s,
    advance: (ms: number) => {
      clock += ms
    },
    /** The last code printed for a target, e.g. 'phone:600111222'. */
    codeFor: (target: string): string => {
      const line = [...printed].reverse().find((l) => l.includes(`OTP for ${target}:`)) ?? ""
      return /: (\d{6}) /.exec(line)?.[1] ?? ""
    },
  }
}

const register = (s: FreshSandbox, email: string, phone: string, otp: string, password = "sekret123") =>
  s.post(
    "/customer/register",
    registrationRequest({ name: "Jan Testowy", email, password, phone }, { otp_code: otp, address: null }),
  )

const login = (s: FreshSandbox, email: string, password: string) => s.post("/customer/login", { email, password })

/** A code differing from `code` (another 6-digit number). */
const wrongOf = (code: string, n = 1) => String((Number(code) + n) % 1_000_000).padStart(6, "0")

describe("demo mode", () => {
  it("a sandbox started without demo mode refuses the code 123456 and has no /sandbox/otp", async () => {
    const { s } = await sandboxWithCodes()
    expect((await s.post("/customer/send-otp", { phone: "600111222" })).status).toBe(200)
    const res = await register(s, "jan@example.com", "600111222", "123456")
    expect(res.status).toBe(422)
    expect(res.json.errors.otp_code).toEqual(["Nieprawidłowy lub wygasły kod"])
    expect((await s.get("/sandbox/otp")).status).toBe(404)
    // Nor does it reset a known account's password with it (no forgot request needed, before).
    const reset = await s.post(
      "/customer/reset-password",
      resetPasswordRequest("anna@example.com", "123456", "przejete-konto"),
    )
    expect(reset.status).toBe(422)
    expect((await login(s, "anna@example.com", "haslo123")).status).toBe(200)
  })

  it("a sandbox in demo mode accepts 123456 and lists the codes sent", async () => {
    const { s } = await sandboxWithCodes({ demo: true })
    await s.post("/customer/send-otp", { phone: "600111222" })
    expect((await s.get("/sandbox/otp")).status).toBe(200)
    expect((await register(s, "jan@example.com", "600111222", "123456")).status).toBe(200)
  })

  it("npm start turns demo mode on and says so; npm run sandbox only with SANDBOX_DEMO=1", () => {
    const start = readFileSync("scripts/start.mjs", "utf8")
    expect(start).toMatch(/startSandbox\(\{[^}]*\bdemo: true,/s)
    expect(start).toContain("Demo mode is on: the one-time code 123456 is accepted")
    const sandbox = readFileSync("scripts/sandbox.ts", "utf8")
    expect(sandbox).toContain('demo: process.env.SANDBOX_DEMO === "1"')
  })
})

describe("one-time codes", () => {
  it(`a code is void after ${Account.ONE_TIME_CODE.wrongAttempts} wrong attempts, even for the right one`, async () => {
    const { s, codeFor } = await sandboxWithCodes()
    await s.post("/customer/send-otp", { phone: "600222333" })
    const code = codeFor("phone:600222333")
    expect(code).toMatch(/^\d{6}$/)
    for (let n = 1; n <= Account.ONE_TIME_CODE.wrongAttempts; n++) {
      const res = await register(s, "ewa@example.com", "600222333", wrongOf(code, n))
      expect(res.status).toBe(422)
      figures["codes guessed before lockout"]++
    }
    const right = await register(s, "ewa@example.com", "600222333", code)
    if (right.status === 200) figures["right codes accepted after lockout"]++
    expect(right.status).toBe(422)
    expect(right.json.errors.otp_code).toBeDefined()
    // A new code (a send, counted by the send limits) works.
    await s.post("/customer/send-otp", { phone: "600222333" })
    expect((await register(s, "ewa@example.com", "600222333", codeFor("phone:600222333"))).status).toBe(200)
  })

  it("a code is single-use and expires after 10 minutes", async () => {
    const { s, codeFor, advance } = await sandboxWithCodes()
    await s.post("/customer/send-otp", { phone: "600333444" })
    const code = codeFor("phone:600333444")
    expect((await register(s, "ola@example.com", "600333444", code)).status).toBe(200)
    s.signIn(undefined)
    expect((await register(s, "ola2@example.com", "600333444", code)).status).toBe(422)
    await s.post("/customer/send-otp", { phone: "600333444" })
    const late = codeFor("phone:600333444")
    advance(Account.ONE_TIME_CODE.ttlMs + 1)
    expect((await register(s, "ola3@example.com", "600333444", late)).status).toBe(422)
  })

  it("a wrong reset code counts too: 5 wrong, then the e-mailed code no longer resets the password", async () => {
    const { s, codeFor } = await sandboxWithCodes()
    await s.post("/customer/forgot-password", { email: "anna@example.com" })
    const code = codeFor("email:anna@example.com")
    const reset = (otp_code: string) =>
      s.post("/customer/reset-password", resetPasswordRequest("anna@example.com", otp_code, "nowe-haslo-anny"))
    for (let n = 1; n <= Account.ONE_TIME_CODE.wrongAttempts; n++) {
      expect((await reset(wrongOf(code, n))).status).toBe(422)
      figures["codes guessed before lockout"]++
    }
    const right = await reset(code)
    if (right.status === 200) figures["right codes accepted after lockout"]++
    expect(right.status).toBe(422)
    expect((await login(s, "anna@example.com", "haslo123")).status).toBe(200)
  })
})

describe("sending codes", () => {
  it("at most 3 codes per phone per 10 minutes: the 4th is a 429 with Retry-After", async () => {
    const { s, advance } = await sandboxWithCodes()
    for (let i = 0; i < Account.CODE_SENDS.perTarget.max; i++)
      expect((await s.post("/customer/send-otp", { phone: "600444555" })).status).toBe(200)
    const refused = await s.post("/customer/send-otp", { phone: "+48 600 444 555" })
    expect(refused.status).toBe(429)
    figures["sends refused"]++
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0)
    expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(600)
    expect(refused.json.message).toBe("Zbyt wiele prób. Spróbuj ponownie za 10 min.")
    expect(refused.json.error).toBe(refused.json.message)
    // The same e-mail limit for password resets, whether or not the e-mail has an account.
    for (const email of ["anna@example.com", "nikt@example.com"]) {
      for (let i = 0; i < 3; i++) expect((await s.post("/customer/forgot-password", { email })).status).toBe(200)
      expect((await s.post("/customer/forgot-password", { email })).status).toBe(429)
      figures["sends refused"]++
    }
    advance(Account.CODE_SENDS.perTarget.windowMs)
    expect((await s.post("/customer/send-otp", { phone: "600444555" })).status).toBe(200)
  })

  it("at most 10 codes per client per 10 minutes, across phones (SMS pumping)", async () => {
    const { s } = await sandboxWithCodes()
    const statuses: number[] = []
    for (let i = 0; i < 30; i++)
      statuses.push((await s.post("/customer/send-otp", { phone: `6005000${String(i).padStart(2, "0")}` })).status)
    expect(statuses.filter((st) => st === 200)).toHaveLength(Account.CODE_SENDS.perClient.max)
    expect(statuses.slice(Account.CODE_SENDS.perClient.max).every((st) => st === 429)).toBe(true)
    figures["sends refused"] += statuses.filter((st) => st === 429).length
  })
})

describe("logins", () => {
  it("after 10 failures for an account in 15 minutes, even the right password is a 429 with Retry-After", async () => {
    const { s, advance } = await sandboxWithCodes()
    for (let i = 0; i < Account.LOGIN_FAILURES.perAccount.max; i++)
      expect((await login(s, "anna@example.com", `zgaduje-${i}`)).status).toBe(401)
    const refused = await login(s, "anna@example.com", "haslo123")
    expect(refused.status).toBe(429)
    figures["logins refused"]++
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0)
    expect(refused.json.error).toBe("Zbyt wiele prób. Spróbuj ponownie za 15 min.")
    // Another account is not locked by it.
    expect((await login(s, "piotr@example.com", "haslo456")).status).toBe(200)
    advance(Account.LOGIN_FAILURES.perAccount.windowMs)
    expect((await login(s, "anna@example.com", "haslo123")).status).toBe(200)
  })

  it("a client that fails 30 logins across e-mails in 15 minutes is refused (password spraying)", async () => {
    const { s } = await sandboxWithCodes()
    const statuses: number[] = []
    for (let i = 0; i < 40; i++) statuses.push((await login(s, `osoba${i}@example.com`, "haslo123")).status)
    expect(statuses.slice(0, Account.LOGIN_FAILURES.perClient.max).every((st) => st === 401)).toBe(true)
    expect(statuses.slice(Account.LOGIN_FAILURES.perClient.max).every((st) => st === 429)).toBe(true)
    figures["logins refused"] += statuses.filter((st) => st === 429).length
  })
})

describe("no account enumeration", () => {
  const same = (a: { status: number; json: unknown }, b: { status: number; json: unknown }) => {
    expect(b.status).toBe(a.status)
    expect(b.json).toEqual(a.json)
    figures["enumeration answers identical"]++
  }

  it("forgot and reset answer the same for an e-mail with and without an account", async () => {
    const { s } = await sandboxWithCodes()
    same(
      await s.post("/customer/forgot-password", { email: "anna@example.com" }),
      await s.post("/customer/forgot-password", { email: "nikogo@example.com" }),
    )
    const reset = (email: string) =>
      s.post("/customer/reset-password", resetPasswordRequest(email, "000000", "nowe-haslo-1"))
    same(await reset("anna@example.com"), await reset("nikogo@example.com"))
  })

  it("registration tells a taken e-mail only after a right code", async () => {
    const { s, codeFor } = await sandboxWithCodes()
    await s.post("/customer/send-otp", { phone: "600666777" })
    const code = codeFor("phone:600666777")
    same(
      await register(s, "wolny@example.com", "600666777", wrongOf(code)),
      await register(s, "anna@example.com", "600666777", wrongOf(code, 2)),
    )
    const taken = await register(s, "anna@example.com", "600666777", code)
    expect(taken.status).toBe(422)
    expect(taken.json.errors.email).toEqual(["Ten adres e-mail jest już zajęty"])
  })

  it("a login for an unknown e-mail answers alike and takes as long (a dummy hash is verified)", async () => {
    const { s, advance } = await sandboxWithCodes()
    same(await login(s, "anna@example.com", "zle-haslo"), await login(s, "nikogo@example.com", "zle-haslo"))
    const time = async (email: string) => {
      const t0 = performance.now()
      await login(s, email, "zle-haslo")
      return performance.now() - t0
    }
    const known: number[] = []
    const unknown: number[] = []
    // Interleaved, with the windows moved on so no limit is reached.
    for (let i = 0; i < 12; i++) {
      advance(Account.LOGIN_FAILURES.perClient.windowMs)
      known.push(await time("anna@example.com"))
      unknown.push(await time(`nikt${i}@example.com`))
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0
    // Without the dummy hash an unknown e-mail answers 3-5x faster (no scrypt); with it, alike.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.6)
    figures["enumeration answers identical"]++
  })
})

describe("sessions", () => {
  it("a password change ends the account's other sessions, not the one that changed it", async () => {
    const { s } = await sandboxWithCodes()
    const other = (await login(s, "piotr@example.com", "haslo456")).json.data.token as string
    const mine = (await login(s, "piotr@example.com", "haslo456")).json.data.token as string
    s.signIn(mine)
    const changed = await s.put("/profile/password-update", passwordChangeRequest("haslo456", "nowe-haslo-piotra"))
    expect(changed.status).toBe(200)
    expect((await s.get("/profile/show")).status).toBe(200)
    s.signIn(other)
    expect((await s.get("/profile/show")).status).toBe(401)
    figures["sessions ended"]++
  })

  it("new passwords: at least 8 characters and not among the commonest, in the server's words", async () => {
    const { s } = await sandboxWithCodes()
    s.signIn((await login(s, "piotr@example.com", "haslo456")).json.data.token as string)
    const change = (password: string) => s.put("/profile/password-update", passwordChangeRequest("haslo456", password))
    const short = await change("krotkie")
    expect(short.status).toBe(422)
    expect(short.json.message).toBe("Hasło musi mieć co najmniej 8 znaków")
    for (const common of ["12345678", "Password1", "qwerty123", "zaq12wsx"]) {
      const res = await change(common)
      expect(res.status, common).toBe(422)
      expect(res.json.message).toBe("To hasło jest zbyt popularne — wybierz inne")
    }
    const reset = await s.post("/customer/reset-password", resetPasswordRequest("anna@example.com", "000000", "123456"))
    expect(reset.json.errors.password).toEqual(["Hasło musi mieć co najmniej 8 znaków"])
  })

  it("POST /customer/logout ends the token on the server and gives the browser a fresh guest", async () => {
    const { s } = await sandboxWithCodes()
    const before = (await s.get("/customer/addresses")).headers.get("x-guest-token")
    const token = (await login(s, "anna@example.com", "haslo123")).json.data.token as string
    s.signIn(token)
    const out = await s.post("/customer/logout")
    expect(out.status).toBe(200)
    expect(out.json.success).toBe(true)
    const fresh = out.headers.get("x-guest-token")
    expect(fresh).toMatch(/^[0-9a-f-]{36}$/)
    expect(fresh).not.toBe(before)
    expect(out.headers.get("set-cookie")).toContain(`sbx_guest=${fresh}`)
    // The forgotten token works no more.
    expect((await s.get("/profile/show")).status).toBe(401)
    figures["sessions ended"]++
    // Without a token (or twice) it is still a 200: nothing more to end.
    s.signIn(undefined)
    expect((await s.post("/customer/logout")).status).toBe(200)
  })
})

describe("guest ids", () => {
  const probe = (s: FreshSandbox, guest: string, path = "/customer/addresses", method = "GET", body?: unknown) =>
    s.call(method, path, body, { cookie: "", "X-Guest-Token": guest })

  it("are issued by the sandbox only: a made-up id gets a new, empty guest", async () => {
    const { s } = await sandboxWithCodes()
    const issued = (await probe(s, "")).headers.get("x-guest-token") ?? ""
    expect((await probe(s, issued)).headers.get("x-guest-token")).toBe(issued)
    const madeUp = "3f2b8c1e-1111-4aaa-8bbb-123456789abc"
    const answered = (await probe(s, madeUp)).headers.get("x-guest-token")
    expect(answered).not.toBe(madeUp)
    expect((await probe(s, madeUp)).headers.get("x-guest-token")).not.toBe(answered)
  })

  it("login adopts the carts and addresses of the caller's own guest only", async () => {
    const { s } = await sandboxWithCodes()
    const victim = (await probe(s, "")).headers.get("x-guest-token") ?? ""
    await probe(s, victim, "/customer/addresses", "POST", {
      string: "ul. Hoża 42, Warszawa",
      latitude: "52.2244",
      longitude: "21.0155",
      is_active: 1,
    })
    expect((await probe(s, victim)).json.data).toHaveLength(1)
    // Piotr logs in naming an id: only an id the sandbox issued to that browser is a guest at all, so
    // a guessed or made-up one adopts nothing.
    const guessed = "3f2b8c1e-2222-4aaa-8bbb-123456789abc"
    const logged = await probe(s, guessed, "/customer/login", "POST", {
      email: "piotr@example.com",
      password: "haslo456",
    })
    const token = logged.json.data.token as string
    const piotrs = await s.call("GET", "/customer/addresses", undefined, { authorization: `Bearer ${token}` })
    expect(piotrs.json.data).toHaveLength(0)
    expect((await probe(s, victim)).json.data).toHaveLength(1)
    // The guest's own token hands its address to the customer who logs in with it.
    const own = await probe(s, victim, "/customer/login", "POST", {
      email: "piotr@example.com",
      password: "haslo456",
    })
    const after = await s.call("GET", "/customer/addresses", undefined, {
      authorization: `Bearer ${own.json.data.token}`,
    })
    expect(after.json.data).toHaveLength(1)
  })
})

describe("orders say whether they are placed (the widget's order-placed waits for it)", () => {
  it("a PayU order is not placed until paid; a cash order is at once", async () => {
    const { s } = await sandboxWithCodes()
    const order = async (id: number) => decodes(Wire.OrderResponse, (await s.get(`/customer/orders/${id}`)).json).data
    const payu = (
      await s.post(
        "/customer/cart/checkout",
        checkoutRequest(await pickupCartWithMargherita(s), { payment_type: "payu" }),
      )
    ).json.data.orderId as number
    expect(Orders.orderIsPlaced(await order(payu))).toBe(false)
    expect((await s.post(`/sandbox/payu/${payu}/pay`, { method: "blik", blik_code: "777123" })).status).toBe(200)
    expect(Orders.orderIsPlaced(await order(payu))).toBe(true)
    const cash = (await s.post("/customer/cart/checkout", checkoutRequest(await pickupCartWithMargherita(s)))).json.data
      .order.id as number
    expect(Orders.orderIsPlaced(await order(cash))).toBe(true)
  })
})
