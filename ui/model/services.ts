import type { Store } from "../../adapters"
import { guardSession } from "../account/account-session"
import type { Kit, ModelContext } from "./context"
import type { Attempt, Outcome, WidgetRuntime } from "./runtime"

/**
 * How one model reaches the adapters (issue 24): the plain store at once, and the kit (ui/model/kit.ts:
 * Effect, the services, the runner over this model's runtime) on the first call, fetched and made then.
 * The first chunk imports neither Effect nor a service; every call goes through `call`.
 */
export const modelServices = (
  runtime: WidgetRuntime | (() => Promise<WidgetRuntime>),
  store: Store | undefined,
  /** A call refused with 401: the model signs the customer out once (Account.decideRejectedToken). */
  onRejectedToken: (status: number) => void,
) => {
  let services: Promise<{ readonly kit: Kit; readonly attempt: Attempt; readonly runtime: WidgetRuntime }> | null = null
  let runtimeMade: Promise<WidgetRuntime> | null = null
  const load = () => {
    services ??= (async () => {
      runtimeMade ??= typeof runtime === "function" ? runtime() : Promise.resolve(runtime)
      const made = await runtimeMade
      const kit = await import("./kit")
      return { kit, attempt: guardSession(kit.makeAttempt(made), onRejectedToken), runtime: made }
    })().catch((error: unknown) => {
      // A chunk that could not be fetched (the network dropped): the next call asks again.
      services = null
      throw error
    })
    return services
  }
  /** Runs the adapter Effect `build` makes, once the kit is in; a kit that cannot be fetched fails the call. */
  const call: ModelContext["call"] = async (build) => {
    let loaded: Awaited<ReturnType<typeof load>>
    try {
      loaded = await load()
    } catch {
      return { ok: false, error: { _tag: "Unexpected" } } satisfies Outcome<never>
    }
    return loaded.attempt(build(loaded.kit))
  }
  /** The plain store: the page's own, or (tests, replay) the one under the runtime's Storage. */
  let storeNow: Store | null = store ?? null
  const storeLoad: Promise<Store> =
    storeNow !== null
      ? Promise.resolve(storeNow)
      : load()
          .then(({ kit, runtime: made }) => kit.storeOf(made))
          .then((found) => (storeNow = found))
  // Read at once, but perhaps by nobody (a model unmounted, its runtime disposed, before any read):
  // a failure then is not an unhandled rejection; whoever awaits the store still gets it.
  storeLoad.catch(() => undefined)
  return {
    call,
    /** Runs an adapter Effect (the later chunks' modules, which import Effect themselves). */
    attempt: ((effect) => call(() => effect)) satisfies Attempt as Attempt,
    store: () => storeLoad,
    /** Uses the store now when it is known (a write before the next call reads it), else once it is. */
    withStore: (use: (store: Store) => void): void => {
      if (storeNow !== null) use(storeNow)
      else void storeLoad.then(use, () => undefined)
    },
  }
}
