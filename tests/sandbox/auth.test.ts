import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Wire } from "../../domain"
import { passwordChangeRequest, registrationRequest, resetPasswordRequest, SANDBOX_OTP } from "../support/requests"
import { decodes, type FreshSandbox, freshSandbox, signInAnna } from "../support/sandbox"

let s: FreshSandbox
beforeAll(async () => {
  // Demo mode: these flows use the demo code 123456 (the real code's own test reads the console).
  s = await freshSandbox({ quiet: false, demo: true })
})
afterAll(() => s.stop())

const registration = (email: string, otp = SANDBOX_OTP) =>
  registrationRequest(
    { name: "Jan Testowy", email, password: "sekret123", phone: "+48 600 700 800" },
    {
      address: { string: "Nowy Świat 21, 00-029, Warszawa, Polska", latitude: "52.2319", longitude: "21.0191" },
      otp_code: otp,
    },
  )

describe("login", () => {
  it("logs the demo user in with a token that opens the profile", async () => {
    const res = await s.post("/customer/login", { email: "anna@example.com", password: "haslo123" })
    const token = decodes(Wire.LoginResponse, res.json).data?.token
    expect(token).toMatch(/^[0-9a-f]{64}$/)
    s.signIn(token ?? "")
    const profile = decodes(Wire.ProfileResponse, (await s.get("/profile/show")).json).data.data
    expect(profile).toMatchObject({ name: "Anna Kowalska", email: "anna@example.com", points: 350 })
    s.signIn(undefined)
  })

  it("refuses a wrong password with the error text, and a bad body with 422", async () => {
    const res = await s.post("/customer/login", { email: "anna@example.com", password: "nope" })
    expect(res.status).toBe(401)
    expect(decodes(Wire.LoginResponse, res.json).error).toBe("Nieprawidłowy e-mail lub hasło")
    const bad = await s.post("/customer/login", { email: 5 })
    expect(bad.status).toBe(422)
    expect(Object.keys(bad.json.errors).sort()).toEqual(["email", "password"])
  })

  it("treats an unknown or expired token as signed out", async () => {
    s.signIn("f".repeat(64))
    expect((await s.get("/profile/show")).status).toBe(401)
    s.signIn(undefined)
    expect((await s.get("/profile/show")).status).toBe(401)
  })

  it("expires tokens after 30 days", async () => {
    let clock = Date.UTC(2026, 0, 1)
    const timed = await freshSandbox({ now: () => clock })
    try {
      const token = decodes(
        Wire.LoginResponse,
        (await timed.post("/customer/login", { email: "anna@example.com", password: "haslo123" })).json,
      ).data?.token
      timed.signIn(token ?? "")
      clock += 29 * 24 * 3600_000
      expect((await timed.get("/profile/show")).status).toBe(200)
      clock += 2 * 24 * 3600_000
      expect((await timed.get("/profile/show")).status).toBe(401)
    } finally {
      await timed.stop()
    }
  })

  it("answers the hidden social logins with 501 JSON", async () => {
    for (const provider of ["google", "apple"]) {
      const res = await s.post(`/customer/${provider}/login`, { token: "x" })
      expect(res.status).toBe(501)
      expect(res.json.message).toContain("nie jest dostępne")
    }
  })
})

describe("register", () => {
  it("sends an OTP, then registers with the printed code, saving the address", async () => {
    const printed: string[] = []
    const original = console.log
    console.log = (m: string) => printed.push(String(m))
    try {
      decodes(Wire.Ack, (await s.post("/customer/send-otp", { phone: "600 700 800" })).json)
    } finally {
      console.log = original
    }
    const code = /: (\d{6}) /.exec(printed.find((l) => l.includes("OTP")) ?? "")?.[1] ?? ""
    expect(code).toMatch(/^\d{6}$/)
    const res = await s.post("/customer/register", registration("jan@example.com", code))
    const body = decodes(Wire.RegisterResponse, res.json)
    expect(body.success).toBe(true)
    s.signIn(body.data?.token ?? "")
    const addresses = decodes(Wire.AddressesResponse, (await s.get("/customer/addresses")).json).data
    expect(addresses.map((a) => a.string)).toEqual(["Nowy Świat 21, 00-029, Warszawa, Polska"])
    expect(decodes(Wire.ProfileResponse, (await s.get("/profile/show")).json).data.data.phone).toBe("+48600700800")
    s.signIn(undefined)
  })

  it("names the bad fields: taken e-mail (only after the code step), mismatched passwords, wrong code", async () => {
    const mismatched = await s.post("/customer/register", {
      ...registration("anna@example.com"),
      password_confirmation: "other",
    })
    expect(mismatched.status).toBe(422)
    // Issue 29: a taken e-mail is not told before the code is right (no account enumeration).
    expect(Object.keys(mismatched.json.errors).sort()).toEqual(["password_confirmation"])
    const taken = await s.post("/customer/register", registration("anna@example.com"))
    expect(taken.status).toBe(422)
    expect(Object.keys(taken.json.errors).sort()).toEqual(["email"])
    const wrongCode = await s.post("/customer/register", registration("ewa@example.com", "000000"))
    expect(wrongCode.status).toBe(422)
    expect(wrongCode.json.errors.otp_code).toBeDefined()
    expect((await s.post("/customer/login", { email: "ewa@example.com", password: "sekret123" })).status).toBe(401)
    expect((await s.post("/customer/register", { name: "x" })).status).toBe(422)
  })
})

