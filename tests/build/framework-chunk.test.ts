import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const dist = join(process.cwd(), 'dist')

interface ManifestChunk {
  file: string
  name?: string
  imports?: string[]
  css?: string[]
}
const manifest = (): Record<string, ManifestChunk> =>
  JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'))

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(folder, entry.name)) : [join(folder, entry.name)],
  )
}

const reactVersion = JSON.parse(
  readFileSync(join(process.cwd(), 'node_modules/react-dom/package.json'), 'utf8'),
).version as string

describe('the built app runs React', () => {
  it("starts the app with React's own framework chunk: react-dom's client checks react is its version", () => {
    const all = manifest()
    const framework = Object.values(all).find((chunk) => chunk.name === 'framework')
    expect(framework, 'a framework chunk').toBeDefined()
    expect(all['src/main.tsx']?.imports?.map((key) => all[key]?.file)).toContain(framework?.file)
    const code = readFileSync(join(dist, framework?.file ?? ''), 'utf8')
    expect(code).toContain('react.transitional.element')
    expect(code).toContain(`!==\`${reactVersion}\``)
  })

  it('holds no Preact anywhere in dist/, the browser app and the server renderer alike', () => {
    const withPreact = filesUnder(dist)
      .filter((file) => /\.(js|html)$/.test(file))
      .filter((file) => /preact/i.test(readFileSync(file, 'utf8')))
      .map((file) => relative(dist, file))
    expect(withPreact).toEqual([])
  })

  it('renders on the server with react-dom/server of the same version', () => {
    const renderer = join(dist, 'prerender', 'entry-prerender.js')
    expect(existsSync(renderer)).toBe(true)
    const code = readFileSync(renderer, 'utf8')
    // react-dom/server checks the react it renders with is its own version, as the client does.
    expect(code).toContain(`react-dom:  ${reactVersion}`)
    expect(code).toContain('prerenderToNodeStream')
  })

  it('links the stylesheet from the page, so a rendered page paints before any script runs', () => {
    const css = manifest()['index.html']?.css ?? []
    expect(css.length).toBe(1)
    expect(readFileSync(join(dist, 'index.html'), 'utf8')).toContain(`href="/${css[0]}"`)
  })
})
