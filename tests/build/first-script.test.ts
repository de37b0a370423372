import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const dist = join(process.cwd(), 'dist')

interface ManifestChunk {
  file: string
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}
const manifest = (): Record<string, ManifestChunk> =>
  JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'))

/** Every chunk a chunk imports statically, itself included. */
function staticClosure(
  all: Record<string, ManifestChunk>,
  key: string,
  seen = new Set<string>(),
): Set<string> {
  if (seen.has(key)) return seen
  seen.add(key)
  for (const imported of all[key]?.imports ?? []) staticClosure(all, imported, seen)
  return seen
}

// A rendered page paints before the app's code is fetched (src/boot.ts, server/plugins/prerender.ts): the
// page's first script must stay small and must not pull the app (React included) in with it.
describe("the page's first script", () => {
  it('imports only what it shares with the app, and loads the app itself lazily', () => {
    const all = manifest()
    const first = staticClosure(all, 'index.html')
    const files = [...first].map((key) => all[key]?.file ?? key)
    expect(
      files.every((file) => /assets\/(index|boot)-[\w-]+\.js$/.test(file)),
      files.join(', '),
    ).toBe(true)
    expect(all['index.html']?.dynamicImports).toContain('src/main.tsx')
    const bytes = files.reduce((sum, file) => sum + readFileSync(join(dist, file)).length, 0)
    expect(bytes).toBeLessThan(8 * 1024)
  })
})
