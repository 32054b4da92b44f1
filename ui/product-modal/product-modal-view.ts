import { Money, Product, type Widget } from "../../domain"
import { allergenTexts } from "../menu/menu-view"
import { type MediaUrl, mediaAsIs } from "../model/media"
import type { Translate } from "../model/translation"

/** Which half of a half-and-half pizza (the state's spelling). */
export type Half = NonNullable<Widget.WidgetState["productModal"]>["activeHalf"]

export interface ProductModalOptionView {
  readonly id: number
  readonly name: string
  /** '+X.XX zł' or 'Darmowy' (halved in half-and-half). */
  readonly priceText: string
  readonly checked: boolean
  /** A checkbox that may not be ticked now (the group already has its N). */
  readonly disabled: boolean
}

export interface ProductModalGroupView {
  readonly key: string
  readonly name: string
  /** 'Wybierz N' / 'Wybierz 1' or null. */
  readonly hint: string | null
  /** 'Wymagane' or null. */
  readonly badge: string | null
  /** 'Dodatkowe' on the gathered ungrouped list, else null. */
  readonly tag: string | null
  /** After a refused add, this group's own 'Wybierz co najmniej jedną opcję z …' while it needs a choice; else null. */
  readonly invalidText: string | null
  readonly mode: "radio" | "checkbox"
  readonly options: ReadonlyArray<ProductModalOptionView>
}

export interface ProductModalView {
  readonly productId: number
  readonly name: string
  readonly description: string
  readonly logo: string | null
  readonly allergens: ReadonlyArray<string>
  /** Size variants sorted by the number in variable_name; empty when the dish has one size. */
  readonly sizes: ReadonlyArray<{
    readonly productId: number
    readonly label: string
    readonly priceText: string
    readonly selected: boolean
  }>
  /** The half-and-half toggle is offered (allow_half). */
  readonly allowHalf: boolean
  /** The half-and-half price rule in one line, by the switch; null when the size cannot be halved. */
  readonly halfPriceRule: string | null
  readonly halfAndHalf: boolean
  /** First/second-half tabs while half-and-half is on, else null. */
  readonly halfTabs: {
    readonly active: Half
    readonly first: { readonly label: string; readonly productName: string }
    readonly second: { readonly label: string; readonly productName: string | null }
  } | null
  /** Products of the same category to pick the second half from (shown on the second tab). */
  readonly secondHalfChoices: ReadonlyArray<{
    readonly productId: number
    readonly name: string
    readonly selected: boolean
  }>
  /** Add-on groups of the active half (the second half's product when on the second tab). */
  readonly groups: ReadonlyArray<ProductModalGroupView>
  /** Ingredients of the active half; only `canExclude` ones are toggleable. */
  readonly ingredients: ReadonlyArray<{
    readonly id: number
    readonly name: string
    readonly excluded: boolean
    readonly canExclude: boolean
  }>
  readonly quantity: number
  /** The quantity field's draft while typing (issue 26: in the log); null: it shows `quantity`. */
  readonly quantityTyped?: string | null
  readonly canDecrease: boolean
  readonly canIncrease: boolean
  /** The live total (line price × quantity). */
  readonly totalText: string
  /** The joined validation messages ('\n' between them), or null. */
  readonly validationText: string | null
  /** After a refused add with half-and-half on and no second half: 'Choose the second half', shown at the picker. */
  readonly secondHalfInvalidText: string | null
  /** An add is running: the button shows progress and ignores clicks. */
  readonly adding: boolean
}

/**
 * One add-on group. `refused`: the last add was refused (the modal holds validation messages), so a
 * group that still needs a choice is marked with its own message (Product.groupNeedsChoice).
 */
