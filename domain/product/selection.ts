import type { AddonGroup } from "./groups"

/**
 * What the customer has ticked in the customisation modal: group key → chosen option ids. A group
 * with nothing chosen may be missing or hold []; both mean 'nothing chosen'.
 */
export type AddonSelection = Readonly<Record<string, ReadonlyArray<number>>>

export const emptySelection: AddonSelection = {}

/** Radio when exactly one option is asked for (SPEC §2); every other group is a set of checkboxes. */
export const selectionMode = (group: Pick<AddonGroup, "exactRequired">): "radio" | "checkbox" =>
  group.exactRequired === 1 ? "radio" : "checkbox"

/**
 * The group's new selection after a click on `optionId`.
 * - radio: choosing an option replaces the others; clicking the chosen one again clears the group.
 * - checkbox: a click toggles the option. When the group asks for N > 1 ('Wybierz N'), a click that
 *   would tick an (N+1)-th option is refused and the selection is returned unchanged (the same array),
 *   so the UI can disable the remaining boxes by asking `canTickMore`.
 * An id the group does not offer is ignored (unchanged), so a stale click cannot smuggle an option in.
 */
export const toggleAddonOption = (
  group: AddonGroup,
  current: ReadonlyArray<number>,
  optionId: number,
): ReadonlyArray<number> => {
  if (!group.options.some((o) => o.id === optionId)) return current
  const chosen = current.includes(optionId)
  if (selectionMode(group) === "radio") return chosen ? [] : [optionId]
  if (chosen) return current.filter((id) => id !== optionId)
  if (!canTickMore(group, current)) return current
  return [...current, optionId]
}

/** Whether another checkbox may be ticked: always, unless the group asks for N > 1 and N are ticked. */
export const canTickMore = (group: Pick<AddonGroup, "exactRequired">, current: ReadonlyArray<number>): boolean =>
  group.exactRequired <= 1 || current.length < group.exactRequired

/** The ids chosen in one group that the group really offers, in the group's option order. */
export const chosenInGroup = (group: AddonGroup, selection: AddonSelection): ReadonlyArray<number> => {
  const chosen = selection[group.key]
  if (!chosen || chosen.length === 0) return []
  return group.options.filter((o) => chosen.includes(o.id)).map((o) => o.id)
}

/**
 * The add-on ingredient ids to send with the cart line: group by group in display order, each group
 * in its option order (not click order, so equal choices give equal lines), each id at most once.
 * Keys of groups the product does not have are ignored.
 */
export const selectedAddonIds = (groups: ReadonlyArray<AddonGroup>, selection: AddonSelection): number[] => {
  const ids: number[] = []
  const seen = new Set<number>()
  for (const group of groups) {
    for (const id of chosenInGroup(group, selection)) {
      if (seen.has(id)) continue
      seen.add(id)
      ids.push(id)
    }
  }
  return ids
}
