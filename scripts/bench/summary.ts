/** Median and range of repeated runs: on a shared machine one run says little, the median of five more. */
export interface Summary {
  readonly median: number
  readonly min: number
  readonly max: number
  readonly runs: number
}

export const median = (values: ReadonlyArray<number>): number => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2
}

export const summarise = (values: ReadonlyArray<number>): Summary => ({
  median: median(values),
  min: Math.min(...values),
  max: Math.max(...values),
  runs: values.length,
})

/** "2410 ms (2380–2460)". */
export const formatMs = (s: Summary): string => `${Math.round(s.median)} ms (${Math.round(s.min)}–${Math.round(s.max)})`
