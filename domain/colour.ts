/**
 * Per-branch colours: the defaults of the storefront spec (§9), the dark/light reading of colorConfig and
 * the contrast rule (text on a colour is white or black, whichever has the higher WCAG contrast ratio).
 */

export interface Rgb {
  r: number
  g: number
  b: number
}

export type ColorModeType = 'LIGHT' | 'DARK' | 'AUTO'

/** The colour fields a branch's generalConfig.colorConfig may carry; every one is optional. */
export interface ColorConfig {
  buttonBorderedColorLight?: string | null
  buttonBorderedColorDark?: string | null
  lightMainColor?: string | null
  darkMainColor?: string | null
  promotionalBannerColorLight?: string | null
  promotionalBannerColorDark?: string | null
  mainBackgroundColorLight?: string | null
  mainBackgroundColorDark?: string | null
  mainTextColorLight?: string | null
  mainTextColorDark?: string | null
  descriptionTextColorLight?: string | null
  descriptionTextColorDark?: string | null
  colorModeType?: string | null
}

export const WHITE = '#FFFFFF'
export const BLACK = '#000000'

/** The spec gives no default description colour; these keep ≥ 4.5:1 on the default backgrounds. */
export const DEFAULT_COLOURS = {
  light: {
    buttonBorder: '#2bbf66',
    main: '#F78700',
    banner: '#F78700',
    background: '#f5f5f5',
    text: '#1C1C1C',
    description: '#5E5E5E',
  },
  dark: {
    buttonBorder: '#2bbf66',
    main: '#F78700',
    banner: '#F78700',
    background: '#272524',
    text: '#FFFFFF',
    description: '#C4C4C4',
  },
} as const

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i

/** Reads #rgb, #rgba, #rrggbb or #rrggbbaa (alpha ignored); anything else is undefined. */
export function parseHex(colour: string | null | undefined): Rgb | undefined {
  const match = HEX.exec(colour?.trim() ?? '')
  if (!match?.[1]) return undefined
  let hex = match[1]
  if (hex.length <= 4) hex = [...hex].map((c) => c + c).join('')
  return {
    r: Number.parseInt(hex.slice(0, 2), 16),
    g: Number.parseInt(hex.slice(2, 4), 16),
    b: Number.parseInt(hex.slice(4, 6), 16),
  }
}

export function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`.toUpperCase()
}

function channel(value: number): number {
  const c = value / 255
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
}

/** WCAG 2 relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance({ r, g, b }: Rgb): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
}

/** WCAG 2 contrast ratio, 1 to 21, symmetric in its arguments. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const la = relativeLuminance(a)
  const lb = relativeLuminance(b)
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05)
}

const WHITE_RGB: Rgb = { r: 255, g: 255, b: 255 }
const BLACK_RGB: Rgb = { r: 0, g: 0, b: 0 }

/** White or black, whichever reads better on the background; a tie goes to white. */
export function contrastText(background: Rgb): typeof WHITE | typeof BLACK {
  return contrastRatio(background, WHITE_RGB) >= contrastRatio(background, BLACK_RGB) ? WHITE : BLACK
}

export function resolveColorMode(type: string | null | undefined, prefersDark: boolean): 'LIGHT' | 'DARK' {
  const normalised = type?.toUpperCase()
  if (normalised === 'DARK') return 'DARK'
  if (normalised === 'AUTO') return prefersDark ? 'DARK' : 'LIGHT'
  return 'LIGHT'
}

export type ThemeVariable =
  | '--color-main'
  | '--color-main-contrast'
  | '--color-button-border'
  | '--color-banner'
  | '--color-banner-contrast'
  | '--color-background'
  | '--color-text'
  | '--color-description'

export interface BranchTheme {
  mode: 'LIGHT' | 'DARK'
  variables: Record<ThemeVariable, string>
}

function pick(value: string | null | undefined, fallback: string): Rgb {
  return parseHex(value) ?? (parseHex(fallback) as Rgb)
}

/**
 * The CSS variables of a branch. Unreadable colours fall back to the defaults of their mode, so a typo in
 * the back office never leaves a diner with invisible text.
 */
export function branchTheme(config: ColorConfig | null | undefined, prefersDark = false): BranchTheme {
  const mode = resolveColorMode(config?.colorModeType, prefersDark)
  const dark = mode === 'DARK'
  const defaults = dark ? DEFAULT_COLOURS.dark : DEFAULT_COLOURS.light
  const main = pick(dark ? config?.darkMainColor : config?.lightMainColor, defaults.main)
  const banner = pick(
    dark ? config?.promotionalBannerColorDark : config?.promotionalBannerColorLight,
    defaults.banner,
  )
  return {
    mode,
    variables: {
      '--color-main': toHex(main),
      '--color-main-contrast': contrastText(main),
      '--color-button-border': toHex(
        pick(
          dark ? config?.buttonBorderedColorDark : config?.buttonBorderedColorLight,
          defaults.buttonBorder,
        ),
      ),
      '--color-banner': toHex(banner),
      '--color-banner-contrast': contrastText(banner),
      '--color-background': toHex(
        pick(dark ? config?.mainBackgroundColorDark : config?.mainBackgroundColorLight, defaults.background),
      ),
      '--color-text': toHex(
        pick(dark ? config?.mainTextColorDark : config?.mainTextColorLight, defaults.text),
      ),
      '--color-description': toHex(
        pick(
          dark ? config?.descriptionTextColorDark : config?.descriptionTextColorLight,
          defaults.description,
        ),
      ),
    },
  }
}
