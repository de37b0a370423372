import { type Message, message } from './message'

/**
 * Garnish (optional extras) groups of a plate and the diner's choices in them (1-storefront.md §5).
 * A multiple-selection group takes several garnishes, each with a quantity, up to the group's maximum in
 * total; a single-selection group takes one garnish, whose quantity may go up to the maximum.
 */

export interface GarnishOption {
  id: number
  name: string
  price: number
  visible: boolean
}

export interface GarnishGroup {
  id: number
  name: string
  mandatory: boolean
  multipleSelection: boolean
  minGarnishAmount: number
  maxGarnishAmount: number
  garnishes: readonly GarnishOption[]
}

/** garnishId → quantity, within one group; garnishes at 0 are left out */
export type GroupSelection = Readonly<Record<string, number>>
/** groupId → that group's selection */
export type GarnishSelection = Readonly<Record<string, GroupSelection>>

export type SelectionChange = { ok: true; selection: GroupSelection } | { ok: false; error: Message }

export const groupTotal = (selection: GroupSelection = {}) =>
  Object.values(selection).reduce((sum, quantity) => sum + quantity, 0)

/** A garnish the diner can pick: one of the group's, and visible. */
export const isGarnishOffered = (group: GarnishGroup, garnishId: number) =>
  group.garnishes.some((g) => g.id === garnishId && g.visible)

/** The least a single-selection choice must reach: the group's minimum, and at least one. */
const singleMinimum = (group: GarnishGroup) => Math.max(1, group.minGarnishAmount)

/**
 * Whether a group's choices let the plate be added. A mandatory multiple-selection group needs a total
 * between its min and max (and at least one); a mandatory single-selection group needs one choice
 * reaching the minimum.
 * An optional group only may not go over its maximum.
 */
export function isGroupSatisfied(group: GarnishGroup, selection: GroupSelection = {}): boolean {
  const total = groupTotal(selection)
  if (total > group.maxGarnishAmount) return false
  if (!group.mandatory) return true
  if (group.multipleSelection) return total >= group.minGarnishAmount && total > 0
  return Object.values(selection).some((quantity) => quantity >= singleMinimum(group))
}

/** The first group that keeps the plate from being added, or null when every group is fine. */
export function firstUnsatisfiedGroup(
  groups: readonly GarnishGroup[],
  selection: GarnishSelection,
): number | null {
  return groups.find((group) => !isGroupSatisfied(group, selection[String(group.id)]))?.id ?? null
}

export const garnishIncompleteMessage = () => message('cart.garnishIncomplete')

/**
 * One more of a garnish. In a multiple-selection group the group's total may not pass its maximum; in a
 * single-selection group another garnish replaces the choice, and the chosen one may not pass the maximum.
 */
export function incrementGarnish(
  group: GarnishGroup,
  selection: GroupSelection,
  garnishId: number,
): SelectionChange {
  if (!isGarnishOffered(group, garnishId)) return { ok: true, selection }
  const key = String(garnishId)
  const current = selection[key] ?? 0
  if (group.multipleSelection) {
    if (groupTotal(selection) >= group.maxGarnishAmount)
      return { ok: false, error: message('cart.garnishGroupMaximum') }
    return { ok: true, selection: { ...selection, [key]: current + 1 } }
  }
  if (current === 0) return { ok: true, selection: { [key]: 1 } }
  if (current >= group.maxGarnishAmount) return { ok: false, error: message('cart.garnishMaximum') }
  return { ok: true, selection: { [key]: current + 1 } }
}

/** The single-selection choice (a radio button): this garnish, once, instead of any other. */
export function chooseGarnish(
  group: GarnishGroup,
  selection: GroupSelection,
  garnishId: number,
): GroupSelection {
  if (!isGarnishOffered(group, garnishId)) return selection
  return { [String(garnishId)]: 1 }
}

export function decrementGarnish(selection: GroupSelection, garnishId: number): GroupSelection {
  const key = String(garnishId)
  const current = selection[key] ?? 0
  if (current <= 1) {
    const { [key]: _, ...rest } = selection
    return rest
  }
  return { ...selection, [key]: current - 1 }
}
