import { Search } from "../../domain"
import type { Translate } from "../model/translation"

/** The four words every menu card shows, translated once per render of a card list. */
export interface CardLabels {
  readonly fromLabel: string
  readonly addLabel: string
  readonly inCartLabel: string
  readonly allergensLabel: string
}

/**
 * The card labels of the menu and of the search results, from one place so both lists say the same.
 * They are plain strings (equal from render to render), so the memoised cards skip re-rendering when
 * only something around them changed.
 */
export const cardLabels = (t: Translate): CardLabels => ({
  fromLabel: t("from", "from"),
  addLabel: t("add", "Add"),
  inCartLabel: t("in-cart", "in cart"),
  allergensLabel: t(Search.ALLERGENS.key, Search.ALLERGENS.text),
})
