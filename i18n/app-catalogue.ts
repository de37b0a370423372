import type { Message } from '../domain/message'
import type { es } from './es'
import { type CountFormatter, lookupIn, type MoneyFormatter, renderMessage } from './render'
import { storefrontAreas } from './storefront-areas'

type Catalogue = typeof es

/**
 * The web app's catalogue: the areas every storefront page may show, loaded with the app. The areas of
 * screens a menu never shows (checkout, riders, console…) come with those screens' code, which adds them
 * (i18n/areas/), so a phone opening the menu does not download their text.
 */
const areas: Partial<Record<keyof Catalogue, Readonly<Record<string, string>>>> = { ...storefrontAreas }

export function addAreas(more: Partial<Catalogue>): void {
  Object.assign(areas, more)
}

export const lookup = (key: string): string | undefined => lookupIn(areas, key)

export const t = (
  msg: Message | string,
  formatMoney?: MoneyFormatter,
  formatCount?: CountFormatter,
): string => renderMessage(lookup, msg, formatMoney, formatCount)
