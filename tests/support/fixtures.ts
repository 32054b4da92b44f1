import { existsSync, readdirSync, readFileSync } from "node:fs"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"
import { Schema } from "effect"
import { Wire } from "../../domain"

/**
 * The repository's fixtures (the demo restaurants the sandbox serves and the recorded sessions), read
 * one way for every kind of test. Paths are resolved from the repository root, not the working
 * directory, and as paths rather than URLs: under happy-dom the global URL is the DOM's, which
 * node:fs does not accept.
 */

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), "../..")

/** The absolute path of a file given relative to the repository root, e.g. `fixtures/users.json`. */
export const repoPath = (relative: string): string => join(repoRoot, relative)

/** The files of one demo restaurant, fixtures/restaurants/<id>/<file>.json. */
export type RestaurantFile =
  | "categories"
  | "combos"
  | "gifts"
  | "offers"
  | "products"
  | "promo_codes"
  | "recommended"
  | "restaurant"
  | "widget"

/** A restaurant fixture's text, exactly what the sandbox serves (to damage before decoding). */
export const restaurantText = (restaurant: number, file: RestaurantFile): string =>
  readFileSync(repoPath(`fixtures/restaurants/${restaurant}/${file}.json`), "utf8")

/** A restaurant fixture as raw JSON, undecoded (for decoder tests and fake APIs). */
export const restaurantJson = (restaurant: number, file: RestaurantFile): unknown =>
  JSON.parse(restaurantText(restaurant, file))

/** A restaurant's menu, decoded with the domain schemas exactly as the Api adapter decodes the API's answer. */
export const fixtureProducts = (restaurant: number): ReadonlyArray<Wire.Product> =>
  Schema.decodeUnknownSync(Schema.Array(Wire.Product))(restaurantJson(restaurant, "products"))

/** A restaurant's combos, decoded as the Api adapter decodes them. */
export const fixtureCombos = (restaurant: number): ReadonlyArray<Wire.Combo> =>
  Schema.decodeUnknownSync(Schema.Array(Wire.Combo))(restaurantJson(restaurant, "combos"))

/** A restaurant's settings (discounts, hours, payment methods), decoded as the Api adapter decodes them. */
export const fixtureRestaurant = (restaurant: number): Wire.Restaurant =>
  Schema.decodeUnknownSync(Wire.Restaurant)(restaurantJson(restaurant, "restaurant"))

const sessionsDir = "fixtures/sessions"

/** The recorded sessions (event logs) in fixtures/sessions, by file name (not the screens captured beside them). */
export const sessionFiles = (): ReadonlyArray<string> =>
  readdirSync(repoPath(sessionsDir)).filter((file) => file.endsWith(".json") && !file.endsWith(".screen.json"))

/**
 * The screen the browser showed when a session's report was made (tests/support/browser/screen.ts),
 * fixtures/sessions/<name>.screen.json, for the sessions that have one, by session file name.
 */
export const sessionScreenFiles = (): ReadonlyArray<string> =>
  sessionFiles().filter((file) => existsSync(repoPath(`${sessionsDir}/${screenFileOf(file)}`)))

/** The screen file beside a session file: combo.json → combo.screen.json. */
export const screenFileOf = (sessionFile: string): string => sessionFile.replace(/\.json$/, ".screen.json")

/** One recorded session's text, as the replay CLI and 'Report a problem' read it. */
export const sessionText = (file: string): string => readFileSync(repoPath(`${sessionsDir}/${file}`), "utf8")

/** The widget's Polish translations (fixtures/translations.json), key → Polish text. */
export const polishTranslations = (): ReadonlyMap<string, string> =>
  new Map(
    (
      JSON.parse(readFileSync(repoPath("fixtures/translations.json"), "utf8")) as Array<{
        key: string
        locale: string
        value: string
      }>
    )
      .filter((t) => t.locale === "pl")
      .map((t) => [t.key, t.value]),
  )
