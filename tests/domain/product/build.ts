import { Schema } from "effect"
import { Combo } from "../../../domain/wire/combo"
import { Category, Product } from "../../../domain/wire/product"

/**
 * Test entities built from wire JSON through the real decoders, so every rule is tested on exactly
 * the shape the widget decodes from the API.
 */

export const product = (wire: Record<string, unknown>): Product =>
  Schema.decodeUnknownSync(Product)({ id: 1, name: "Margherita", price: "20.00", vat: "1.60", ...wire })

export const category = (id: number, name: string): Category => Schema.decodeUnknownSync(Category)({ id, name })

export const combo = (wire: Record<string, unknown>): Combo =>
  Schema.decodeUnknownSync(Combo)({ id: 901, name: "Zestaw", base_price: "50.00", ...wire })

/** A pizza with a mandatory radio group, a 'choose 2' group, and ungrouped add-ons split over two add-ons. */
export const pizza = (): Product =>
  product({
    id: 1001,
    product_id: 1001,
    name: "Margherita",
    addons: [
      {
        id: 7001,
        name: "Rodzaj ciasta",
        group_name: "Rodzaj ciasta",
        required: "mandatory",
        exact_required: 1,
        ingredients: [
          { id: 6001, name: "Cienkie", price_in_addon: 0 },
          { id: 6002, name: "Grube", price_in_addon: "3.00", price: "4.00" },
          { id: 6003, name: "Bezglutenowe", price: 8 },
        ],
      },
      {
        id: 7003,
        name: "Dodatki mięsne",
        group_name: null,
        required: "optional",
        exact_required: 0,
        ingredients: [{ id: 6016, name: "Szynka", price_in_addon: 4.5, price: 5 }],
      },
      {
        id: 7002,
        name: "Sosy do brzegów",
        group_name: "Sosy do brzegów",
        required: "optional",
        exact_required: 2,
        ingredients: [
          { id: 6005, name: "Czosnkowy", price_in_addon: 2 },
          { id: 6006, name: "Pomidorowy", price_in_addon: 2 },
          { id: 6009, name: "Ziołowy" },
        ],
      },
      {
        id: 7004,
        name: "Warzywa",
        group_name: "",
        required: "optional",
        exact_required: 0,
        ingredients: [{ id: 6010, name: "Pieczarki", price: 3 }],
      },
    ],
  })