const groupView = (
  group: Product.AddonGroup,
  selection: Product.AddonSelection,
  halved: boolean,
  refused: boolean,
  t: Translate,
) => {
  const chosen = Product.chosenInGroup(group, selection)
  const mode = Product.selectionMode(group)
  const more = Product.canTickMore(group, chosen)
  const free = t("free", "Free")
  const badge = Product.addonGroupBadge(group)
  const view: ProductModalGroupView = {
    key: group.key,
    name: group.additional ? t(Product.EXTRA_GROUP_TITLE.key, Product.EXTRA_GROUP_TITLE.text) : group.name,
    hint: Product.addonGroupHint(
      group,
      t(Product.CHOOSE_N_HINT.key, Product.CHOOSE_N_HINT.text),
      t(Product.CHOOSE_ONE_HINT.key, Product.CHOOSE_ONE_HINT.text),
    ),
    badge: badge === null ? null : t(badge.key, badge.text),
    tag: group.additional ? t(Product.ADDITIONAL_TAG.key, Product.ADDITIONAL_TAG.text) : null,
    invalidText:
      refused && Product.groupNeedsChoice(group, selection)
        ? Product.groupMessage(group, t(Product.MANDATORY_GROUP_MESSAGE.key, Product.MANDATORY_GROUP_MESSAGE.text))
        : null,
    mode,
    options: group.options.map((o) => {
      const checked = chosen.includes(o.id)
      return {
        id: o.id,
        name: o.name,
        priceText: Money.formatAddonPrice(Product.shownAddonPrice(o.price, halved), free, t.language),
        checked,
        disabled: mode === "checkbox" && !checked && !more,
      }
    }),
  }
  return view
}

/**
 * Everything the customisation modal renders (SPEC §2): sizes, half tabs, the active half's groups
 * and ingredients, quantity and the live total. Null when closed or when the product is unknown.
 */
export const productModalView = (
  state: Widget.WidgetState,
  t: Translate,
  media: MediaUrl = mediaAsIs,
): ProductModalView | null => {
  const modal = state.productModal
  const variant = Product.productOfHalf(state, "first")
  const total = Product.modalTotal(state)
  if (modal === null || variant === null || total === null) return null
  const opened = Product.openedProduct(state) ?? variant
  const variants = Product.modalSizes(state)
  const second = Product.productOfHalf(state, "second")
  const active = Product.activeHalf(modal)
  const activeProduct = active === "first" ? variant : second
  const groups = activeProduct === null ? [] : Product.addonGroups(activeProduct)
  const selection = modal.selections[active]
  const excluded = modal.excluded[active]
  return {
    productId: opened.id,
    name: opened.name,
    description: opened.description,
    logo: media(variant.logo ?? opened.logo),
    allergens: allergenTexts(variant.allergens, t),
    sizes:
      variants.length > 1
        ? variants.map((v) => ({
            productId: v.id,
            label: v.variable_name ?? v.name,
            priceText: Money.formatPrice(Product.productBasePrice(v), t.language),
            selected: v.id === variant.id,
          }))
        : [],
    allowHalf: variant.allow_half,
    halfPriceRule: variant.allow_half ? t(Product.HALF_PRICE_RULE.key, Product.HALF_PRICE_RULE.text) : null,
    halfAndHalf: modal.halfAndHalf,
    halfTabs: modal.halfAndHalf
      ? {
          active,
          first: { label: t("first-half", "First half"), productName: variant.name },
          second: { label: t("second-half", "Second half"), productName: second?.name ?? null },
        }
      : null,
    secondHalfChoices: Product.modalSecondHalves(state).map((p) => ({
      productId: p.id,
      name: p.variable_name ? `${p.name} ${p.variable_name}` : p.name,
      selected: p.id === modal.secondProductId,
    })),
    groups: groups.map((g) => groupView(g, selection, modal.halfAndHalf, modal.validation.length > 0, t)),
    // The second half sends no exclusions (Product.halfTakesExclusions), so it offers none.
    ingredients: (Product.halfTakesExclusions(active) ? (activeProduct?.ingredients ?? []) : []).map((i) => ({
      id: i.id,
      name: i.name,
      excluded: excluded.includes(i.id),
      canExclude: Product.canExcludeIngredient(i),
    })),
    quantity: modal.quantity,
    quantityTyped: modal.quantityTyped ?? null,
    canDecrease: Product.canDecrease(modal.quantity),
    canIncrease: Product.canIncrease(modal.quantity),
    totalText: Money.formatPrice(total, t.language),
    validationText: modal.validation.length > 0 ? Product.joinValidationMessages(modal.validation) : null,
    secondHalfInvalidText:
      modal.validation.length > 0 && Product.secondHalfMissing(modal)
        ? t(Product.SECOND_HALF_REQUIRED.key, Product.SECOND_HALF_REQUIRED.text)
        : null,
    adding: state.cart.adding,
  }
}
