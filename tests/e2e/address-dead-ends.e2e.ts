import { describe, expect, it } from "vitest"
import { axeViolations } from "../support/browser/axe"
import { DESKTOP, MOBILE } from "../support/browser/journey"
import { setUpJourney } from "../support/browser/journey-setup"
import { openEmbeddedCheckout, press } from "./embedded-checkout"

/**
 * Address dead ends (issue 27, point 9), embedded inline on the restaurant's page, phone (touch) and
 * laptop, Polish and English: 'Use my current location' where no address is found shows SPEC §8's
 * 'No results found' in the form as a message (the field stays empty, nothing is saved), and 'Add
 * Address' that cannot proceed says why, announced, and sends nothing.
 */
const journey = setUpJourney()

const TEXT = {
  pl: {
    change: "Zmień",
    addNew: "Dodaj nowy adres",
    locate: "Użyj mojej bieżącej lokalizacji",
    add: "Dodaj adres",
    noResults: "Nie znaleziono wyników",
    why: "Wpisz adres i wybierz go z podpowiedzi (albo użyj swojej bieżącej lokalizacji).",
  },
  en: {
    change: "Change",
    addNew: "Add New Address",
    locate: "Use my current location",
    add: "Add Address",
    noResults: "No results found",
    why: "Type your address and choose it from the suggestions (or use your current location).",
  },
} as const

describe("address dead ends", () => {
  for (const [size, lang] of [
    [MOBILE, "pl"],
    [DESKTOP, "en"],
    [MOBILE, "en"],
    [DESKTOP, "pl"],
  ] as const)
    it(`no address where the customer is, and a save that cannot proceed, are said in the form (${size.width}×${size.height}, ${lang})`, {
      timeout: 60_000,
    }, async () => {
      const { page, frame } = await openEmbeddedCheckout(journey.browser, journey.stack, { size, lang, mode: "inline" })
      // Kraków: no address of the sandbox's gazetteer nearby.
      await page.context().grantPermissions(["geolocation"])
      await page.context().setGeolocation({ latitude: 50.06, longitude: 19.94 })
      const saves: string[] = []
      page.on("request", (r) => {
        if (r.method() === "POST" && r.url().includes("/customer/addresses")) saves.push(r.url())
      })
      await press(frame.getByRole("button", { name: TEXT[lang].change, exact: true }), size)
      const dialog = frame.locator('[role="dialog"][data-modal="address"]')
      await press(dialog.getByRole("button", { name: TEXT[lang].addNew }), size)
      await press(dialog.getByRole("button", { name: TEXT[lang].locate }), size)
      const located = dialog.getByTestId("location-error")
      await located.waitFor()
      expect(await located.textContent()).toBe(TEXT[lang].noResults)
      expect(await located.getAttribute("role")).toBe("alert")
      expect(await dialog.getByRole("combobox").inputValue()).toBe("")

      await press(dialog.getByRole("button", { name: TEXT[lang].add }), size)
      const why = dialog.getByTestId("address-save-refusal")
      await why.waitFor()
      expect(await why.textContent()).toBe(TEXT[lang].why)
      expect(await why.getAttribute("role")).toBe("alert")
      // Seen on the customer's screen, and the button is described by it.
      expect(await why.isVisible()).toBe(true)
      const describedBy = await dialog.getByRole("button", { name: TEXT[lang].add }).getAttribute("aria-describedby")
      expect(describedBy).toBe(await why.getAttribute("id"))
      expect(saves).toEqual([])
      expect(await axeViolations(frame)).toEqual([])

      // Choosing a real place clears the reason and the save goes through.
      await dialog.getByRole("combobox").fill("nowy swiat")
      await frame.getByRole("option", { name: "Nowy Świat 21, 00-029, Warszawa, Polska" }).waitFor()
      await press(frame.getByRole("option", { name: "Nowy Świat 21, 00-029, Warszawa, Polska" }), size)
      await why.waitFor({ state: "detached" })
      await press(dialog.getByRole("button", { name: TEXT[lang].add }), size)
      await dialog.waitFor({ state: "detached" })
      expect(saves.length).toBe(1)
      await page.close()
    })
})
