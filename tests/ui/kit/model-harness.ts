import { signal } from "@preact/signals-react"
import { makeStore, memoryStore } from "../../../adapters"
import { Dialogs, I18n, Widget, type Wire } from "../../../domain"
import { comboCommands } from "../../../ui/combo-modal/combo-commands"
import type { ModelContext } from "../../../ui/model/context"
import { boundTranslate } from "../../../ui/model/translation"
import { productCommands } from "../../../ui/product-modal/product-commands"
import { fixtureCombos, fixtureProducts } from "../../support/fixtures"

/**
 * A model-sized harness for component tests: the state signal folded with the domain's reducer and
 * UI-CORE's real product and combo commands, with the cart flow replaced by a recorder. Components
 * see exactly the projections and rules the widget uses; only the network is missing.
 */
export const modelHarness = (options: { addresses?: ReadonlyArray<Wire.Address> } = {}) => {
  const state = signal<Widget.WidgetState>({
    ...Widget.initialState,
    restaurantId: 1,
    catalogue: {
      ...Widget.initialState.catalogue,
      products: fixtureProducts(1),
      combos: fixtureCombos(1),
      categories: [],
    },
    addresses: options.addresses ?? [],
  })
  const events: Widget.WidgetEvent[] = []
  const dispatch = (event: Widget.WidgetEvent) => {
    events.push(event)
    state.value = Widget.reduce(state.peek(), event)
  }
  const t = boundTranslate(I18n.translationIndex([]), "en")
  const ctx: ModelContext = {
    restaurantId: 1,
    state: () => state.peek(),
    dispatch,
    attempt: async () => ({ ok: false, error: { _tag: "Unexpected" } }),
    call: async () => ({ ok: false, error: { _tag: "Unexpected" } }),
    store: async () => makeStore(() => memoryStore()),
    failure: (situation) => Dialogs.FAILURE_TEXTS[situation].text,
    now: () => 1_700_000_000_000,
    t: () => t,
  }
  const addedItems: Wire.CartItemValue[] = []
  const addedCombos: Wire.ComboSelection[] = []
  return {
    state,
    events,
    dispatch,
    t,
    addedItems,
    addedCombos,
    product: productCommands(ctx, async (item) => {
      addedItems.push(item)
    }),
    combo: comboCommands(ctx, async (selection) => {
      addedCombos.push(selection)
    }),
  }
}
