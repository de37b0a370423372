import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPageDrawing } from '../../server/plugins/page-drawing'
import type { Prerender } from '../../server/plugins/prerender'

// A stand-in API whose answer the test changes, and a stand-in prerender that counts its drawings.
const api = Fastify({ logger: false })
let menuName = 'Pizzas'
api.get('/api/menu', async () => ({ name: menuName }))
api.get('/api/missing', async (_request, reply) => reply.code(404).send({ title: 'Not Found' }))

let drawings = 0
const prerender: Prerender = async (url, transport) => {
  drawings += 1
  const menu = (await (await transport(new Request('http://x/api/menu'))).json()) as { name: string }
  const missing = await transport(new Request('http://x/api/missing'))
  return `<p>${url} ${menu.name} ${missing.status}</p>`
}

let clock = 0
const log = api.log
const drawing = createPageDrawing(api, prerender, { ttlMs: 1000, now: () => clock })
const draw = async (url: string, answers: Map<string, string>, logger: typeof log) =>
  (await drawing(url, answers, logger))?.html

beforeAll(() => api.ready())
afterAll(() => api.close())

describe('drawing storefront pages', () => {
  it("draws a page from the API's answers and adds every answer it read to the page's own", async () => {
    const answers = new Map<string, string>()
    expect(await draw('/menu/a', answers, log)).toBe('<p>/menu/a Pizzas 404</p>')
    expect([...answers]).toEqual([['/api/menu', '{"name":"Pizzas"}']])
  })

  it('reuses a drawing while every answer it was drawn from is the same, and draws again when one changes', async () => {
    const before = drawings
    expect(await draw('/menu/a', new Map(), log)).toBe('<p>/menu/a Pizzas 404</p>')
    expect(drawings).toBe(before)
    menuName = 'Empanadas'
    expect(await draw('/menu/a', new Map(), log)).toBe('<p>/menu/a Empanadas 404</p>')
    expect(drawings).toBe(before + 1)
  })

  it('draws again once a drawing is older than its time to live, whatever the answers', async () => {
    const before = drawings
    clock += 1001
    expect(await draw('/menu/a', new Map(), log)).toBe('<p>/menu/a Empanadas 404</p>')
    expect(drawings).toBe(before + 1)
  })

  it('uses the answers the page already carries instead of asking the API again', async () => {
    const carried = new Map([['/api/menu', '{"name":"Postres"}']])
    expect(await draw('/menu/b', carried, log)).toBe('<p>/menu/b Postres 404</p>')
  })
})
