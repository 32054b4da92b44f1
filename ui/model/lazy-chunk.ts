import { batch, type ReadonlySignal, signal } from "@preact/signals-react"

/**
 * A chunk of the model's code that loads after the first card (issue 17, issue 24): fetched once for
 * every model on the page; a failed fetch is forgotten, so the next attempt fetches it anew.
 */
export interface LazyChunk<M> {
  readonly load: () => Promise<M>
  /** The module, once it is in. */
  readonly loaded: () => M | null
  /** Runs `build` with the module now if it is in, else when it arrives; returns what cancels the wait. */
  readonly whenLoaded: (build: (module: M) => void) => () => void
}

export const lazyChunk = <M>(fetch: () => Promise<M>): LazyChunk<M> => {
  let module: M | null = null
  let loading: Promise<M> | null = null
  const awaiting = new Set<(module: M) => void>()
  const load = (): Promise<M> => {
    if (module !== null) return Promise.resolve(module)
    loading ??= fetch().then(
      (arrived) => {
        module = arrived
        batch(() => {
          for (const build of [...awaiting]) build(arrived)
        })
        awaiting.clear()
        return arrived
      },
      (error: unknown) => {
        loading = null
        throw error
      },
    )
    return loading
  }
  return {
    load,
    loaded: () => module,
    whenLoaded: (build) => {
      if (module !== null) {
        build(module)
        return () => {}
      }
      awaiting.add(build)
      return () => awaiting.delete(build)
    },
  }
}

/** One model's part built from a lazy chunk: its views and commands, made once the chunk is in. */
export interface LazyPart<M, P> {
  /** True once built: a view that reads the part waits for it. */
  readonly built: ReadonlySignal<boolean>
  /** The part, built from `module` if it is not yet. */
  readonly from: (module: M) => P
  /** The part if its chunk is in (built now if needed), else null. */
  readonly now: () => P | null
  /** Runs `run` with the part, loading its chunk first when needed; a chunk that cannot be fetched calls `failed`. */
  readonly use: (run: (part: P) => unknown) => Promise<unknown>
  /**
   * A command group of the part as the components see it: the part's own functions once its chunk is
   * in; before that, each command loads the chunk and then runs. `first` are the group's commands of the
   * first chunk (the menu calls a few: the address button, Login, Register, a card's open).
   */
  readonly commands: <C extends object>(select: (part: P) => C, first?: Readonly<Record<string, unknown>>) => C
  /** Stops waiting for the chunk (the model is unmounted). */
  readonly dispose: () => void
}

export const lazyPart = <M, P>(chunk: LazyChunk<M>, build: (module: M) => P, failed: () => void): LazyPart<M, P> => {
  let part: P | null = null
  const built = signal(false)
  const from = (module: M): P => {
    if (part === null) {
      part = build(module)
      built.value = true
    }
    return part
  }
  const now = (): P | null => {
    if (part !== null) return part
    const module = chunk.loaded()
    return module === null ? null : from(module)
  }
  const use = async (run: (part: P) => unknown): Promise<unknown> => {
    if (part !== null) return run(part)
    try {
      return run(from(await chunk.load()))
    } catch (error) {
      if (part !== null) throw error
      failed()
      return undefined
    }
  }
  const commands = <C extends object>(select: (part: P) => C, first: Readonly<Record<string, unknown>> = {}): C => {
    const ready = (): C | null => {
      const loaded = now()
      return loaded === null ? null : select(loaded)
    }
    const get = (name: string | symbol): unknown => {
      if (typeof name !== "string") return undefined
      if (name in first) return first[name]
      const group = ready()
      if (group !== null) return (group as Record<string, unknown>)[name]
      if (name === "then") return undefined
      return (...args: ReadonlyArray<unknown>) =>
        use((loaded) => {
          const command = (select(loaded) as Record<string, unknown>)[name]
          return typeof command === "function" ? command(...args) : undefined
        })
    }
    // Spread like a plain object once loaded (`{ ...actions }` in the modals): its commands' own keys.
    return new Proxy({} as C, {
      get: (_target, name) => get(name),
      ownKeys: () => Reflect.ownKeys({ ...first, ...(ready() ?? {}) }),
      getOwnPropertyDescriptor: (_target, name) => {
        const value = get(name)
        return value === undefined ? undefined : { value, enumerable: true, configurable: true, writable: false }
      },
    })
  }
  const dispose = chunk.whenLoaded((module) => void from(module))
  return { built, from, now, use, commands, dispose }
}
