import { type ComponentType, lazy } from "react"

/**
 * React.lazy that forgets a failed load. React keeps a lazy component's rejection for good, so after a
 * dropped chunk the error boundary's 'Try again' would only rethrow it; here a failure makes the next
 * render use a fresh lazy component, which fetches the chunk again. Read the component with `current()`
 * at each render.
 */
export const retryableLazy = <P extends object>(load: () => Promise<{ default: ComponentType<P> }>) => {
  const make = (): ComponentType<P> =>
    lazy(() =>
      load().catch((error: unknown) => {
        latest = make()
        throw error
      }),
    )
  let latest = make()
  return { current: (): ComponentType<P> => latest }
}
