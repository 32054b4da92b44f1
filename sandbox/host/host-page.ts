import { createServer, type Server } from "node:http"
import { listenOnLoopback } from "./listen"

/**
 * The demo restaurant's own website ("Pizzeria Bella Napoli"), served on a second origin so the
 * widget runs cross-origin exactly as a restaurant embeds it, in both of embed.js's modes:
 * - `/` inline: one `<script src=".../embed.js" data-restaurant-id="1" async>` tag in the 'Zamów
 *   online' section, which inserts the auto-height iframe after itself;
 * - `/przycisk` the overlay: the same tag with `data-mode="button"`, a floating 'Zamów online'
 *   button opening the widget over the page, a `<noscript>` link to the full-page widget, and a link
 *   of the page's own marked `data-ordering-widget-open` that opens the same overlay.
 * Every tag is exactly a snippet of docs/embedding.md (EMBED_SNIPPETS; tests/sandbox/embed-snippet.test.ts).
 */

const attr = (text: string): string =>
  text.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;").replaceAll(">", "&gt;")

export interface HostPageOptions {
  /** Origin of the served widget (where embed.js lives), e.g. http://127.0.0.1:5173. */
  readonly widgetOrigin: string
  /** The sandbox origin, for the restaurant's logo; optional. */
  readonly sandboxUrl?: string
  readonly restaurantId?: number
  /** The sandbox runs in demo mode (`npm start`): link its page of one-time codes, which only then exists. */
  readonly demo?: boolean
}

/** Which embed the page shows: the inline iframe in the page, or the floating button. */
export type HostPageMode = "inline" | "button"

/** The path each mode's page is served at. */
export const HOST_PAGE_PATHS: Readonly<Record<HostPageMode, string>> = { inline: "/", button: "/przycisk" }

/** The widget's origin as README's snippets write it. */
export const SNIPPET_HOST = "https://<widget host>"

/**
 * What a restaurant pastes, exactly as docs/embedding.md's quick start shows it, in its order
 * (restaurant 1 and SNIPPET_HOST as placeholders): the inline tag, the overlay tag with its
 * `<noscript>` link, and the page's own opener. The demo pages render these with the real origin.
 */
export const EMBED_SNIPPETS = {
  inline: `<script src="${SNIPPET_HOST}/embed.js" data-restaurant-id="1" async></script>`,
  button: `<script src="${SNIPPET_HOST}/embed.js" data-restaurant-id="1" data-mode="button" data-color="#c8102e" async></script>
<noscript><a href="${SNIPPET_HOST}/widget?restaurantId=1">Zamów online</a></noscript>`,
  opener: `<a href="${SNIPPET_HOST}/widget?restaurantId=1" data-ordering-widget-open>Zamów online</a>`,
} as const

/** A snippet with the widget's real origin and the restaurant's id in place of the placeholders. */
export const embedSnippet = (name: keyof typeof EMBED_SNIPPETS, widgetOrigin: string, restaurantId = 1): string =>
  EMBED_SNIPPETS[name]
    .replaceAll(SNIPPET_HOST, attr(widgetOrigin))
    .replaceAll('data-restaurant-id="1"', `data-restaurant-id="${attr(String(restaurantId))}"`)
    .replaceAll("restaurantId=1", `restaurantId=${attr(String(restaurantId))}`)

