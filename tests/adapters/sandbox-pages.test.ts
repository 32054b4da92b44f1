// @vitest-environment happy-dom
import { describe, expect, it } from "vitest"
import { cardFieldsPage } from "../../sandbox/pages/card-fields"
import { escapeHtml, scriptJson } from "../../sandbox/pages/escape"
import { payuPage } from "../../sandbox/pages/payu"
import { threeDsPage } from "../../sandbox/pages/three-ds"

const parse = (html: string) => new DOMParser().parseFromString(html, "text/html")
const hostile = `http://127.0.0.1:5173"></script><script>alert(1)</script>`

describe("sandbox page escaping", () => {
  it("escapes text and attributes, and keeps script data from closing the script", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;")
    expect(scriptJson("</script>\u2028")).toBe('"\\u003c/script>\\u2028"')
    expect(JSON.parse(scriptJson("</script>"))).toBe("</script>")
  })

  it("never lets a hostile parent origin, order id or return URL inject markup", () => {
    for (const html of [
      cardFieldsPage({ parentOrigin: hostile, lang: "pl" }),
      threeDsPage({ orderId: `7<img src=x onerror=alert(1)>`, parentOrigin: hostile }),
      payuPage({ orderId: `<b>7</b>`, amountText: `<i>12,00 zł</i>`, returnUrl: hostile }),
    ]) {
      const doc = parse(html)
      expect(doc.querySelectorAll("script")).toHaveLength(1)
      expect(doc.querySelector("img, b, i")).toBeNull()
      expect(html).not.toContain("</script><script>")
    }
  })
})

describe("cardFieldsPage", () => {
  it("has labelled number, date and cvv fields with the spec placeholders and per-field error slots, in Polish", () => {
    const doc = parse(cardFieldsPage({ parentOrigin: "http://127.0.0.1:5173", lang: "pl" }))
    expect(doc.documentElement.lang).toBe("pl")
    const field = (id: string) => doc.getElementById(id) as HTMLInputElement
    expect(field("number").placeholder).toBe("1234 1234 1234 1234")
    expect(field("date").placeholder).toBe("MM/YY")
    expect(field("cvv").placeholder).toBe("•••")
    for (const id of ["number", "date", "cvv"]) {
      expect(doc.querySelector(`label[for="${id}"]`)?.textContent?.length).toBeGreaterThan(0)
      expect(field(id).getAttribute("aria-describedby")).toBe(`${id}-error`)
      expect(doc.getElementById(`${id}-error`)).not.toBeNull()
    }
    expect(doc.querySelector('label[for="number"]')?.textContent).toBe("Numer karty")
  })

  it("addresses every message to the parent origin exactly, never '*'", () => {
    const html = cardFieldsPage({ parentOrigin: "http://127.0.0.1:5173", lang: "pl" })
    expect(html).toContain('var PARENT = "http://127.0.0.1:5173"')
    expect(html).toContain("event.origin !== PARENT || event.source !== window.parent")
    expect(html).not.toMatch(/postMessage\([^)]*["']\*["']/)
  })
})

describe("threeDsPage and payuPage", () => {
  it("3-D Secure page offers Potwierdź and Anuluj and posts the provider's strings to the parent origin", () => {
    const html = threeDsPage({ orderId: 42, parentOrigin: "http://127.0.0.1:5173" })
    const doc = parse(html)
    expect([...doc.querySelectorAll("button")].map((b) => b.textContent)).toEqual(["Anuluj", "Potwierdź"])
    expect(html).toContain('"AUTHENTICATION_SUCCESSFUL"')
    expect(html).toContain('"AUTHENTICATION_CANCELED"')
    expect(html).toContain("/sandbox/3ds/")
  })

  it("PayU page shows the amount, card/BLIK/bank choice, a BLIK code field, Zapłać and Anuluj", () => {
    const doc = parse(
      payuPage({ orderId: 9, amountText: "54,00 zł", returnUrl: "http://w/widget/order/9?restaurantId=1" }),
    )
    expect(doc.querySelector(".amount")?.textContent).toBe("54,00 zł")
    expect([...doc.querySelectorAll<HTMLInputElement>("input[name=method]")].map((i) => i.value)).toEqual([
      "card",
      "blik",
      "bank",
    ])
    expect(doc.querySelector('label[for="blik"]')?.textContent).toBe("Kod BLIK")
    expect([...doc.querySelectorAll("button")].map((b) => b.textContent)).toEqual(["Anuluj", "Zapłać"])
  })
})
