import { Result, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { decodeLog } from "../../../domain/replay/decode-log"
import { eventSchemaByTag, eventTags, WidgetEvent } from "../../../domain/widget/event"
import { sessionFiles, sessionText } from "../../support/fixtures"
import { eventArbitraries } from "./arbitraries"
import { aCart, event } from "./entities"

describe("the event union", () => {
  it("has one schema per tag, no duplicates, and an arbitrary for every tag", () => {
    expect(new Set(eventTags).size).toBe(eventTags.length)
    expect(eventSchemaByTag.size).toBe(eventTags.length)
    expect(Object.keys(eventArbitraries).sort()).toEqual([...eventTags].sort())
  })

  it("covers the transitions SPEC §4 and the brief name", () => {
    for (const tag of [
      "CartFetchStarted",
      "CartStored",
      "ItemAddRequested",
      "ComboAddRequested",
      "ItemQuantityChanged",
      "ComboItemQuantityChanged",
      "OrderTypeChanged",
      "AddressesLoaded",
      "AddressSaved",
      "AddressActivated",
      "AddressDeleted",
      "LoggedIn",
      "LoggedOut",
      "CheckoutPending",
      "CheckoutSubmitted",
      "CheckoutRedirected",
      "CheckoutNavigated",
      "CheckoutFailed",
      "CheckoutSucceeded",
      "ThreeDsChallenged",
      "ThreeDsCancelled",
      "OrderPolled",
      "AddonSelectionChanged",
      "WidgetStylesLoaded",
      "StorageRestored",
    ]) {
      expect(eventTags).toContain(tag)
    }
  })

  it("stores API entities decoded: a cart's money is grosze and its items a keyed list", () => {
    const e = event("CartStored", { cart: aCart({ items: [{ key: "k1", quantity: 2 }] }) }, 1)
    const json = JSON.parse(JSON.stringify(e))
    expect(json.cart.prices.sub_total).toBe(3790)
    expect(json.cart.items[0].key).toBe("k1")
    expect(Schema.decodeUnknownSync(WidgetEvent)(json)).toEqual(e)
  })

  it("rejects wire-format values inside a log (złoty instead of grosze)", () => {
    const e = JSON.parse(JSON.stringify(event("CartStored", { cart: aCart() }, 1)))
    e.cart.price = "45.89"
    expect(Result.isFailure(Schema.decodeUnknownResult(WidgetEvent)(e))).toBe(true)
  })
})

describe("recorded sessions", () => {
  const files = sessionFiles()

  it("there are the sessions recorded from the widget (scripts/record-sessions.ts)", () => {
    expect(files).toEqual(
      expect.arrayContaining([
        "menu-customise.json",
        "half-and-half.json",
        "combo.json",
        "cart-promo-offer.json",
        "checkout-3ds.json",
        "fault-recovery.json",
      ]),
    )
  })

  for (const file of files) {
    it(`${file} decodes, and JSON.stringify → parse → decode gives the same events`, () => {
      const decoded = decodeLog(JSON.parse(sessionText(file)))
      if (Result.isFailure(decoded)) throw new Error(decoded.failure.message)
      expect(decoded.success.length).toBeGreaterThan(10)
      // A session longer than LOG_LIMIT starts from the Snapshot its oldest events were folded into.
      expect(decoded.success[0]?._tag).toBe(file === "long-session.json" ? "Snapshot" : "WidgetOpened")
      const again = decodeLog(JSON.parse(JSON.stringify(decoded.success)))
      expect(Result.isSuccess(again) && again.success).toEqual(decoded.success)
    })
  }
})
