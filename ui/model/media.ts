import { Wire } from "../../domain"

/**
 * Logos arrive as paths on the API's host ('/media/r1/pizza.svg'); the widget is served from another
 * origin, so they are resolved against the media base (the API base). Absolute http(s) URLs pass
 * through; anything else (javascript:, data: of unknown kind, junk) is dropped.
 */
export type MediaUrl = (path: string | null) => string | null

export const mediaResolver =
  (base: string): MediaUrl =>
  (path) =>
    Wire.webUrl(path, `${base.replace(/\/+$/, "")}/`)

/** No base: paths stay as sent (tests, replay). */
export const mediaAsIs: MediaUrl = (path) => (path === null || path.trim() === "" ? null : path)

/** No logos at all (replay: the files live on the API's host, and a replay makes no request). */
export const mediaNone: MediaUrl = () => null
