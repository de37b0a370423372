import type { components } from '../../contract/schema'

/**
 * A plate of a local's menu in one mode as the server answers it (with its category and the mode's id), so
 * a map's stored cart is built from what the diner's page would read.
 */
export async function servedPlate(origin: string, alias: string, modeType: string, name: string) {
  const read = async <T>(path: string) => (await (await fetch(new URL(path, origin))).json()) as T
  const contact = await read<components['schemas']['BranchContact']>(`/api/diner/branchcontacts/${alias}`)
  const mode = contact.deliveryConfig.orderModes.find((m) => m.type === modeType)
  if (!mode) throw new Error(`${alias} has no ${modeType}`)
  const menu = await read<components['schemas']['Menu']>(`/api/diner/${alias}/menu/${mode.id}`)
  const category = menu.categories.find((c) => c.plates.some((p) => p.name === name))
  const plate = category?.plates.find((p) => p.name === name)
  if (!category || !plate) throw new Error(`no ${name} on ${alias}'s ${modeType} menu`)
  return { plate, category, modeId: mode.id }
}
