import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'
import type { MachineModel } from '../../machines/graph/model'
import { noticesOf, uiCover, uiCoverage } from '../ui-paths/ui-cover'
import { scriptOf, type UiMap } from '../ui-paths/ui-map'

// Without a browser: every UI map accounts for its machine (each event and state node, each gap with a
// reason) and reads as a Spanish script; tests/e2e/ui-paths-*.test.ts then walk the same cover in Chromium.

const root = fileURLToPath(new URL('../..', import.meta.url))
const load = async <T>(dir: string, suffix: string, is: (value: unknown) => value is T) => {
  const found: T[] = []
  for (const file of readdirSync(join(root, dir)).filter((f) => f.endsWith(suffix))) {
    const mod = (await import(pathToFileURL(join(root, dir, file)).href)) as Record<string, unknown>
    found.push(...Object.values(mod).filter(is))
  }
  return found
}
const isMap = (value: unknown): value is UiMap =>
  typeof value === 'object' && value !== null && 'states' in value && 'where' in value
const isModel = (value: unknown): value is MachineModel =>
  typeof value === 'object' && value !== null && 'machine' in value && 'events' in value

const maps = await load('tests/ui-paths/maps', '.ts', isMap)
const models = await load('machines', '.model.ts', isModel)
const shards = readdirSync(join(root, 'tests/e2e'))
  .filter((f) => f.startsWith('ui-paths-') && f.endsWith('.test.ts'))
  .map((f) => readFileSync(join(root, 'tests/e2e', f), 'utf8'))

describe('UI maps', () => {
  it.each(maps.map((map) => [map.machine, map] as const))(
    '%s: accounted for, replayed by a shard',
    (name, map) => {
      const model = models.find((m) => m.name === name)
      expect(model).toBeDefined()
      if (!model) return
      // the cover once: a larger graph (the kiosk's 445 paths) takes seconds to walk
      const paths = uiCover(model, map)
      const coverage = uiCoverage(model, map, paths)
      expect(coverage.mapGaps).toEqual([])
      expect(coverage.unjustified).toEqual([])
      for (const path of paths) {
        const script = scriptOf(map, path, noticesOf(model, map, path))
        expect(script[0]).toMatch(/^Abre \//)
        // every line is Spanish for a person: no catalogue key or event type leaks into it
        for (const line of script) expect(line).not.toMatch(/\b[a-z]+\.[a-z][A-Za-z]+\b(?!…)/)
      }
      // the map's file bears the machine's name, and one e2e shard imports it
      expect(shards.some((source) => source.includes(`/maps/${name}'`))).toBe(true)
    },
    30_000,
  )
})
