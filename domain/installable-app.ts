import { isInstagramBrowser } from './analytics'
import { branchTheme, type ColorConfig } from './colour'
import type { OrderModeType } from './order-mode'

/**
 * The storefront as an installed app (1-storefront.md §2, §4): a manifest per branch, the install prompt
 * where the branch allows it, and the back arrow where the browser gives none.
 */

export interface InstallPromptConfig {
  installPromptEnabled?: boolean
  installPromptOrderModes?: readonly OrderModeType[]
}

/**
 * The install prompt is offered when the browser has one to give, the branch allows it, and the diner is
 * in one of the order modes it names (every mode when it names none); never on a kiosk or table tablet,
 * nor inside the installed app itself.
 */
export function showsInstallPrompt(input: {
  config: InstallPromptConfig | null | undefined
  modeType: OrderModeType | null
  standalone: boolean
  kiosk: boolean
  promptAvailable: boolean
}): boolean {
  const { config, modeType } = input
  if (!input.promptAvailable || input.standalone || input.kiosk) return false
  if (config?.installPromptEnabled !== true || modeType === null) return false
  const modes = config.installPromptOrderModes ?? []
  return modes.length === 0 || modes.includes(modeType)
}

/** A back arrow where the browser shows none: the installed app, and Instagram's in-app browser. */
export const showsBackArrow = (input: { standalone: boolean; userAgent: string }) =>
  input.standalone || isInstagramBrowser(input.userAgent)

export interface WebManifest {
  name: string
  short_name: string
  id: string
  start_url: string
  scope: string
  display: 'standalone'
  lang: 'es'
  theme_color: string
  background_color: string
  icons: { src: string; sizes: string; type: string; purpose?: string }[]
}

export const APP_ICONS: WebManifest['icons'] = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
]

/** Home-screen labels are cut around 12 characters; the short name keeps the first words that fit. */
export function shortName(name: string, max = 12): string {
  const trimmed = name.trim()
  if (trimmed.length <= max) return trimmed
  let result = ''
  for (const word of trimmed.split(/\s+/)) {
    const next = result ? `${result} ${word}` : word
    if (next.length > max) break
    result = next
  }
  return result || trimmed.slice(0, max)
}

/** The manifest of a storefront: its name and its branch's colours, opening where the link pointed. */
export function webManifest(input: {
  name: string
  startPath: string
  colorConfig?: ColorConfig | null
}): WebManifest {
  const theme = branchTheme(input.colorConfig)
  return {
    name: input.name,
    short_name: shortName(input.name),
    id: input.startPath,
    start_url: input.startPath,
    scope: '/',
    display: 'standalone',
    lang: 'es',
    theme_color: theme.variables['--color-main'],
    background_color: theme.variables['--color-background'],
    icons: APP_ICONS,
  }
}
