import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Wire } from "../../domain"
import { decodes, type FreshSandbox, freshSandbox, signInAnna } from "../support/sandbox"

let s: FreshSandbox
beforeAll(async () => {
  s = await freshSandbox()
})
afterAll(() => s.stop())

const tokenize = async (number: string) =>
  (await s.post("/sandbox/cards/tokenize", { number, exp_month: "12", exp_year: "2031", cvv: "321" })).json.data
    .token as string

describe("saved cards vault", () => {
  it("needs a signed-in customer", async () => {
    expect((await s.get("/payment-methods")).status).toBe(401)
    expect((await s.post("/stripe/setup-intent")).status).toBe(401)
  })

  it("creates setup intents, saves tokenised cards, sets the default and deletes", async () => {
    await signInAnna(s)
    const intent = decodes(Wire.SetupIntentResponse, (await s.post("/stripe/setup-intent")).json).data
    expect(intent.client_secret).toMatch(/^seti_[0-9a-f]+_secret_[0-9a-f]+$/)
    const visa = decodes(
      Wire.PaymentMethodResponse,
      (await s.post("/payment-methods", { payment_method_id: await tokenize("4444333322221111") })).json,
    ).data
    expect(visa).toMatchObject({ brand: "visa", last_four: "1111", is_default: true })
    const master = decodes(
      Wire.PaymentMethodResponse,
      (await s.post("/payment-methods", { payment_method_id: await tokenize("5555555555554444") })).json,
    ).data
    expect(master).toMatchObject({ brand: "mastercard", last_four: "4444", is_default: false })
    expect(decodes(Wire.Ack, (await s.put(`/payment-methods/${master.id}`, { use_as_default: 1 })).json).success).toBe(
      true,
    )
    const list = decodes(Wire.PaymentMethodsResponse, (await s.get("/payment-methods")).json).data
    expect(list.map((m) => [m.last_four, m.is_default])).toEqual([
      ["1111", false],
      ["4444", true],
    ])
    expect(decodes(Wire.Ack, (await s.del(`/payment-methods/${master.id}`)).json).success).toBe(true)
    const after = decodes(Wire.PaymentMethodsResponse, (await s.get("/payment-methods")).json).data
    expect(after.map((m) => [m.last_four, m.is_default])).toEqual([["1111", true]])
    s.signIn(undefined)
  })

  it("rejects a reused token, a bad default body and someone else's card", async () => {
    await signInAnna(s)
    const token = await tokenize("4444333322221111")
    expect((await s.post("/payment-methods", { payment_method_id: token })).status).toBe(200)
    const reused = await s.post("/payment-methods", { payment_method_id: token })
    expect(reused.status).toBe(422)
    expect(reused.json.errors.payment_method_id).toBeDefined()
    expect((await s.post("/payment-methods", {})).json.errors.payment_method_id).toBeDefined()
    const mine = decodes(Wire.PaymentMethodsResponse, (await s.get("/payment-methods")).json).data[0]?.id ?? 0
    expect((await s.put(`/payment-methods/${mine}`, { use_as_default: 2 })).status).toBe(422)
    const piot = await s.post("/customer/login", { email: "piotr@example.com", password: "haslo456" })
    s.signIn(piot.json.data.token)
    expect((await s.put(`/payment-methods/${mine}`, { use_as_default: 1 })).status).toBe(404)
    expect((await s.del(`/payment-methods/${mine}`)).status).toBe(404)
    s.signIn(undefined)
  })
})
