import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  BLACK,
  branchTheme,
  contrastRatio,
  contrastText,
  parseHex,
  type Rgb,
  relativeLuminance,
  resolveColorMode,
  toHex,
  WHITE,
} from './colour'

const rgb = fc.record({
  r: fc.integer({ min: 0, max: 255 }),
  g: fc.integer({ min: 0, max: 255 }),
  b: fc.integer({ min: 0, max: 255 }),
})
const white: Rgb = { r: 255, g: 255, b: 255 }
const black: Rgb = { r: 0, g: 0, b: 0 }
const hexToRgb = (hex: string) => parseHex(hex) as Rgb

describe('parseHex', () => {
  it('reads the usual spellings', () => {
    expect(parseHex('#C0392B')).toEqual({ r: 192, g: 57, b: 43 })
    expect(parseHex('c0392b')).toEqual({ r: 192, g: 57, b: 43 })
    expect(parseHex('#fff')).toEqual(white)
    expect(parseHex('#00000080')).toEqual(black)
    expect(parseHex(' #2bbf66 ')).toEqual({ r: 43, g: 191, b: 102 })
  })

  it('rejects what is not a hex colour', () => {
    for (const bad of ['', 'red', '#12', '#12345', '#ggg', 'rgb(1,2,3)', null, undefined]) {
      expect(parseHex(bad)).toBeUndefined()
    }
  })

  it('round-trips through toHex', () => {
    fc.assert(
      fc.property(rgb, (c) => {
        expect(parseHex(toHex(c))).toEqual(c)
      }),
    )
  })
})

describe('WCAG contrast', () => {
  it('matches the reference values', () => {
    expect(relativeLuminance(white)).toBeCloseTo(1, 6)
    expect(relativeLuminance(black)).toBe(0)
    expect(contrastRatio(white, black)).toBeCloseTo(21, 6)
    expect(contrastRatio(hexToRgb('#777777'), white)).toBeCloseTo(4.48, 2)
  })

  it('is symmetric and between 1 and 21', () => {
    fc.assert(
      fc.property(rgb, rgb, (a, b) => {
        const ratio = contrastRatio(a, b)
        expect(ratio).toBeCloseTo(contrastRatio(b, a), 10)
        expect(ratio).toBeGreaterThanOrEqual(1)
        expect(ratio).toBeLessThanOrEqual(21.0000001)
      }),
    )
  })
})

describe('contrastText', () => {
  it('puts white on the demo red and black on the default orange', () => {
    expect(contrastText(hexToRgb('#C0392B'))).toBe(WHITE)
    expect(contrastText(hexToRgb('#F78700'))).toBe(BLACK)
    expect(contrastText(hexToRgb('#2bbf66'))).toBe(BLACK)
    expect(contrastText(black)).toBe(WHITE)
    expect(contrastText(white)).toBe(BLACK)
  })

  it('never picks the colour with the lower contrast ratio', () => {
    fc.assert(
      fc.property(rgb, (background) => {
        const chosen = contrastText(background) === WHITE ? white : black
        const other = chosen === white ? black : white
        expect(contrastRatio(background, chosen)).toBeGreaterThanOrEqual(contrastRatio(background, other))
      }),
    )
  })

  it('always reaches at least 4.58:1, the best the worse case can do', () => {
    fc.assert(
      fc.property(rgb, (background) => {
        const chosen = contrastText(background) === WHITE ? white : black
        expect(contrastRatio(background, chosen)).toBeGreaterThanOrEqual(4.58)
      }),
    )
  })
})

describe('resolveColorMode', () => {
  it('reads LIGHT, DARK and AUTO in any case, defaulting to light', () => {
    expect(resolveColorMode('DARK', false)).toBe('DARK')
    expect(resolveColorMode('dark', false)).toBe('DARK')
    expect(resolveColorMode('LIGHT', true)).toBe('LIGHT')
    expect(resolveColorMode('auto', true)).toBe('DARK')
    expect(resolveColorMode('AUTO', false)).toBe('LIGHT')
    expect(resolveColorMode(undefined, true)).toBe('LIGHT')
    expect(resolveColorMode('SEPIA', false)).toBe('LIGHT')
  })
})

describe('branchTheme', () => {
  it('uses the spec defaults when the branch sets nothing', () => {
    expect(branchTheme(undefined)).toEqual({
      mode: 'LIGHT',
      variables: {
        '--color-main': '#F78700',
        '--color-main-contrast': BLACK,
        '--color-button-border': '#2BBF66',
        '--color-banner': '#F78700',
        '--color-banner-contrast': BLACK,
        '--color-background': '#F5F5F5',
        '--color-text': '#1C1C1C',
        '--color-description': '#5E5E5E',
      },
    })
    const dark = branchTheme({ colorModeType: 'DARK' })
    expect(dark.mode).toBe('DARK')
    expect(dark.variables['--color-background']).toBe('#272524')
    expect(dark.variables['--color-text']).toBe('#FFFFFF')
  })

  it('themes the demo pizzeria in its red with white text on it', () => {
    const theme = branchTheme({ lightMainColor: '#C0392B', colorModeType: 'LIGHT' })
    expect(theme.variables['--color-main']).toBe('#C0392B')
    expect(theme.variables['--color-main-contrast']).toBe(WHITE)
  })

  it('reads the dark fields in dark mode and ignores the light ones', () => {
    const theme = branchTheme({
      colorModeType: 'DARK',
      lightMainColor: '#111111',
      darkMainColor: '#eeeeee',
      mainBackgroundColorDark: '#000',
      promotionalBannerColorDark: '#123456',
    })
    expect(theme.variables['--color-main']).toBe('#EEEEEE')
    expect(theme.variables['--color-main-contrast']).toBe(BLACK)
    expect(theme.variables['--color-background']).toBe('#000000')
    expect(theme.variables['--color-banner']).toBe('#123456')
    expect(theme.variables['--color-banner-contrast']).toBe(WHITE)
  })

  it('falls back to the default for a colour it cannot read', () => {
    const theme = branchTheme({ lightMainColor: 'rojo', mainTextColorLight: '#12' })
    expect(theme.variables['--color-main']).toBe('#F78700')
    expect(theme.variables['--color-text']).toBe('#1C1C1C')
  })

  it('keeps the default description text readable on the default backgrounds', () => {
    for (const mode of ['LIGHT', 'DARK']) {
      const { variables } = branchTheme({ colorModeType: mode })
      const ratio = contrastRatio(
        hexToRgb(variables['--color-description']),
        hexToRgb(variables['--color-background']),
      )
      expect(ratio).toBeGreaterThanOrEqual(4.5)
    }
  })
})
