import { toZloty } from "../money/money"
import { clampModalQuantity } from "../product/quantity"
import type { Combo } from "../wire/combo"
import type { ComboSelection } from "../wire/requests"
import { chosenComboOption } from "./choice"
import { type ComboChoice, chosenOptionExtra } from "./price"

/**
 * The combo selection as POST /customer/cart/add-combo-item expects it (SPEC §2, §7): combo_id,
 * quantity, and per chosen group its group_id, option_id, the option's product_id and `extra`.
 *
 * `extra` is złoty (the API's unit) = option extra_price + group extra (chosenOptionExtra), computed in grosze first so
 * 2.5 + 0.1 is exactly 2.6. Groups are in the combo's order; unchosen groups are left out; an option
 * whose product has no id cannot be sent and is left out too. The quantity is brought into 1..99.
 */
export const comboSelectionValue = (combo: Combo, choice: ComboChoice, quantity: number): ComboSelection => {
  const groups: Array<ComboSelection["groups"][number]> = []
  for (const group of combo.groups) {
    const option = chosenComboOption(group, choice)
    const productId = option?.product.id ?? null
    if (!option || productId === null) continue
    groups.push({
      group_id: group.id,
      option_id: option.id,
      product_id: productId,
      extra: toZloty(chosenOptionExtra(group, option)),
    })
  }
  return { combo_id: combo.id, quantity: clampModalQuantity(quantity), groups }
}
