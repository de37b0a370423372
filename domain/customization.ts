import type { OrderModeType } from './order-mode'

/**
 * Menu customizations delivered by the server (1-storefront.md §3): each names a resource, a theme
 * (DEFAULT, BANNER, IMPACT) and commands as JSON text, an invalid text counting as an empty object.
 */
export const CUSTOMIZATION_THEMES = ['DEFAULT', 'BANNER', 'IMPACT'] as const
export type CustomizationTheme = (typeof CUSTOMIZATION_THEMES)[number]

export interface Customization {
  resource: string
  displayType?: string | null
  theme?: CustomizationTheme
  commands: string
}

/**
 * The spec's default for complex address inputs ("applies to branch contact 11327 by default"); a
 * COMPLEX_ADDRESS_INPUTS customization replaces the list.
 */
export const DEFAULT_COMPLEX_ADDRESS_CONTACTS: readonly number[] = [11327]

export function parseCommands(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text)
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {}
  } catch {
    return {}
  }
}

const find = (list: readonly Customization[], resource: string) =>
  list.find((c) => c.resource.toUpperCase() === resource)

/** Whether the local asks for postal code, province and locality in the address modal. */
export function usesComplexAddressInputs(list: readonly Customization[], branchContactId: number): boolean {
  const entry = find(list, 'COMPLEX_ADDRESS_INPUTS')
  const ids = entry ? parseCommands(entry.commands).branchContactList : DEFAULT_COMPLEX_ADDRESS_CONTACTS
  return Array.isArray(ids) && ids.some((id) => Number(id) === branchContactId)
}

export interface PromotionalBanner {
  text: string
  theme: CustomizationTheme
  /** colours and borders the commands may set; absent ones follow the branch's promotional colour */
  backgroundColor: string | null
  textColor: string | null
  borderColor: string | null
  imageUrl: string | null
  imagePosition: 'left' | 'right' | 'top'
}

const HEX = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/
const colour = (value: unknown) => (typeof value === 'string' && HEX.test(value) ? value : null)
const httpUrl = (value: unknown) =>
  typeof value === 'string' && /^(https:\/\/|\/)/.test(value) ? value : null

/**
 * The promotional banner for a mode, or null: none configured, no text, or configured for another
 * mode (commands.orderModeType; absent means every mode).
 */
export function promotionalBanner(
  list: readonly Customization[],
  modeType: OrderModeType | null,
): PromotionalBanner | null {
  const entry = find(list, 'PROMOTIONAL_BANNER')
  if (!entry) return null
  const commands = parseCommands(entry.commands)
  const text = typeof commands.text === 'string' ? commands.text.trim() : ''
  if (text === '') return null
  const forMode = commands.orderModeType
  if (typeof forMode === 'string' && modeType !== null && forMode !== modeType) return null
  const position = commands.imagePosition
  return {
    text,
    theme: entry.theme ?? 'DEFAULT',
    backgroundColor: colour(commands.backgroundColor),
    textColor: colour(commands.textColor),
    borderColor: colour(commands.borderColor),
    imageUrl: httpUrl(commands.imageUrl),
    imagePosition: position === 'left' || position === 'top' ? position : 'right',
  }
}
