/**
 * The fixtures name images by path ("/media/r1/logo.svg"). The widget runs on another origin, so
 * every media path leaving the sandbox is made absolute to the sandbox's own origin, where
 * GET /media/... serves them; an already absolute URL is left alone.
 */
export const mediaUrl = (origin: string, path: string | null | undefined): string | null => {
  if (path === null || path === undefined || path === "") return null
  return path.startsWith("/media/") ? `${origin}${path}` : path
}

/** Deep copy of a wire document with every "/media/..." string made absolute. */
export const withAbsoluteMedia = <T>(origin: string, doc: T): T =>
  JSON.parse(JSON.stringify(doc), (_key, value: unknown) =>
    typeof value === "string" && value.startsWith("/media/") ? `${origin}${value}` : value,
  ) as T
