import { describe, expect, it } from 'vitest'
import { shortName, showsBackArrow, showsInstallPrompt, webManifest } from './installable-app'

const base = {
  config: { installPromptEnabled: true, installPromptOrderModes: ['DELIVERY', 'TAKE_AWAY'] as const },
  modeType: 'DELIVERY' as const,
  standalone: false,
  kiosk: false,
  promptAvailable: true,
}

describe('installable app', () => {
  it('offers the install prompt only where the branch allows it and the browser has one', () => {
    expect(showsInstallPrompt(base)).toBe(true)
    expect(showsInstallPrompt({ ...base, modeType: 'TABLE' })).toBe(false)
    expect(showsInstallPrompt({ ...base, modeType: null })).toBe(false)
    expect(showsInstallPrompt({ ...base, config: { installPromptEnabled: false } })).toBe(false)
    expect(showsInstallPrompt({ ...base, config: undefined })).toBe(false)
    expect(showsInstallPrompt({ ...base, config: { installPromptEnabled: true }, modeType: 'TABLE' })).toBe(
      true,
    )
    expect(showsInstallPrompt({ ...base, standalone: true })).toBe(false)
    expect(showsInstallPrompt({ ...base, kiosk: true })).toBe(false)
    expect(showsInstallPrompt({ ...base, promptAvailable: false })).toBe(false)
  })

  it('shows the back arrow in the installed app and inside Instagram only', () => {
    expect(showsBackArrow({ standalone: true, userAgent: 'Chrome' })).toBe(true)
    expect(showsBackArrow({ standalone: false, userAgent: 'Mozilla/5.0 Instagram 310.0' })).toBe(true)
    expect(showsBackArrow({ standalone: false, userAgent: 'Mozilla/5.0 Chrome/120' })).toBe(false)
  })

  it("builds a branch's manifest with its name and colour", () => {
    const manifest = webManifest({
      name: 'Pizzería Demo Palermo',
      startPath: '/menu/pizzeria-demo-palermo',
      colorConfig: { lightMainColor: '#C0392B' },
    })
    expect(manifest).toMatchObject({
      name: 'Pizzería Demo Palermo',
      short_name: 'Pizzería',
      start_url: '/menu/pizzeria-demo-palermo',
      display: 'standalone',
      theme_color: '#C0392B',
    })
    expect(manifest.icons.map((icon) => icon.sizes)).toContain('512x512')
    expect(webManifest({ name: 'Café', startPath: '/cafe-demo' }).theme_color).toBe('#F78700')
  })

  it('cuts the short name at a word', () => {
    expect(shortName('Café Demo')).toBe('Café Demo')
    expect(shortName('Pizzería Demo Palermo')).toBe('Pizzería')
    expect(shortName('Supercalifragilistico')).toBe('Supercalifra')
  })
})
