import { HttpError } from "./errors"

/**
 * Business-rule field checks (formats, uniqueness, matching passwords) collected and thrown as one
 * 422 `{message, errors}`, like a form-request validator: the message is the first error, so a form
 * that shows only `message` still says something useful.
 */
export class FieldErrors {
  private readonly errors: Record<string, string[]> = {}
  add(field: string, message: string): this {
    this.errors[field] = [...(this.errors[field] ?? []), message]
    return this
  }
  check(field: string, ok: boolean, message: string): this {
    return ok ? this : this.add(field, message)
  }
  throwIfAny(): void {
    const fields = Object.keys(this.errors)
    if (fields.length === 0) return
    const first = this.errors[fields[0] as string]?.[0] ?? "Nieprawidłowe dane"
    throw new HttpError(422, first, this.errors)
  }
}
