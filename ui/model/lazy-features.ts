import { computed, type ReadonlySignal } from "@preact/signals-react"
import { FEATURES } from "../features"
import { lazyChunk, lazyPart } from "./lazy-chunk"
import {
  type BuiltFeatures,
  buildFeatures,
  type FeatureChunk,
  type FeatureDeps,
  type FeatureLine,
  type FeatureOf,
  type LazyFeature,
} from "./lazy-feature"

/** Every feature of ui/features.ts, as one list type: the model's lazy views and commands derive from it. */
type Features = ReadonlyArray<FeatureOf<(typeof FEATURES)[keyof typeof FEATURES]>>
/** What the lazy features add to the model: their views and command groups, under their names. */
export type LazyProjections = BuiltFeatures<Features>["projections"]
export type LazyCommands = BuiltFeatures<Features>["commands"]

/** The lines of ui/features.ts, in its order. */
const LINES: ReadonlyArray<FeatureLine> = Object.values(FEATURES)

/** The features of one chunk, fetched together (vite.config.ts groups their modules into one file), in the list's order. */
const featuresOf = (chunk: FeatureChunk): Promise<ReadonlyArray<LazyFeature>> =>
  Promise.all(LINES.flatMap((line) => (line.chunk === chunk && line.load ? [line.load()] : []))).then((modules) =>
    modules.map((module) => module.feature as LazyFeature),
  )

/**
 * The first click's features (issue 24): what a menu card's first click waits for. Fetched once for
 * every model on the page, right after the first card (ui/app/modal-host.tsx).
 */
const firstClick = lazyChunk(() => featuresOf("first-click"))
/**
 * The rest of the features, with the first click's (they build on its add flow): fetched when a screen
 * or modal that needs them is first shown, when one of their commands is first called, or once the
 * first card is on screen and the page is idle.
 */
const later = lazyChunk(() => Promise.all([firstClick.load(), featuresOf("later")]))

export const loadFirstClickFeatures = firstClick.load
export const loadLaterFeatures = later.load

/** A modal's chunk that reads the first click's features: it resolves once both are in. */
export const withFirstClickFeatures = <T>(chunk: Promise<T>): Promise<T> =>
  Promise.all([chunk, firstClick.load()]).then(([loaded]) => loaded)

/** A screen's or modal's chunk that reads the later features: it resolves once both are in. */
export const withLaterFeatures = <T>(chunk: Promise<T>): Promise<T> =>
  Promise.all([chunk, later.load()]).then(([loaded]) => loaded)

/** A line's modal module, with the features of its line's chunk (what the modal reads). */
export const modalOf =
  <M>(line: FeatureLine<LazyFeature, M>) =>
  (): Promise<M> => {
    if (line.modal === undefined) return Promise.reject(new Error("this line of ui/features.ts has no modal"))
    return (line.chunk === "first-click" ? withFirstClickFeatures : withLaterFeatures)(line.modal())
  }

/**
 * One model's lazy features: each line's views (null until its chunk is in) and command groups (a
 * command called before loads the chunk, then runs; `first` are a group's commands the first chunk
 * has itself, such as a card's open), built for this model when their chunk arrives.
 */
export const lazyFeatures = (deps: FeatureDeps, failed: () => void) => {
  const first = lazyPart(firstClick, (features) => buildFeatures(features, deps), failed)
  const rest = lazyPart(
    later,
    ([firstFeatures, features]) => buildFeatures(features, deps, first.from(firstFeatures).addFlow),
    failed,
  )
  const partOf = (chunk: FeatureChunk) => (chunk === "first-click" ? first : rest)
  const projections: Record<string, ReadonlySignal<unknown>> = {}
  for (const line of LINES)
    for (const name of line.views ?? []) {
      const part = partOf(line.chunk)
      projections[name] = computed(() => {
        const built = part.built.value ? part.now() : null
        return built === null ? null : (built.projections as Record<string, ReadonlySignal<unknown>>)[name]?.value
      })
    }
  const commands = (first: Readonly<Record<string, Readonly<Record<string, unknown>>>>) => {
    const groups: Record<string, object> = {}
    for (const line of LINES)
      for (const group of line.commands ?? [])
        groups[group] = partOf(line.chunk).commands(
          (part) => (part.commands as Record<string, object>)[group] ?? {},
          first[group],
        )
    return groups as LazyCommands
  }
  return {
    projections: projections as unknown as LazyProjections,
    commands,
    /** The first click's features for this model: now, when their chunk is in; else fetched. */
    firstClick: () => first.now() ?? void first.use(() => undefined),
    /** Runs the later features' `resume` (a checkout sent but not answered before a reload), loading them first. */
    resume: () => rest.use((part) => part.resume()),
    dispose: () => {
      rest.dispose()
      first.dispose()
    },
  }
}