describe("forgot and reset password", () => {
  it("resets with the code, revoking old tokens", async () => {
    await s.post("/customer/register", registration("olga@example.com"))
    const old = decodes(
      Wire.LoginResponse,
      (await s.post("/customer/login", { email: "olga@example.com", password: "sekret123" })).json,
    ).data?.token
    expect(
      decodes(Wire.Ack, (await s.post("/customer/forgot-password", { email: "olga@example.com" })).json).success,
    ).toBe(true)
    const wrong = await s.post(
      "/customer/reset-password",
      resetPasswordRequest("olga@example.com", "999999", "nowehaslo1"),
    )
    expect(wrong.status).toBe(422)
    expect(wrong.json.error).toBe("Nieprawidłowy lub wygasły kod")
    const ok = await s.post(
      "/customer/reset-password",
      resetPasswordRequest("olga@example.com", "123456", "nowehaslo1"),
    )
    expect(ok.status).toBe(200)
    s.signIn(old ?? "")
    expect((await s.get("/profile/show")).status).toBe(401)
    s.signIn(undefined)
    expect((await s.post("/customer/login", { email: "olga@example.com", password: "nowehaslo1" })).status).toBe(200)
    // Issue 29: an e-mail without an account gets the very same answer (no account enumeration).
    const known = await s.post("/customer/forgot-password", { email: "olga@example.com" })
    const unknown = await s.post("/customer/forgot-password", { email: "nobody@example.com" })
    expect(unknown.status).toBe(known.status)
    expect(unknown.json).toEqual(known.json)
  })
})

describe("profile", () => {
  it("updates name and e-mail, refusing a taken e-mail", async () => {
    await s.post("/customer/register", registration("piotrek@example.com"))
    s.signIn(
      decodes(
        Wire.LoginResponse,
        (await s.post("/customer/login", { email: "piotrek@example.com", password: "sekret123" })).json,
      ).data?.token ?? "",
    )
    const ok = await s.put("/profile/update", { name: "Piotr Nowy", email: "piotr.nowy@example.com" })
    expect(decodes(Wire.Ack, ok.json).success).toBe(true)
    expect(decodes(Wire.ProfileResponse, (await s.get("/profile/show")).json).data.data.name).toBe("Piotr Nowy")
    const taken = await s.put("/profile/update", { name: "Piotr", email: "anna@example.com" })
    expect(taken.status).toBe(422)
    expect(taken.json.errors.email).toBeDefined()
    expect((await s.put("/profile/update", { name: 1 })).status).toBe(422)
  })

  it("changes the password only with the current one", async () => {
    const wrong = await s.put("/profile/password-update", passwordChangeRequest("bad", "inne1234"))
    expect(wrong.status).toBe(422)
    expect(wrong.json.message).toBe("Obecne hasło jest nieprawidłowe")
    const ok = await s.put("/profile/password-update", passwordChangeRequest("sekret123", "inne1234"))
    expect(decodes(Wire.Ack, ok.json).success).toBe(true)
    expect((await s.post("/customer/login", { email: "piotr.nowy@example.com", password: "inne1234" })).status).toBe(
      200,
    )
  })

  it("changes the phone with an OTP sent to the new number", async () => {
    expect(
      decodes(Wire.Ack, (await s.post("/profile/change-phone-number", { phone: "+48 511 222 333" })).json).success,
    ).toBe(true)
    const wrong = await s.post("/profile/confirm-phone-number-changes", {
      otp_code: "000000",
      phone: "+48 511 222 333",
    })
    expect(wrong.status).toBe(422)
    const ok = await s.post("/profile/confirm-phone-number-changes", { otp_code: "123456", phone: "+48 511 222 333" })
    expect(ok.status).toBe(200)
    expect(decodes(Wire.ProfileResponse, (await s.get("/profile/show")).json).data.data.phone).toBe("+48511222333")
    s.signIn(undefined)
  })

  it("reports collected points per restaurant, signed in only", async () => {
    expect((await s.get("/customer/points/collected/1")).status).toBe(401)
    await signInAnna(s)
    expect(decodes(Wire.PointsResponse, (await s.get("/customer/points/collected/1")).json).data.points).toBe(350)
    expect(decodes(Wire.PointsResponse, (await s.get("/customer/points/collected/2")).json).data.points).toBe(0)
    expect((await s.get("/customer/points/collected/x")).status).toBe(422)
    s.signIn(undefined)
  })
})
