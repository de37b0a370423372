import { describe, expect, it } from 'vitest'
import { lookup } from './app-catalogue'
import { es } from './es'

// The order engine's texts are the server's own (problem details), never rendered by the web app.
const SERVER_ONLY = new Set(['engine'])
const SCREEN_AREAS = [
  'ordering',
  'delivery',
  'console',
  'guide',
  'support',
  'counter-board',
  'admin',
] as const

const keysOf = (area: keyof typeof es) => Object.keys(es[area]).map((name) => `${area}.${name}`)

describe("the web app's catalogue", () => {
  it('starts with the storefront texts only, not those of the checkout, the riders or the console', () => {
    expect(keysOf('storefront').every((key) => lookup(key) !== undefined)).toBe(true)
    expect(keysOf('cart').every((key) => lookup(key) !== undefined)).toBe(true)
    for (const area of ['checkout', 'shipment', 'orderConsole', 'guide'] as const)
      expect(
        keysOf(area).some((key) => lookup(key) !== undefined),
        area,
      ).toBe(false)
  })

  it('has every text of the catalogue, word for word, once the screens have added their areas', async () => {
    for (const screens of SCREEN_AREAS) await import(`./areas/${screens}.ts`)
    for (const area of Object.keys(es) as (keyof typeof es)[]) {
      if (SERVER_ONLY.has(area)) continue
      for (const [name, text] of Object.entries(es[area])) expect(lookup(`${area}.${name}`), area).toBe(text)
    }
  })
})
