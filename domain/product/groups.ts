import { copy, fillTemplate } from "../i18n/copy"
import type { Grosze } from "../money/money"
import type { Product } from "../wire/product"
import { addonPrice } from "./price"

/**
 * How the customisation modal lays out a product's add-ons (SPEC §2): add-ons sharing a group_name
 * form one group; add-ons without a group_name are gathered into one extra list shown last.
 */

export interface AddonOption {
  /** The add-on ingredient id, which is what the cart line sends in `addons`. */
  readonly id: number
  readonly name: string
  /** price_in_addon, else the ingredient's own price, else 0 (addonPrice). */
  readonly price: Grosze
}

export interface AddonGroup {
  /** Stable key for selections: "g:" + group_name, or "extra" for the ungrouped list. */
  readonly key: string
  readonly name: string
  readonly mandatory: boolean
  readonly exactRequired: number
  /** True only for the gathered ungrouped list, which the UI tags 'Dodatkowe'. */
  readonly additional: boolean
  readonly options: ReadonlyArray<AddonOption>
}

/**
 * Title of the gathered list of ungrouped add-ons. The group chrome's defaults are English; SPEC's
 * Polish texts ('Wybierz składniki', 'Dodatkowe', 'Wymagane', 'Wybierz N') are their Polish translations.
 */
export const EXTRA_GROUP_TITLE = copy("choose-ingredients", "Choose ingredients")
/** Tag of the gathered list ('additional'). */
export const ADDITIONAL_TAG = copy("additional", "Additional")
/** Badge of a mandatory group ('required'). */
export const REQUIRED_BADGE = copy("required", "Required")
/** Hint of a group where exactly N (> 1) options are asked for; `{n}` is N. */
export const CHOOSE_N_HINT = copy("choose-n", "Choose {n}")
/** Hint of a group where exactly one option is asked for. */
export const CHOOSE_ONE_HINT = copy("choose-one", "Choose 1")

export const EXTRA_GROUP_KEY = "extra"

/** The group key of a named group; the prefix keeps a group called 'extra' apart from the ungrouped list. */
export const namedGroupKey = (groupName: string): string => `g:${groupName}`

/** A usable exact_required: a whole number ≥ 0 (the API may send junk; junk means 'no requirement'). */
const wholeOrZero = (n: number): number => (Number.isFinite(n) && n > 0 ? Math.floor(n) : 0)

interface MutableGroup {
  key: string
  name: string
  mandatory: boolean
  exactRequired: number
  additional: boolean
  options: Array<AddonOption>
  seen: Set<number>
}

/**
 * The product's add-on groups in display order: named groups in the order their name first appears,
 * then the gathered ungrouped list (if any) last.
 *
 * Merging rules, when several add-ons share a group_name: the group is mandatory if any of them is,
 * exactRequired is the largest asked for, and options keep API order with a repeated option id
 * shown once (first wins, like addonOptionsById). A blank group_name counts as no group.
 * The gathered list is never mandatory and never limited (exactRequired 0): the spec presents it as
 * 'additional', and an ungrouped add-on has no group to name in the mandatory-group message.
 */
export const addonGroups = (product: Product): ReadonlyArray<AddonGroup> => {
  const named = new Map<string, MutableGroup>()
  const extra: MutableGroup = {
    key: EXTRA_GROUP_KEY,
    name: EXTRA_GROUP_TITLE.text,
    mandatory: false,
    exactRequired: 0,
    additional: true,
    options: [],
    seen: new Set(),
  }
  for (const addon of product.addons) {
    const groupName = addon.group_name?.trim() ?? ""
    let group: MutableGroup
    if (groupName === "") group = extra
    else {
      const key = namedGroupKey(groupName)
      const existing = named.get(key)
      group = existing ?? {
        key,
        name: groupName,
        mandatory: false,
        exactRequired: 0,
        additional: false,
        options: [],
        seen: new Set(),
      }
      if (!existing) named.set(key, group)
      group.mandatory ||= addon.required === "mandatory"
      group.exactRequired = Math.max(group.exactRequired, wholeOrZero(addon.exact_required))
    }
    for (const ing of addon.ingredients) {
      if (group.seen.has(ing.id)) continue
      group.seen.add(ing.id)
      group.options.push({ id: ing.id, name: ing.name, price: addonPrice(ing) })
    }
  }
  const all = [...named.values()]
  if (extra.options.length > 0) all.push(extra)
  return all.map(({ seen: _seen, ...group }) => group)
}

/**
 * The group's hint: 'Wybierz N' when more than one is required, 'Wybierz 1' when exactly one, else
 * none. Pass a translated template (with `{n}`) to localise the N case; the default is the spec's text.
 */
export const addonGroupHint = (
  group: Pick<AddonGroup, "exactRequired">,
  chooseN: string = CHOOSE_N_HINT.text,
  chooseOne: string = CHOOSE_ONE_HINT.text,
): string | null => {
  if (group.exactRequired > 1) return fillTemplate(chooseN, { n: group.exactRequired })
  if (group.exactRequired === 1) return chooseOne
  return null
}

/** The badge a group carries: 'Wymagane' when mandatory, else none. */
export const addonGroupBadge = (group: Pick<AddonGroup, "mandatory">): typeof REQUIRED_BADGE | null =>
  group.mandatory ? REQUIRED_BADGE : null
