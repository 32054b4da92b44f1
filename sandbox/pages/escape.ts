/**
 * Escaping for the sandbox payment pages: every dynamic value that reaches their HTML goes through
 * one of these. `escapeHtml` is for text and double-quoted attributes; `scriptJson` embeds a value in
 * an inline <script> (JSON, with `<`, U+2028 and U+2029 escaped so a "</script>" inside a value
 * cannot end the script and old parsers do not choke).
 */
export const escapeHtml = (text: string): string =>
  text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;")

export const scriptJson = (value: unknown): string =>
  JSON.stringify(value).replaceAll("<", "\\u003c").replaceAll("\u2028", "\\u2028").replaceAll("\u2029", "\\u2029")
