import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { MUTATIONS, mutate } from './mutations'

// The mutation score's list stays applicable as the views change: each mutation's text is in its file
// once, and the shard it names replays its machine's map. (The score itself is a run of minutes:
// `npx tsx scripts/qa-report/mutations.ts`, its table in README's QA section.)
const root = fileURLToPath(new URL('../..', import.meta.url))

describe('the view mutations of the mutation score', () => {
  it('are at least ten, each told apart', () => {
    expect(MUTATIONS.length).toBeGreaterThanOrEqual(10)
    expect(new Set(MUTATIONS.map((m) => m.what)).size).toBe(MUTATIONS.length)
  })

  it.each(MUTATIONS.map((m) => [m.what, m] as const))('%s: applies once, replayed by its shard', (_, m) => {
    const text = readFileSync(join(root, m.file), 'utf8')
    const mutated = mutate(text, m)
    expect(mutated).not.toBe(text)
    expect(mutated).toContain(m.to)
    const shard = readFileSync(join(root, 'tests/e2e', `ui-paths-${m.shard}.test.ts`), 'utf8')
    expect(shard).toContain(`/maps/${m.machine}'`)
  })

  it('refuses a text that is not there, or not once', () => {
    const m = MUTATIONS[0]
    if (!m) throw new Error('no mutation')
    expect(() => mutate('nothing here', m)).toThrow(/exactly once/)
    expect(() => mutate(`${m.from}${m.from}`, m)).toThrow(/exactly once/)
  })
})
