/**
 * Cuts a JSON text short the way a dropped connection would, then closes it so it still parses:
 * the cut falls back to the last point where a value was complete (just before a ',' or just after
 * an opening '[' or '{'), and the open brackets are closed. This gives a well-formed but truncated
 * document for every cut point, instead of the few cut points where raw truncated text happens to parse.
 */
export const truncatedDocuments = (text: string, cuts: ReadonlyArray<number>): unknown[] => {
  // One pass over the text: every safe point with the brackets open there.
  const safe: Array<{ readonly at: number; readonly closers: string }> = []
  const stack: string[] = []
  let inString = false
  let escaped = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (inString) {
      if (escaped) escaped = false
      else if (c === "\\") escaped = true
      else if (c === '"') inString = false
      continue
    }
    if (c === '"') inString = true
    else if (c === "[" || c === "{") {
      stack.push(c === "[" ? "]" : "}")
      safe.push({ at: i + 1, closers: [...stack].reverse().join("") })
    } else if (c === "]" || c === "}") stack.pop()
    else if (c === ",") safe.push({ at: i, closers: [...stack].reverse().join("") })
  }
  const documents: unknown[] = []
  for (const cut of cuts) {
    let point: (typeof safe)[number] | undefined
    for (let lo = 0, hi = safe.length - 1; lo <= hi; ) {
      const mid = (lo + hi) >> 1
      const candidate = safe[mid]
      if (candidate && candidate.at <= cut) {
        point = candidate
        lo = mid + 1
      } else hi = mid - 1
    }
    if (!point) continue
    try {
      documents.push(JSON.parse(text.slice(0, point.at) + point.closers))
    } catch {
      // A cut inside a key ('{"a": 1, "b"' before the comma cannot happen, but stay safe): skip it.
    }
  }
  return documents
}
