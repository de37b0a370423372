import type { Message, MessageParam } from '../domain/message'

export type MoneyFormatter = (amount: number) => string

/** The Spanish text for a key in a catalogue of areas, or undefined when it has no such entry. */
export function lookupIn(areas: Readonly<Record<string, Readonly<Record<string, string>>>>, key: string) {
  const dot = key.indexOf('.')
  if (dot < 0) return undefined
  return areas[key.slice(0, dot)]?.[key.slice(dot + 1)]
}

function renderParam(value: MessageParam, formatMoney: MoneyFormatter): string {
  if (typeof value === 'object') return formatMoney(value.money)
  return String(value)
}

/**
 * Renders a message. An unknown key is a programming error, so it throws instead of showing the key
 * to a diner; tests walk every machine path through this function to catch them.
 */
export function renderMessage(
  lookup: (key: string) => string | undefined,
  msg: Message | string,
  formatMoney: MoneyFormatter = String,
): string {
  const { key, params } = typeof msg === 'string' ? { key: msg, params: undefined } : msg
  const template = lookup(key)
  if (template === undefined) throw new Error(`Missing Spanish text for '${key}'`)
  if (!params) return template
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name]
    return value === undefined ? whole : renderParam(value, formatMoney)
  })
}
