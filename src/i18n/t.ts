import type { Message, MessageParam } from '../../domain/message'
import { es } from './es'

export type MoneyFormatter = (amount: number) => string

const catalogue = es as unknown as Record<string, Record<string, string>>

/** The Spanish text for a key, or undefined when the catalogue has no such entry. */
export function lookup(key: string): string | undefined {
  const dot = key.indexOf('.')
  if (dot < 0) return undefined
  return catalogue[key.slice(0, dot)]?.[key.slice(dot + 1)]
}

function renderParam(value: MessageParam, formatMoney: MoneyFormatter): string {
  if (typeof value === 'object') return formatMoney(value.money)
  return String(value)
}

/**
 * Renders a message. An unknown key is a programming error, so it throws instead of showing the key
 * to a diner; tests walk every machine path through this function to catch them.
 */
export function t(msg: Message | string, formatMoney: MoneyFormatter = String): string {
  const { key, params } = typeof msg === 'string' ? { key: msg, params: undefined } : msg
  const template = lookup(key)
  if (template === undefined) throw new Error(`Missing Spanish text for '${key}'`)
  if (!params) return template
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name]
    return value === undefined ? whole : renderParam(value, formatMoney)
  })
}
