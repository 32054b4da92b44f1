import { openDatabase } from "../../sandbox/store/database"
import { seedIfEmpty } from "../../sandbox/store/seed"

/**
 * A hostile seed for the sandbox (issue 16, 'server text is text'): every text the API serves —
 * catalogue, translations, restaurant, offers, widget styles, the demo customer's profile and a
 * saved address — carries an XSS vector after its own text, and every logo is a script URL. Each
 * vector, if it ever ran, would call the page-global `__pwned(n)`, so a browser journey counts
 * executions by counting calls. The original text stays in front, so a journey still finds its way
 * by the usual (Polish) names.
 */

/** Texts that would run `__pwned(n)` if the widget ever treated them as markup, script, style or URL. */
export const XSS_VECTORS: ReadonlyArray<string> = [
  `<img src=x onerror="__pwned(1)">`,
  "<svg onload=__pwned(2)>",
  `"><script>__pwned(3)</script>`,
  `'><script>__pwned(4)</script>`,
  "javascript:__pwned(5)",
  "</style><script>__pwned(6)</script>",
  `<style>*{background:url("javascript:__pwned(7)")}</style>`,
  "x:expression(__pwned(8))",
  "{{constructor.constructor('__pwned(9)')()}}",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the vector is a template placeholder on purpose
  "${__pwned(10)}",
  `<iframe src="javascript:__pwned(11)"></iframe>`,
  `<a href="javascript:__pwned(12)">kliknij</a>`,
  "<body onload=__pwned(13)>",
  "<details open ontoggle=__pwned(14)>",
  "<input autofocus onfocus=__pwned(15)>",
  "<math><mtext><table><mglyph><style><img src=x onerror=__pwned(16)>",
  `<object data="data:text/html,<script>parent.__pwned(17)</script>"></object>`,
  "data:text/html,<script>__pwned(18)</script>",
  "\u202Egnp.exe<img src=x onerror=__pwned(19)>\u202C",
  "<scr<script>ipt>__pwned(20)</scr</script>ipt>",
  "&lt;img src=x onerror=__pwned(21)&gt;",
  `<video><source onerror="__pwned(22)"></video>`,
  "<marquee onstart=__pwned(23)>",
  `<div style="background-image:url(javascript:__pwned(24))">`,
  `<meta http-equiv="refresh" content="0;url=javascript:__pwned(25)">`,
  `<base href="javascript:__pwned(26)//">`,
  `<form action="javascript:__pwned(27)"><button>wyślij</button></form>`,
  "<svg><animate onbegin=__pwned(28) attributeName=x dur=1s>",
  "<template><img src=x onerror=__pwned(29)></template>",
  `<noscript><p title="</noscript><img src=x onerror=__pwned(30)>">`,
  `" onmouseover="__pwned(31)" x="`,
  "'-__pwned(32)-'",
  "</script><script>__pwned(33)</script>",
  `${"Ą".repeat(1000)}<img src=x onerror=__pwned(34)>`,
  `<link rel=import href="data:text/html,<script>__pwned(35)</script>">`,
  "%3Cscript%3E__pwned(36)%3C/script%3E",
  "<img src=x onerror=&#95;&#95;pwned(37)>",
  "<svg><script>__pwned(38)</script></svg>",
  `<a href="data:text/html,<script>__pwned(39)</script>">link</a>`,
  "\u200B\u2028<img src=x onerror=__pwned(40)>\u200F",
  `<iframe srcdoc="<script>parent.__pwned(41)</script>"></iframe>`,
  "<!--<img src=x onerror=__pwned(42)>-->",
]

/** Logo and link values: script and document URLs (only http(s) may ever reach an img or a link). */
export const HOSTILE_URLS: ReadonlyArray<string> = [
  "javascript:__pwned(101)",
  "JaVaScRiPt:__pwned(102)",
  " javascript:__pwned(103)",
  "data:text/html,<script>__pwned(104)</script>",
  "data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' onload='__pwned(105)'/>",
  "vbscript:__pwned(106)",
  "java\tscript:__pwned(107)",
]

/** The restaurant's contact e-mail, which the footer turns into a link: a script URL shaped like an address. */
export const HOSTILE_EMAIL = "javascript:__pwned(108)//@evil.example"

/** Hostile widget colours (the theme must keep only colours it can read). */
export const HOSTILE_COLOURS: ReadonlyArray<string> = [
  "red;background:url(javascript:__pwned(201))",
  "expression(__pwned(202))",
  "</style><script>__pwned(203)</script>",
]

