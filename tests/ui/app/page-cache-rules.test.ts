import { describe, expect, it } from "vitest"
import { assetsOfPage, handlingOf, keepable, keepablePage } from "../../../ui/app/page-cache-rules"

const ORIGIN = "https://widget.example"
const get = (url: string, mode = "cors") => ({ method: "GET", url, mode })

describe("the page cache worker's rules", () => {
  it("answers navigations to the widget's page and its hashed files, nothing else", () => {
    expect(handlingOf(get(`${ORIGIN}/widget?restaurantId=1`, "navigate"), ORIGIN)).toBe("page")
    expect(handlingOf(get(`${ORIGIN}/widget/cart?restaurantId=1`, "navigate"), ORIGIN)).toBe("page")
    expect(handlingOf(get(`${ORIGIN}/assets/start-AbC123.js`), ORIGIN)).toBe("asset")
    expect(handlingOf(get(`${ORIGIN}/assets/index-AbC123.css`, "no-cors"), ORIGIN)).toBe("asset")
    for (const request of [
      get("https://api.example/customer/products/optimized?restaurant=1"),
      get(`${ORIGIN}/customer/cart?uuid=1`),
      get(`${ORIGIN}/embed.js`),
      get(`${ORIGIN}/widget-cache-worker.js`),
      get(`${ORIGIN}/replay.html`, "navigate"),
      get(`${ORIGIN}/widgets`, "navigate"),
      get(`${ORIGIN}/assets/start-AbC123.js?v=2`),
      get("https://other.example/assets/start-AbC123.js"),
      get(`${ORIGIN}/widget`, "cors"),
      { method: "POST", url: `${ORIGIN}/assets/start-AbC123.js`, mode: "cors" },
    ])
      expect(handlingOf(request, ORIGIN), request.url).toBe("network")
  })

  it("finds every hashed file the built page names", () => {
    const html = `<head>
    <script src="/assets/menu-prefetch-HOEh2Jh6.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/start-rkHNfBBL.js">
    <link rel="preload" as="style" crossorigin href="/assets/start-BgOcfZE3.css">
    <script type="module" crossorigin src="/assets/index-Dx8fn_R6.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-DmaiDuD4.css">
    <link rel="modulepreload" crossorigin href="/assets/start-rkHNfBBL.js">
    <meta name="widget-api-base" content="https://api.example/assets/x.js">
    </head>`
    expect(assetsOfPage(html)).toEqual([
      "/assets/menu-prefetch-HOEh2Jh6.js",
      "/assets/start-rkHNfBBL.js",
      "/assets/start-BgOcfZE3.css",
      "/assets/index-Dx8fn_R6.js",
      "/assets/index-DmaiDuD4.css",
    ])
  })

  it("keeps only whole same-origin answers, and only HTML as the page", () => {
    const html = new Headers({ "content-type": "text/html; charset=utf-8" })
    expect(keepable({ status: 200, type: "basic", redirected: false })).toBe(true)
    expect(keepable({ status: 206, type: "basic", redirected: false })).toBe(false)
    expect(keepable({ status: 200, type: "opaque", redirected: false })).toBe(false)
    expect(keepable({ status: 200, type: "basic", redirected: true })).toBe(false)
    expect(keepablePage({ status: 200, type: "basic", redirected: false, headers: html })).toBe(true)
    expect(keepablePage({ status: 404, type: "basic", redirected: false, headers: html })).toBe(false)
    expect(
      keepablePage({
        status: 200,
        type: "basic",
        redirected: false,
        headers: new Headers({ "content-type": "text/plain" }),
      }),
    ).toBe(false)
  })
})
