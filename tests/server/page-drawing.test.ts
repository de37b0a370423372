import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPageDrawing } from '../../server/plugins/page-drawing'
import type { Prerender } from '../../server/plugins/prerender'

// A stand-in API whose answer the test changes, and a stand-in renderer that counts its renders.
const api = Fastify({ logger: false })
let menuName = 'Pizzas'
let menuReads = 0
api.get('/api/menu', async () => {
  menuReads += 1
  return { name: menuName }
})
api.get('/api/missing', async (_request, reply) => reply.code(404).send({ title: 'Not Found' }))

let renders = 0
const prerender: Prerender = async (url, transport) => {
  renders += 1
  const menu = (await (await transport(new Request('http://x/api/menu?b=2&a=1'))).json()) as { name: string }
  const missing = await transport(new Request('http://x/api/missing'))
  return { html: `<p>${url} ${menu.name} ${missing.status}</p>`, state: '' }
}

let clock = 0
const log = api.log
const drawing = createPageDrawing(api, prerender, { ttlMs: 10_000, recheckMs: 1000, now: () => clock })
const render = async (url: string) => (await drawing(url, log))?.html

beforeAll(() => api.ready())
afterAll(() => api.close())

describe('rendering storefront pages', () => {
  it("renders a page from the API's answers, 404s included", async () => {
    expect(await render('/menu/a')).toBe('<p>/menu/a Pizzas 404</p>')
  })

  it('serves the same page (the same object) without asking the API again within a second', async () => {
    const [before, reads] = [renders, menuReads]
    const first = await drawing('/menu/a', log)
    expect(await drawing('/menu/a', log)).toBe(first)
    expect([renders, menuReads]).toEqual([before, reads])
  })

  it('checks its answers once per second, however many ask meanwhile, and renders again when one changed', async () => {
    const [before, reads] = [renders, menuReads]
    clock += 1001
    const same = await Promise.all([drawing('/menu/a', log), drawing('/menu/a', log)])
    expect(same[0]).toBe(same[1])
    expect([renders, menuReads]).toEqual([before, reads + 1])
    menuName = 'Empanadas'
    clock += 1001
    expect(await render('/menu/a')).toBe('<p>/menu/a Empanadas 404</p>')
    expect(renders).toBe(before + 1)
  })

  it('renders again once a page is older than its time to live, whatever the answers', async () => {
    const before = renders
    clock += 10_001
    expect(await render('/menu/a')).toBe('<p>/menu/a Empanadas 404</p>')
    expect(renders).toBe(before + 1)
  })
})