export const hostPageHtml = (
  { widgetOrigin, sandboxUrl, restaurantId = 1, demo = false }: HostPageOptions,
  mode: HostPageMode = "inline",
): string => {
  const snippet = embedSnippet(mode, widgetOrigin, restaurantId)
  const orderSection =
    mode === "inline"
      ? `<p class="lead">Dostawa w promieniu 8 km, darmowa od 80 zł. Przy odbiorze osobistym −10%. <a href="${HOST_PAGE_PATHS.button}">Wersja z przyciskiem</a></p>
      <div class="widget-frame">
${snippet}
      </div>`
      : `<p class="lead">Dostawa w promieniu 8 km, darmowa od 80 zł. Przy odbiorze osobistym −10%. Zamówienie złożysz przyciskiem „Zamów online” w prawym dolnym rogu albo tutaj: ${embedSnippet("opener", widgetOrigin, restaurantId)}. <a href="${HOST_PAGE_PATHS.inline}">Wersja z menu na stronie</a></p>
${snippet}`
  // No SMS in the sandbox: in demo mode the one-time codes of registration, password reset and phone change are listed there.
  const otpLink =
    sandboxUrl && demo ? ` · <a href="${attr(`${sandboxUrl}/sandbox/otp`)}">Kody jednorazowe (sandbox)</a>` : ""
  const logo = sandboxUrl
    ? `<img src="${attr(`${sandboxUrl}/media/r1/logo.svg`)}" alt="" width="44" height="44">`
    : `<span class="dot" aria-hidden="true"></span>`
  return `<!doctype html>
<html lang="pl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>Pizzeria Bella Napoli — neapolitańska pizza w sercu Warszawy</title>
<meta name="description" content="Pizza z pieca opalanego drewnem, świeże makarony i domowe desery. Zamów online z dostawą lub odbiorem osobistym.">
<style>
  :root { --red: #c8102e; --cream: #f7f3ee; --ink: #1f1f1f; --muted: #5b5b5b; --green: #2e7d32; }
  * { box-sizing: border-box; }
  body { margin: 0; font: 16px/1.6 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); background: #fff; }
  a { color: var(--red); }
  header.top { position: sticky; top: 0; z-index: 5; background: rgba(255,255,255,.95); backdrop-filter: blur(6px); border-bottom: 1px solid #eee; }
  .wrap { max-width: 1120px; margin: 0 auto; padding: 0 20px; }
  .bar { display: flex; align-items: center; justify-content: space-between; height: 68px; gap: 16px; }
  .brand { display: flex; align-items: center; gap: 12px; font-weight: 800; font-size: 20px; text-decoration: none; color: var(--ink); }
  .dot { width: 36px; height: 36px; border-radius: 50%; background: var(--red); display: inline-block; }
  nav ul { display: flex; gap: 22px; list-style: none; margin: 0; padding: 0; }
  nav a { color: var(--ink); text-decoration: none; font-weight: 600; }
  nav a:hover { color: var(--red); }
  .cta { background: var(--red); color: #fff !important; padding: 10px 18px; border-radius: 999px; text-decoration: none; font-weight: 700; white-space: nowrap; }
  .brand span { white-space: nowrap; }
  .hero { background: linear-gradient(135deg, #7a0a1c, var(--red) 55%, #e4572e); color: #fff; }
  .hero .wrap { padding-top: 72px; padding-bottom: 72px; display: grid; gap: 24px; }
  .hero h1 { font-size: clamp(32px, 5vw, 56px); line-height: 1.1; margin: 0; max-width: 16ch; }
  .hero p { font-size: 19px; max-width: 52ch; margin: 0; opacity: .95; }
  .hero .actions { display: flex; gap: 12px; flex-wrap: wrap; }
  .hero .ghost { color: #fff; border: 2px solid rgba(255,255,255,.7); padding: 8px 18px; border-radius: 999px; text-decoration: none; font-weight: 700; }
  .hero .cta { background: #fff; color: var(--red) !important; }
  section { padding: 64px 0; scroll-margin-top: 68px; }
  h2 { font-size: 32px; margin: 0 0 12px; }
  .lead { color: var(--muted); max-width: 60ch; margin: 0 0 28px; }
  .cards { display: grid; grid-template-columns: repeat(auto-fit, minmax(220px, 1fr)); gap: 20px; }
  .card { background: var(--cream); border-radius: 16px; padding: 22px; }
  .card h3 { margin: 0 0 6px; font-size: 19px; }
  .card p { margin: 0; color: var(--muted); }
  .card .price { margin-top: 12px; font-weight: 800; color: var(--red); }
  #zamow { background: var(--cream); }
  .widget-frame { background: #fff; border-radius: 20px; box-shadow: 0 10px 40px rgba(0,0,0,.08); padding: 8px; }
  .info { display: grid; grid-template-columns: repeat(auto-fit, minmax(260px, 1fr)); gap: 32px; }
  .info dl { display: grid; grid-template-columns: auto 1fr; gap: 4px 18px; margin: 0; }
  .info dt { font-weight: 700; }
  .info dd { margin: 0; color: var(--muted); }
  footer { background: #161616; color: #bbb; padding: 32px 0; font-size: 14px; }
  footer a { color: #fff; }
  @media (max-width: 720px) {
    nav ul { display: none; }
    section { padding: 44px 0; }
    .bar { height: 60px; }
    .brand { font-size: 18px; }
    .cta { padding: 8px 14px; font-size: 15px; }
    #zamow .wrap { padding: 0 8px; }
    #zamow h2, #zamow .lead { padding: 0 12px; }
    .widget-frame { padding: 0; border-radius: 14px; overflow: hidden; }
  }
</style>
</head>
<body>
<header class="top">
  <div class="wrap bar">
    <a class="brand" href="#">${logo}<span>Bella Napoli</span></a>
    <nav aria-label="Główna nawigacja"><ul>
      <li><a href="#o-nas">O nas</a></li>
      <li><a href="#polecamy">Polecamy</a></li>
      <li><a href="#kontakt">Kontakt</a></li>
    </ul></nav>
    <a class="cta" href="#zamow">Zamów online</a>
  </div>
</header>
<main>
  <div class="hero">
    <div class="wrap">
      <h1>Prawdziwa pizza neapolitańska w sercu Warszawy</h1>
      <p>Ciasto dojrzewające 48 godzin, pomidory San Marzano i mozzarella fior di latte. Pieczemy w piecu opalanym drewnem w 90 sekund.</p>
      <div class="actions"><a class="cta" href="#zamow">Zamów z dostawą</a><a class="ghost" href="#kontakt">Godziny otwarcia</a></div>
    </div>
  </div>
  <section id="o-nas">
    <div class="wrap">
      <h2>O nas</h2>
      <p class="lead">Od 2012 roku karmimy Śródmieście pizzą, jaką jedliśmy w Neapolu. Rodzinna receptura, lokalne warzywa i włoskie sery — bez skrótów.</p>
    </div>
  </section>
  <section id="polecamy" style="padding-top:0">
    <div class="wrap">
      <h2>Polecamy</h2>
      <div class="cards">
        <article class="card"><h3>Margherita</h3><p>San Marzano, fior di latte, bazylia, oliwa extra vergine.</p><div class="price">od 26,90 zł</div></article>
        <article class="card"><h3>Diavola</h3><p>Pikantne salami, chili, mozzarella i odrobina miodu.</p><div class="price">od 31,90 zł</div></article>
        <article class="card"><h3>Tiramisu della casa</h3><p>Mascarpone, espresso i kakao — według przepisu babci Lucii.</p><div class="price">18,00 zł</div></article>
      </div>
    </div>
  </section>
  <section id="zamow" aria-labelledby="zamow-title">
    <div class="wrap">
      <h2 id="zamow-title">Zamów online</h2>
      ${orderSection}
    </div>
  </section>
  <section id="kontakt">
    <div class="wrap info">
      <div>
        <h2>Kontakt</h2>
        <p>ul. Marszałkowska 84/92<br>00-514 Warszawa</p>
        <p><a href="tel:+48221234567">+48 22 123 45 67</a><br><a href="mailto:kontakt@bellanapoli.pl">kontakt@bellanapoli.pl</a></p>
      </div>
      <div>
        <h2>Godziny otwarcia</h2>
        <dl>
          <dt>Pon–Czw</dt><dd>12:00–22:00</dd>
          <dt>Pt–Sob</dt><dd>12:00–23:00</dd>
          <dt>Niedziela</dt><dd>13:00–21:00</dd>
        </dl>
      </div>
    </div>
  </section>
</main>
<footer><div class="wrap">© Pizzeria Bella Napoli · strona demonstracyjna z osadzonym widżetem zamówień${otpLink}</div></footer>
</body>
</html>
`
}

/** Serves the demo page at / (inline embed) and /przycisk (button mode) on 127.0.0.1 (port 0 picks a free port). */
export const serveHostPage = async (
  options: HostPageOptions & { readonly port?: number },
): Promise<{ url: string; port: number; close: () => Promise<void> }> => {
  const pages = new Map<string, string>([
    [HOST_PAGE_PATHS.inline, hostPageHtml(options, "inline")],
    ["/index.html", hostPageHtml(options, "inline")],
    [HOST_PAGE_PATHS.button, hostPageHtml(options, "button")],
  ])
  const server: Server = createServer((req, res) => {
    const html = pages.get(new URL(req.url ?? "/", "http://x").pathname)
    if (html !== undefined) {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" })
      res.end(html)
    } else res.writeHead(404, { "content-type": "text/plain" }).end("Not found")
  })
  return listenOnLoopback(server, options.port)
}