/** Keys whose string values are shown as text. */
const TEXT_KEYS = new Set(["name", "description", "variable_name", "group_name", "address", "value"])
/** Keys whose string values are URLs (logos). */
const URL_KEYS = new Set(["logo"])
const COLOUR_KEYS = new Set([
  "background_color",
  "card_color",
  "main_button_color",
  "card_text_color",
  "addition_button_color",
])

/** What the hostile seed planted, for the figures. */
export interface HostileSeed {
  /** String fields of the API's documents and rows given a vector or a hostile URL. */
  readonly fields: number
  /** The demo customer's id (whose name and saved address are hostile). */
  readonly userId: number
}

/**
 * Rewrites texts deterministically: the same original text always gets the same vector (a product's
 * sizes share their name, a combo repeats its products' names), and the vectors are handed out in
 * order of first appearance, so the first 42 distinct texts carry each vector once.
 */
const plant = () => {
  const given = new Map<string, string>()
  let fields = 0
  let urls = 0
  let colours = 0
  const text = (original: string): string => {
    fields += 1
    const known = given.get(original)
    if (known !== undefined) return known
    const vector = XSS_VECTORS[given.size % XSS_VECTORS.length] ?? ""
    const hostile = `${original} ${vector}`
    given.set(original, hostile)
    return hostile
  }
  const walk = (value: unknown, key: string | null): unknown => {
    if (Array.isArray(value)) return value.map((v) => walk(v, key))
    if (value !== null && typeof value === "object") {
      const out: Record<string, unknown> = {}
      for (const [k, v] of Object.entries(value)) out[k] = walk(v, k)
      return out
    }
    if (typeof value !== "string" || key === null) return value
    if (TEXT_KEYS.has(key)) return text(value)
    if (URL_KEYS.has(key)) {
      fields += 1
      return HOSTILE_URLS[urls++ % HOSTILE_URLS.length]
    }
    if (key === "feedback_email") {
      fields += 1
      return HOSTILE_EMAIL
    }
    if (COLOUR_KEYS.has(key)) {
      fields += 1
      return HOSTILE_COLOURS[colours++ % HOSTILE_COLOURS.length]
    }
    return value
  }
  return { walk, text, fields: () => fields }
}

/** Where each vector is planted first: the menu's cards come first so every vector is on screen. */
const KIND_ORDER = ["products", "combos", "categories", "offers", "restaurant", "widget"] as const

/** The saved address of the demo customer: inside restaurant 1's delivery zone, hostile texts. */
export const HOSTILE_ADDRESS = {
  latitude: "52.2319",
  longitude: "21.0191",
}

/**
 * Seeds a fresh store under dataDir from fixtures/ and plants the hostile texts into restaurant 1,
 * the translations, Anna's profile (anna@example.com keeps her password) and a saved address of
 * hers. The catalogue hash is left as the fixtures' own, so a sandbox started on this folder serves
 * the planted documents instead of refreshing them from fixtures/.
 */
export const plantHostileSeed = (dataDir: string, now = Date.now()): HostileSeed => {
  const db = openDatabase(dataDir)
  try {
    seedIfEmpty(db, now)
    const planter = plant()
    const read = db.prepare("SELECT json FROM catalogue WHERE restaurant_id = ? AND kind = ?")
    const write = db.prepare("UPDATE catalogue SET json = ? WHERE restaurant_id = ? AND kind = ?")
    const rewrite = (restaurantId: number, kind: string) => {
      const row = read.get(restaurantId, kind) as { json: string } | undefined
      if (!row) throw new Error(`no ${kind} for restaurant ${restaurantId}`)
      write.run(JSON.stringify(planter.walk(JSON.parse(row.json), null)), restaurantId, kind)
    }
    const user = db.prepare("SELECT id, name FROM users WHERE email = 'anna@example.com'").get() as {
      id: number
      name: string
    }
    db.transaction(() => {
      for (const kind of KIND_ORDER) rewrite(1, kind)
      rewrite(0, "translations")
      db.prepare("UPDATE users SET name = ? WHERE id = ?").run(planter.text(user.name), user.id)
      db.prepare(
        `INSERT INTO addresses (user_id, guest_id, string, latitude, longitude, address_line_2, is_active, created_at)
         VALUES (?, NULL, ?, ?, ?, ?, 1, ?)`,
      ).run(
        user.id,
        planter.text("Nowy Świat 21, 00-029, Warszawa, Polska"),
        HOSTILE_ADDRESS.latitude,
        HOSTILE_ADDRESS.longitude,
        planter.text("Klatka B"),
        now,
      )
    })()
    return { fields: planter.fields(), userId: user.id }
  } finally {
    db.close()
  }
}
