import { Wire } from "../domain"
import { type MenuPrefetch, menuCalls, PREFETCH_GLOBAL, requestUrl } from "./menu-requests"

/** The first screen's six calls and the plain reader of each answer (domain/wire/fast-decode.ts). */
const READERS = {
  products: Wire.plainReaders.ProductsResponse,
  combos: Wire.plainReaders.CombosResponse,
  categories: Wire.plainReaders.CategoriesResponse,
  restaurant: Wire.plainReaders.RestaurantResponse,
  settings: Wire.plainReaders.SettingsResponse,
  widgetStyles: Wire.plainReaders.WidgetStylesResponse,
} as const

export type MenuCallName = keyof typeof READERS
/** The answer to one of the six calls, as the Api decodes it. */
export type MenuAnswer<K extends MenuCallName> = Exclude<ReturnType<(typeof READERS)[K]>, typeof Wire.EXACT>

/** What the prefetch script left on the page, if anything. */
export const pagePrefetch = (): MenuPrefetch | undefined => {
  const found = (globalThis as Record<string, unknown>)[PREFETCH_GLOBAL]
  return typeof found === "object" && found !== null && "answers" in found ? (found as MenuPrefetch) : undefined
}

/**
 * The prefetch script's answer to one of the first screen's calls, read and decoded without Effect,
 * wretch or the API's schemas (issue 24: what the first card waits for). Only a 2xx answer its plain
 * reader takes whole is taken. Anything else — no prefetch, another token, a failed, unusual or
 * non-JSON answer — is left where it is, for the Api to take as that call's first exchange (with its
 * retries, its schema and its errors), as before. One that has not come within `timeoutMs` is dropped,
 * so the Api asks the server again instead of waiting for it.
 */
export const takePrefetchedMenu = async <K extends MenuCallName>(
  request: { readonly apiBase: string; readonly timeoutMs: number; readonly token: string | null },
  name: K,
  restaurantId: number,
  prefetched: () => MenuPrefetch | undefined = pagePrefetch,
): Promise<MenuAnswer<K> | undefined> => {
  const handoff = prefetched()
  if (handoff === undefined || handoff.token !== request.token) return undefined
  const call = menuCalls(restaurantId)[name]
  const key = requestUrl(request.apiBase, call.path, call.query)
  const pending = handoff.answers[key]
  if (pending === undefined) return undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<"late">((resolve) => {
    timer = setTimeout(() => resolve("late"), request.timeoutMs)
  })
  try {
    const response = await Promise.race([pending, late])
    if (response === "late") {
      if (handoff.answers[key] === pending) delete handoff.answers[key]
      return undefined
    }
    if (!response.ok) return undefined
    const read = READERS[name](JSON.parse(await response.clone().text()))
    if (read === Wire.EXACT) return undefined
    if (handoff.answers[key] === pending) delete handoff.answers[key]
    return read as MenuAnswer<K>
  } catch {
    return undefined
  } finally {
    clearTimeout(timer)
  }
}
