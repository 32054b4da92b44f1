import { type ReactNode, useEffect, useRef } from "react"
import type { MapHandle } from "../../adapters"
import styles from "./address.module.css"
import type { AddressFormView } from "./address-modal-view"

export interface AddressMapProps {
  readonly form: AddressFormView
  /** The model's drawMap: a drawn map, or null when maps are not configured. */
  readonly draw: (container: HTMLElement) => Promise<MapHandle | null>
  readonly label: string
}

/** The chosen place's coordinates as numbers, or null while the form has none. */
const placeCoordinates = (form: AddressFormView): { latitude: number; longitude: number } | null => {
  const latitude = Number.parseFloat(form.place?.latitude ?? "")
  const longitude = Number.parseFloat(form.place?.longitude ?? "")
  return Number.isFinite(latitude) && Number.isFinite(longitude) ? { latitude, longitude } : null
}

/**
 * The address form's map (SPEC §2: only when a map key is configured; zoom controls only; a click
 * sets the location). The maps adapter draws into this element; the map follows the form's place.
 */
export function AddressMap({ form, draw, label }: AddressMapProps): ReactNode {
  const container = useRef<HTMLElement>(null)
  const handle = useRef<MapHandle | null>(null)
  const latest = useRef(form)
  latest.current = form

  useEffect(() => {
    const element = container.current
    if (!element) return
    let mounted = true
    void draw(element).then((drawn) => {
      if (!mounted) {
        drawn?.destroy()
        return
      }
      handle.current = drawn
      const at = placeCoordinates(latest.current)
      if (drawn && at) drawn.showPlace(at.latitude, at.longitude)
      drawn?.setMarkers(latest.current.markers)
    })
    return () => {
      mounted = false
      handle.current?.destroy()
      handle.current = null
    }
  }, [draw])

  const at = placeCoordinates(form)
  const latitude = at?.latitude ?? null
  const longitude = at?.longitude ?? null
  useEffect(() => {
    if (latitude !== null && longitude !== null) handle.current?.showPlace(latitude, longitude)
  }, [latitude, longitude])

  // The saved addresses, clustered (SPEC §9 defaults, in the maps adapter); again whenever they change.
  // Keyed by value: the view is recomputed on every change of the state, the addresses seldom.
  const markersKey = JSON.stringify(form.markers)
  useEffect(() => {
    if (markersKey) handle.current?.setMarkers(latest.current.markers)
  }, [markersKey])

  return <section ref={container} className={styles.mapCanvas} aria-label={label} />
}
