import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
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
let slowSignal: AbortSignal | undefined
let callAfterAbort: unknown
const prerender: Prerender = async (url, transport, options) => {
  renders += 1
  if (url.startsWith('/menu/inventada')) return { html: '<p>No existe</p>', state: '', status: 404 }
  if (url === '/menu/lenta') {
    slowSignal = options?.signal
    await new Promise((resolve) => slowSignal?.addEventListener('abort', resolve))
    callAfterAbort = await transport(new Request('http://x/api/menu')).catch((error: unknown) => error)
    throw slowSignal?.reason
  }
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

  it('renders an expired page once for 50 requests that arrive while it renders', async () => {
    await render('/menu/b')
    const before = renders
    clock += 10_001
    const pages = await Promise.all(Array.from({ length: 50 }, () => drawing('/menu/b', log)))
    expect(renders).toBe(before + 1)
    expect(new Set(pages).size).toBe(1)
  })

  it("keys a page by its route's parameters: spellings of one page share its render", async () => {
    const first = await drawing('/menu/c', log)
    const before = renders
    expect(await drawing('/menu/c/', log)).toBe(first)
    expect(await drawing('/menu/%63', log)).toBe(first)
    expect(renders).toBe(before)
  })
})

describe('made-up pages', () => {
  it('are 404s, never kept: 10,000 of them leave the real pages cached', async () => {
    const real = await drawing('/menu/a', log)
    const before = renders
    for (let i = 0; i < 10_000; i++) {
      const page = await drawing(`/menu/inventada-${i}`, log)
      expect(page?.status).toBe(404)
    }
    expect(renders).toBe(before + 10_000)
    expect(await drawing('/menu/a', log)).toBe(real)
    expect(renders).toBe(before + 10_000)
  }, 120_000)
})

describe('a render past its deadline', () => {
  it('is aborted: its signal fires and it may read the API no more', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      const drawn = drawing('/menu/lenta', log)
      await vi.advanceTimersByTimeAsync(1500)
      expect(await drawn).toBeUndefined()
    } finally {
      vi.useRealTimers()
    }
    expect(slowSignal?.aborted).toBe(true)
    await vi.waitFor(() => expect(callAfterAbort).toBeInstanceOf(Error))
  })
})
