import { copy, fillTemplate } from "../i18n/copy"
import type { AddonGroup } from "./groups"
import { type AddonSelection, chosenInGroup } from "./selection"

/** The message of a mandatory group left empty; `{group}` is the group's name (SPEC §5's Polish text is its translation). */
export const MANDATORY_GROUP_MESSAGE = copy("choose-at-least-one-option", "Choose at least one option from {group}")

/** A mandatory group with nothing (that it offers) chosen: what blocks the add, and what a refusal marks. */
export const groupNeedsChoice = (group: AddonGroup, selection: AddonSelection): boolean =>
  group.mandatory && chosenInGroup(group, selection).length === 0

/** The message of one group needing a choice, shown in the group itself after a refused add. */
export const groupMessage = (group: AddonGroup, template: string = MANDATORY_GROUP_MESSAGE.text): string =>
  fillTemplate(template, { group: group.name })

/**
 * One message per mandatory group with nothing chosen, in group order; empty when adding may go on.
 * Only options the group offers count as chosen. Pass a translated template to localise the text.
 */
export const validateMandatoryGroups = (
  groups: ReadonlyArray<AddonGroup>,
  selection: AddonSelection,
  template: string = MANDATORY_GROUP_MESSAGE.text,
): ReadonlyArray<string> => groups.filter((g) => groupNeedsChoice(g, selection)).map((g) => groupMessage(g, template))

/**
 * The messages of all groups as the one text the validation callback shows: one message per line
 * ("\n"), so the UI renders them with `white-space: pre-line` or splits them back into a list.
 */
export const joinValidationMessages = (messages: ReadonlyArray<string>): string => messages.join("\n")
