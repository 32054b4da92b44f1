/**
 * The one rule for addresses the server hands the widget to load or follow (logos, the payment
 * provider's redirect, the 3-D Secure page): only an http(s) URL is ever used. A `javascript:`,
 * `data:` or `vbscript:` value — or junk — would run script or show a document of the server's
 * choosing inside the widget's origin, so it is treated as no address at all. Relative paths are
 * resolved against `base` when one is given (logos are paths on the API's host).
 */
export const webUrl = (text: string | null | undefined, base?: string): string | null => {
  if (text === null || text === undefined || text.trim() === "") return null
  try {
    const url = base === undefined ? new URL(text) : new URL(text, base)
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null
  } catch {
    return null
  }
}
