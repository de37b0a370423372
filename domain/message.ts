/**
 * What a rule or a machine wants the user to read, without knowing the language.
 * The key names an entry of the Spanish catalogue (i18n/es.ts) as 'area.name'.
 * A money parameter is passed as { money } so the view formats it with the local's country.
 */
export type MessageParam = string | number | { money: number }

export interface Message {
  key: string
  params?: Record<string, MessageParam>
}

export const message = (key: string, params?: Record<string, MessageParam>): Message =>
  params ? { key, params } : { key }
