import { describe, expect, it } from "vitest"
import { clusterColor, MAP_DEFAULTS, MAPS_LOADER, markerPoints } from "../../../domain/address/cluster"

describe("clusterColor", () => {
  it("is red when the count is above both 10 and the mean, else blue", () => {
    expect(clusterColor(11, 5)).toBe("red")
    expect(clusterColor(10, 5)).toBe("blue")
    expect(clusterColor(20, 25)).toBe("blue")
    expect(clusterColor(26, 25)).toBe("red")
    expect(clusterColor(25, 25)).toBe("blue")
    expect(clusterColor(11, Number.NaN)).toBe("red")
  })
})

describe("map defaults", () => {
  it("match the spec", () => {
    expect(MAP_DEFAULTS).toEqual({
      gridSize: 60,
      minClusterSize: 2,
      radius: 40,
      maxZoom: 16,
      batchSize: 2000,
      clusterZoomDelayMs: 100,
      center: { lat: 52.228, lng: 21.011 },
      zoom: 10,
      placeZoom: 15,
    })
    expect(MAPS_LOADER).toEqual({ libraries: ["places"], language: "en", region: "US", retries: 3 })
  })
})

describe("markerPoints (the saved addresses on the address map)", () => {
  it("given saved addresses, then each complete one is a marker at its coordinates, the incomplete left out", () => {
    expect(
      markerPoints([
        { string: "Nowy Świat 21", latitude: "52.2319", longitude: "21.0191" },
        { string: "Bez współrzędnych", latitude: "", longitude: "" },
        { string: "Złota 59", latitude: "52.2300", longitude: "21.0020" },
      ]),
    ).toEqual([
      { latitude: 52.2319, longitude: 21.0191 },
      { latitude: 52.23, longitude: 21.002 },
    ])
    expect(markerPoints([])).toEqual([])
  })
})
