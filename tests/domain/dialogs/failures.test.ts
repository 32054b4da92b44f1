import { describe, expect, it } from "vitest"
import { FAILURE_TEXTS, failureText } from "../../../domain/dialogs/failures"

const english = (c: { readonly text: string }) => c.text

describe("SPEC §8 failure texts", () => {
  it("given the server's message, shows it whatever the situation", () => {
    for (const situation of Object.keys(FAILURE_TEXTS) as Array<keyof typeof FAILURE_TEXTS>) {
      expect(failureText(situation, "Restauracja jest zamknięta", english)).toBe("Restauracja jest zamknięta")
    }
  })

  it("given no server message (null, empty or blank), shows the situation's default", () => {
    expect(failureText("addToCart", null, english)).toBe("Failed to add to cart")
    expect(failureText("createCart", "", english)).toBe("Failed to create cart")
    expect(failureText("addAddress", "   ", english)).toBe("Failed to add address")
    expect(failureText("applyOffer", null, english)).toBe("Error applying offer")
    expect(failureText("applyPoints", null, english)).toBe("Failed to apply points")
    expect(failureText("generic", null, english)).toBe("Something went wrong")
  })

  it("passes the default through the translation lookup by its key", () => {
    const polish = (c: { readonly key: string; readonly text: string }) =>
      c.key === "failed-to-add-to-cart" ? "Nie udało się dodać do koszyka" : c.text
    expect(failureText("addToCart", null, polish)).toBe("Nie udało się dodać do koszyka")
  })
})
