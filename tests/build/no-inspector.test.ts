import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const assets = join(process.cwd(), 'dist', 'assets')

describe('production bundle', () => {
  it('is built', () => {
    expect(existsSync(join(process.cwd(), 'dist', 'index.html'))).toBe(true)
  })

  it('contains no inspector code', () => {
    const scripts = readdirSync(assets).filter((f) => f.endsWith('.js'))
    expect(scripts.length).toBeGreaterThan(0)
    const offenders = scripts.filter((f) =>
      /stately\.ai|createBrowserInspector/.test(readFileSync(join(assets, f), 'utf8')),
    )
    expect(offenders).toEqual([])
  })
})
