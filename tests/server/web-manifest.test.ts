import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './helpers/test-app'

describe('GET /manifest/{alias}', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t?.close())

  it("gives a local's manifest its name, its branch's colour and a start at its menu", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/manifest/pizzeria-demo-palermo' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('application/manifest+json')
    expect(response.json()).toMatchObject({
      name: 'Pizzería Demo Palermo',
      start_url: '/menu/pizzeria-demo-palermo',
      display: 'standalone',
      theme_color: '#C0392B',
      lang: 'es',
    })
    expect(response.json().icons).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ sizes: '192x192' }),
        expect.objectContaining({ sizes: '512x512' }),
      ]),
    )
  })

  it('serves a branch and a company too, with the default colour where none is set', async () => {
    const branch = (await t.app.inject({ method: 'GET', url: '/manifest/cafe-demo' })).json()
    expect(branch).toMatchObject({ name: 'Café Demo', start_url: '/cafe-demo', theme_color: '#F78700' })
    const company = (await t.app.inject({ method: 'GET', url: '/manifest/demo-gastronomia' })).json()
    expect(company).toMatchObject({ name: 'Demo Gastronomía', start_url: '/demo-gastronomia' })
  })

  it('answers 404 problem+json for an unknown or malformed alias', async () => {
    for (const alias of ['no-existe', '.hidden', '%00x', 'a'.repeat(300)]) {
      const response = await t.app.inject({ method: 'GET', url: `/manifest/${alias}` })
      expect(response.statusCode, alias).toBe(404)
      expect(response.headers['content-type']).toContain('application/problem+json')
    }
  })
})
