import { formatCount } from '../domain/figures'
import type { Message, MessageParam } from '../domain/message'

export type MoneyFormatter = (amount: number) => string
export type CountFormatter = (count: number) => string

/** The Spanish text for a key in a catalogue of areas, or undefined when it has no such entry. */
export function lookupIn(areas: Readonly<Record<string, Readonly<Record<string, string>>>>, key: string) {
  const dot = key.indexOf('.')
  if (dot < 0) return undefined
  return areas[key.slice(0, dot)]?.[key.slice(dot + 1)]
}

// Spanish has 'one' and 'other' (and 'many' for round millions, which reads as 'other': "1.000.000 de
// ítems" is not a form the catalogue needs). One rule object for every render.
const pluralRules = new Intl.PluralRules('es')

/** 'one' or 'other': which form of a noun agrees with a number ('1 ítem', '0 ítems', '2 ítems'). */
export const pluralCategory = (count: number): 'one' | 'other' =>
  pluralRules.select(count) === 'one' ? 'one' : 'other'

/** Counts read with the default thousands separator ('5.000') unless a screen passes its country's. */
const groupCount: CountFormatter = (count) => formatCount(count)

function renderParam(value: MessageParam, formatMoney: MoneyFormatter): string {
  if (typeof value === 'object') return formatMoney(value.money)
  return String(value)
}

// A plural placeholder, in the ICU form translators know: {count, plural, one {# ítem} other {# ítems}}.
// '#' is the number, written with thousands separators.
const PLURAL = /\{(\w+), plural, one \{([^{}]*)\} other \{([^{}]*)\}\}/g
const SIMPLE = /\{(\w+)\}/g

/**
 * Fills a template's placeholders. The server uses it for the texts it sends whole (problem details), so
 * plural forms agree there too.
 */
export function fillTemplate(
  template: string,
  params: Readonly<Record<string, MessageParam>> | undefined,
  formatMoney: MoneyFormatter = String,
  formatCount: CountFormatter = groupCount,
): string {
  if (!params) return template
  return template
    .replace(PLURAL, (whole, name: string, one: string, other: string) => {
      const value = params[name]
      if (typeof value !== 'number') return whole
      return (pluralCategory(value) === 'one' ? one : other).replaceAll('#', formatCount(value))
    })
    .replace(SIMPLE, (whole, name: string) => {
      const value = params[name]
      return value === undefined ? whole : renderParam(value, formatMoney)
    })
}

/**
 * Renders a message. An unknown key is a programming error, so it throws instead of showing the key
 * to a diner; tests walk every machine path through this function to catch them.
 */
export function renderMessage(
  lookup: (key: string) => string | undefined,
  msg: Message | string,
  formatMoney: MoneyFormatter = String,
  formatCount: CountFormatter = groupCount,
): string {
  const { key, params } = typeof msg === 'string' ? { key: msg, params: undefined } : msg
  const template = lookup(key)
  if (template === undefined) throw new Error(`Missing Spanish text for '${key}'`)
  return fillTemplate(template, params, formatMoney, formatCount)
}
