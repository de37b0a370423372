import { describe, expect, it } from 'vitest'
import {
  ANALYTICS_SESSION_MS,
  analyticsLogs,
  isOrderPath,
  placeOf,
  routeEvents,
  touchSession,
  trafficSource,
} from './analytics'

const types = (from: string | null, to: string) => routeEvents(from, to).map((e) => e.type)

describe('analytics rules', () => {
  it('reads the traffic source: the link names it, else instagram inside that app, else DIRECT', () => {
    expect(trafficSource('newsletter', 'Mozilla/5.0 Instagram 300.0')).toBe('newsletter')
    expect(trafficSource(undefined, 'Mozilla/5.0 (iPhone) Instagram 300.0.0.1')).toBe('instagram')
    expect(trafficSource('  ', 'Mozilla/5.0 Chrome/120')).toBe('DIRECT')
  })

  it('logs a missing campaign and a missing full address', () => {
    expect(analyticsLogs({ campaignId: null, fullAddress: null })).toEqual([
      'No tenemos campaignId!',
      'No tiene fullAddress este comensal',
    ])
    expect(analyticsLogs({ campaignId: 'c1', fullAddress: 'Av. Santa Fe 3500' })).toEqual([])
    expect(analyticsLogs({ campaignId: ' ', fullAddress: 'x' })).toEqual(['No tenemos campaignId!'])
  })

  it('keeps a session alive for 10 minutes after each event, then starts another', () => {
    const first = touchSession(null, 1000, 'a')
    expect(first).toEqual({ id: 'a', expiresAt: 1000 + ANALYTICS_SESSION_MS })
    const kept = touchSession(first, 1000 + ANALYTICS_SESSION_MS - 1, 'b')
    expect(kept.id).toBe('a')
    expect(touchSession(kept, kept.expiresAt, 'c').id).toBe('c')
  })

  it('reads storefront paths', () => {
    expect(placeOf('/pizzeria-demo')).toEqual({ page: 'landing', alias: 'pizzeria-demo' })
    expect(placeOf('/menu/x/delivery/Pizzas/Pizza%20Muzzarella')).toEqual({
      page: 'menu',
      alias: 'x',
      mode: 'delivery',
      category: 'Pizzas',
      plate: 'Pizza Muzzarella',
    })
    expect(placeOf('/menu/x/preview')).toEqual({ page: 'preview', alias: 'x' })
    expect(isOrderPath('/menu/x/order/AB12')).toBe(true)
    expect(isOrderPath('/menu/x/delivery')).toBe(false)
    expect(placeOf('/logistics/x/shipments')).toEqual({ page: 'other' })
    expect(placeOf('/menu/%E0%A4%A')).toEqual({ page: 'modeSelection', alias: '%E0%A4%A' })
  })

  it('derives the events of moving through the storefront', () => {
    expect(types(null, '/menu/x/delivery')).toEqual([])
    expect(types(null, '/menu/x/delivery/Pizzas/7')).toEqual(['ITEM_VIEW'])
    expect(types('/pizzeria-demo', '/menu/x')).toEqual(['BRANCH_CONTACT_SELECT'])
    expect(types('/menu/x', '/menu/x/delivery')).toEqual(['ORDER_MODE_SELECT'])
    expect(types('/menu/x/delivery', '/menu/x/take-away')).toEqual(['ORDER_MODE_SELECT'])
    expect(types('/menu/x/preview', '/menu/x/delivery')).toEqual([])
    expect(types('/menu/x/delivery/Pizzas', '/menu/x/delivery/Pizzas/7')).toEqual(['ITEM_VIEW'])
    expect(types('/menu/x/delivery/Pizzas/7', '/menu/x/delivery/Pizzas/7')).toEqual([])
    expect(types('/menu/x/delivery', '/menu/x/preview')).toEqual(['VIEW_ORDER_SUMMARY'])
    expect(types('/menu/x/preview', '/menu/x/checkout')).toEqual(['CONTINUE_TO_CHECKOUT'])
    expect(types('/menu/x/checkout', '/menu/x/order/AB12')).toEqual(['CREATE_ORDER'])
    expect(types(null, '/menu/x/order/AB12')).toEqual([])
    expect(types('/menu/x/delivery', '/logistics/x/shipments')).toEqual([])
    expect(routeEvents('/menu/x/delivery/Pizzas', '/menu/x/delivery/Pizzas/7')[0]).toEqual({
      type: 'ITEM_VIEW',
      alias: 'x',
      context: { plate: '7', category: 'Pizzas', mode: 'delivery' },
    })
  })
})
