import type { Message } from '../domain/message'
import { es } from './es'
import { type CountFormatter, lookupIn, type MoneyFormatter, renderMessage } from './render'

export type { MoneyFormatter }

/**
 * The whole catalogue, for the server, the tests and the path tool. The web app reads its own, which a
 * screen's code completes with the areas only it uses (i18n/app-catalogue.ts).
 */
export const lookup = (key: string): string | undefined => lookupIn(es, key)

export const t = (
  msg: Message | string,
  formatMoney?: MoneyFormatter,
  formatCount?: CountFormatter,
): string => renderMessage(lookup, msg, formatMoney, formatCount)
