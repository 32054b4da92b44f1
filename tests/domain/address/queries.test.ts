import { describe, expect, it } from "vitest"
import { activeAddress, deliveryAddress } from "../../../domain/address/queries"

const address = (id: number, is_active: boolean) =>
  ({ id, string: `ul. ${id}`, latitude: "52.2", longitude: "21.0", address_line_2: null, is_active }) as never

describe("address queries (SPEC §2, §4)", () => {
  it("the active address is the one marked active; none marked means none", () => {
    expect(activeAddress({ addresses: [address(1, false), address(2, true)] })).toMatchObject({ id: 2 })
    expect(activeAddress({ addresses: [address(1, false)] })).toBeNull()
  })

  it("a new delivery cart takes the active address, else the first, else none", () => {
    expect(deliveryAddress({ addresses: [address(1, false), address(2, true)] })).toMatchObject({ id: 2 })
    expect(deliveryAddress({ addresses: [address(1, false), address(2, false)] })).toMatchObject({ id: 1 })
    expect(deliveryAddress({ addresses: [] })).toBeNull()
  })
})
