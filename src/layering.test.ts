import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = resolve(import.meta.dirname, '..')
// The composition root: it hands the lazily loaded kiosk shell to the router context.
const ENTRY = 'src/main.tsx'

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`
    if (entry.isDirectory()) return sources(path)
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : []
  })
}

/** Every module a file names: static imports and re-exports, dynamic import() and import type. */
function specifiers(file: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8')
  const found = [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm)]
  return found.map((match) => match[1] as string)
}

/** The repo folder (top level) a relative specifier lands in, or null for a package. */
function layerOf(file: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null
  return relative(ROOT, resolve(ROOT, dirname(file), specifier)).split(/[\\/]/)[0] ?? null
}

const reaching = (dir: string, layer: string) =>
  sources(dir).flatMap((file) =>
    specifiers(file)
      .filter((specifier) => layerOf(file, specifier) === layer)
      .map((specifier) => `${file} → ${specifier}`),
  )

describe('layering: the kiosk reuses the web app, never the other way', () => {
  it('no file of src/ imports kiosk/, except the entry that composes them', () => {
    expect(reaching('src', 'kiosk').filter((line) => !line.startsWith(`${ENTRY} `))).toEqual([])
  })

  it('the entry loads the kiosk shell lazily, so no phone visit downloads it', () => {
    const text = readFileSync(join(ROOT, ENTRY), 'utf8')
    expect(text).toMatch(/import\(\s*'\.\.\/kiosk\/kiosk-shell'\s*\)/)
    expect(text).not.toMatch(/from\s*'\.\.\/kiosk\//)
  })

  it('the scanner resolves each import to its top-level folder and finds real ones', () => {
    expect(layerOf('src/features/x/y.tsx', '../../../kiosk/kiosk-shell')).toBe('kiosk')
    expect(layerOf('src/lib/x.ts', './y')).toBe('src')
    expect(layerOf('src/lib/x.ts', 'react')).toBeNull()
    expect(reaching('kiosk', 'src').length).toBeGreaterThan(0)
  })
})

describe('toasts go through src/ui/toast.ts', () => {
  it('no file but the toast wrapper and its host imports sonner: a direct toast would meet no toaster', () => {
    const direct = ['src', 'kiosk'].flatMap((dir) =>
      sources(dir).filter((file) => !file.startsWith('src/ui/toast') && specifiers(file).includes('sonner')),
    )
    expect(direct).toEqual([])
  })
})

describe('layering: what the server and the browser share lives outside both', () => {
  it('no file of server/ imports src/ (the built prerender bundle in dist/ is read as a file)', () => {
    expect(reaching('server', 'src')).toEqual([])
  })

  it('the catalogue and the contract types import neither the web app nor the server', () => {
    const shared = ['i18n', 'contract', 'domain', 'machines']
    const lines = shared.flatMap((dir) => [...reaching(dir, 'src'), ...reaching(dir, 'server')])
    expect(lines).toEqual([])
  })

  it('the server reads the Spanish catalogue and the contract types from their own folders', () => {
    expect(reaching('server', 'i18n').length).toBeGreaterThan(0)
  })
})
