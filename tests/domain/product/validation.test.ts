import { describe, expect, it } from "vitest"
import { addonGroups } from "../../../domain/product/groups"
import {
  joinValidationMessages,
  MANDATORY_GROUP_MESSAGE,
  validateMandatoryGroups,
} from "../../../domain/product/validation"
import { pizza, product } from "./build"

const twoMandatory = product({
  addons: [
    { id: 1, group_name: "Rodzaj ciasta", required: "mandatory", exact_required: 1, ingredients: [{ id: 10 }] },
    { id: 2, group_name: "Sos", required: "mandatory", exact_required: 1, ingredients: [{ id: 20 }] },
    { id: 3, group_name: "Dodatki", required: "optional", ingredients: [{ id: 30 }] },
  ],
})

describe("validateMandatoryGroups", () => {
  it("given a mandatory group with nothing chosen, when validated, then its exact message names the group", () => {
    expect(validateMandatoryGroups(addonGroups(pizza()), {})).toEqual(["Choose at least one option from Rodzaj ciasta"])
  })

  it("given an option chosen in every mandatory group, then there are no messages", () => {
    expect(validateMandatoryGroups(addonGroups(twoMandatory), { "g:Rodzaj ciasta": [10], "g:Sos": [20] })).toEqual([])
  })

  it("given two empty mandatory groups, then both messages come in group order and optional groups add none", () => {
    expect(validateMandatoryGroups(addonGroups(twoMandatory), { "g:Dodatki": [30] })).toEqual([
      "Choose at least one option from Rodzaj ciasta",
      "Choose at least one option from Sos",
    ])
  })

  it("given an id the group does not offer, then the group still counts as empty", () => {
    expect(validateMandatoryGroups(addonGroups(twoMandatory), { "g:Rodzaj ciasta": [20], "g:Sos": [20] })).toEqual([
      "Choose at least one option from Rodzaj ciasta",
    ])
  })

  it("given a translated template, then the group name is filled into it", () => {
    expect(MANDATORY_GROUP_MESSAGE.text).toBe("Choose at least one option from {group}")
    expect(validateMandatoryGroups(addonGroups(pizza()), {}, "Choose at least one option from {group}")).toEqual([
      "Choose at least one option from Rodzaj ciasta",
    ])
  })
})

describe("joinValidationMessages", () => {
  it("joins the messages of all groups one per line", () => {
    expect(joinValidationMessages(["a", "b"])).toBe("a\nb")
    expect(joinValidationMessages([])).toBe("")
  })

  it("given two empty mandatory groups, then the one text shown is both exact messages joined", () => {
    expect(joinValidationMessages(validateMandatoryGroups(addonGroups(twoMandatory), {}))).toBe(
      "Choose at least one option from Rodzaj ciasta\nChoose at least one option from Sos",
    )
  })
})
