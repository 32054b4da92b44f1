import type { ReadonlySignal } from "@preact/signals-react"
import type { ComponentType } from "react"
import type { Search, Widget } from "../../domain"
import type { cartFlow } from "../cart/cart-flow"
import type { CartSync } from "../cart/cart-sync"
import type { ModelContext } from "./context"
import type { MediaUrl } from "./media"
import type { RouteName, RouteView } from "./route"
import type { Translate } from "./translation"

/** What the model hands the features that load after the first card when it builds them (ui/model/lazy-features.ts). */
export interface FeatureDeps {
  readonly ctx: ModelContext
  /** The first chunk's cart sync; the add flow is built on it (ui/cart/add-flow-feature.ts). */
  readonly cartSync: CartSync
  /** Opens the customisation modal (the model's own, in the first chunk: a menu card calls it). */
  readonly openProduct: (productId: number) => void
  readonly offline: () => boolean
  readonly state: ReadonlySignal<Widget.WidgetState>
  readonly t: ReadonlySignal<Translate>
  readonly language: ReadonlySignal<string>
  readonly media: MediaUrl
  /** The allergens excluded from the menu (issue 30): the cart page's warnings and checkout's allergy line. */
  readonly excluded: ReadonlySignal<ReadonlyArray<Search.AllergenCode>>
}

/** The add flow of SPEC §4 (ui/cart/cart-flow.ts): every add of the modals, the cart page and 'Order again'. */
export type AddFlow = ReturnType<typeof cartFlow>

/**
 * What a feature's `build` receives: the model's deps, and the add flow as the features before it in
 * ui/features.ts left it (the add-flow feature, first in the list, makes it; reading it before throws).
 */
export interface FeatureBuildDeps extends FeatureDeps {
  readonly cart: AddFlow
}

/** What a feature contributes to the model once its chunk is in. */
export interface FeatureParts {
  /** Views the components read (computed signals, or a view function), under the name `model.projections` gives them. */
  readonly projections?: Readonly<Record<string, unknown>>
  /** Command groups, under the name `model.commands` gives them (`commands.checkout.placeOrder()`). */
  readonly commands?: Readonly<Record<string, object>>
  /**
   * The add flow the features after this one in its list build on: 'Order again' hands the address
   * form one that lets a reorder waiting for an address go on once that line is in.
   */
  readonly addFlow?: AddFlow
  /** Work a reload left half done (a checkout sent but not answered), run when the model finds it pending. */
  readonly resume?: () => Promise<void>
}

/**
 * A feature that loads after the first card, as its folder's `feature.ts` exports it (`feature`):
 * `build` makes one model's views and commands of it. ui/features.ts lists them.
 */
export interface LazyFeature<P extends FeatureParts = FeatureParts> {
  readonly name: string
  readonly build: (deps: FeatureBuildDeps) => P
}

/** Declares a feature's descriptor, keeping the exact types of what it builds (the model's types derive from them). */
export const lazyFeature = <P extends FeatureParts>(feature: LazyFeature<P>): LazyFeature<P> => feature

/** Which file a feature comes in: with a menu card's first click, or with the rest after the first card. */
export type FeatureChunk = "first-click" | "later"

type Names<F, K extends "projections" | "commands"> = F extends { readonly build: (deps: never) => infer P }
  ? P extends { readonly [k in K]: infer X }
    ? Extract<keyof X, string>
    : never
  : never

/** One line of ui/features.ts: a feature's chunk, its descriptor, the views and command groups it adds, and its screen. */
export interface FeatureLine<F extends LazyFeature = LazyFeature, M = unknown> {
  readonly chunk: FeatureChunk
  readonly load?: () => Promise<{ readonly feature: F }>
  /** Its views, `model.projections.<name>`: null until its chunk is in (the screens and modals that read them await it). */
  readonly views?: ReadonlyArray<Names<F, "projections">>
  /** Its command groups, `model.commands.<group>`: before its chunk is in, a command loads it and then runs. */
  readonly commands?: ReadonlyArray<Names<F, "commands">>
  /** Its modal's module, a chunk of its own: ui/app/modal-host.tsx fetches it with the feature and shows the modal. */
  readonly modal?: () => Promise<M>
  /** The screen shown on `route`, a chunk of its own fetched with the later features when the route is first shown. */
  readonly screen?: {
    readonly route: RouteName
    readonly load: () => Promise<{ readonly default: ComponentType<{ readonly route: RouteView }> }>
  }
}

/** Declares a line of ui/features.ts, checking its view and command names against what its feature builds. */
export const featureLine = <F extends LazyFeature = LazyFeature, M = unknown>(
  line: FeatureLine<F, M>,
): FeatureLine<F, M> => line

/** The feature a line of ui/features.ts loads. */
export type FeatureOf<L> = L extends { readonly load?: () => Promise<{ readonly feature: infer F }> } ? F : never

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never
/** One part of what each feature of a list builds, as a union (a feature without that part adds nothing). */
type Part<L extends ReadonlyArray<LazyFeature>, K extends keyof FeatureParts> =
  ReturnType<L[number]["build"]> extends infer P ? (P extends { readonly [k in K]: infer X } ? X : never) : never

/** Everything a list of features builds, as one object: the model's projections and commands types read it. */
export interface BuiltFeatures<L extends ReadonlyArray<LazyFeature>> {
  readonly projections: UnionToIntersection<Part<L, "projections">>
  readonly commands: UnionToIntersection<Part<L, "commands">>
  /** The add flow as the last feature of the list left it. */
  readonly addFlow: AddFlow
  /** Runs every feature's `resume`, one after the other. */
  readonly resume: () => Promise<void>
}

/**
 * Builds a list of features for one model, in the list's order: each gets the add flow the one
 * before it left (`addFlow`, starting from `cart`), and their views and command groups are merged
 * under their names.
 */
export const buildFeatures = <L extends ReadonlyArray<LazyFeature>>(
  list: L,
  deps: FeatureDeps,
  cart: AddFlow | null = null,
): BuiltFeatures<L> => {
  const projections: Record<string, unknown> = {}
  const commands: Record<string, object> = {}
  const resumes: Array<() => Promise<void>> = []
  for (const feature of list) {
    const flow = cart
    const parts = feature.build({
      ...deps,
      get cart(): AddFlow {
        if (flow === null) throw new Error(`${feature.name} was built before the add flow (ui/features.ts)`)
        return flow
      },
    })
    Object.assign(projections, parts.projections)
    Object.assign(commands, parts.commands)
    if (parts.resume !== undefined) resumes.push(parts.resume)
    if (parts.addFlow !== undefined) cart = parts.addFlow
  }
  const resume = async (): Promise<void> => {
    for (const run of resumes) await run()
  }
  return { projections, commands, addFlow: cart, resume } as BuiltFeatures<L>
}
