/**
 * Minimal typings of the PayU secure-forms SDK the live Cards layer uses (loaded at run time from
 * the provider, never bundled): `PayU(posId)`, `secureForms()`, `add(type, options)`,
 * `render(selector)`, `tokenize("SINGLE")`. Only what the widget calls is described.
 */
export type PayUFieldType = "number" | "date" | "cvv"

export interface PayUSecureFormOptions {
  readonly placeholder?: { readonly number?: string; readonly date?: string; readonly cvv?: string }
  readonly lang?: "pl" | "en"
  readonly style?: { readonly basic?: Record<string, string>; readonly invalid?: Record<string, string> }
}

export interface PayUSecureForm {
  render(selector: string): PayUSecureForm
  remove?(): void
}

export interface PayUSecureForms {
  add(type: PayUFieldType, options?: PayUSecureFormOptions): PayUSecureForm
}

export interface PayUTokenizeSuccess {
  readonly status: "SUCCESS"
  readonly body: { readonly token: string; readonly mask: string }
}

export interface PayUTokenizeError {
  readonly status: "ERROR"
  readonly error: {
    readonly messages: ReadonlyArray<{
      readonly type?: string
      readonly code?: string
      readonly message: string
      readonly source?: string
    }>
  }
}

export interface PayUInstance {
  secureForms(options?: Record<string, unknown>): PayUSecureForms
  tokenize(type: "SINGLE" | "MULTI"): Promise<PayUTokenizeSuccess | PayUTokenizeError>
}

export type PayUFactory = (posId: string, options?: { readonly dev?: boolean }) => PayUInstance

/** Where the SDK comes from: PayU production, or PayU's sandbox for test POS ids. */
export const PAYU_SDK_URL = {
  production: "https://secure.payu.com/javascript/sdk",
  sandbox: "https://secure.snd.payu.com/javascript/sdk",
} as const

/** The card brand from a PayU mask ("444433******1111"): first digit 4 visa, 5 or 2 mastercard. */
export const brandFromMask = (mask: string): string => {
  const first = mask.replace(/\D/g, "").charAt(0) || mask.charAt(0)
  if (first === "4") return "visa"
  if (first === "5" || first === "2") return "mastercard"
  return "other"
}
