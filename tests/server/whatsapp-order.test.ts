import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_MONEY_FORMAT, formatMoney } from '../../domain/money'
import { whatsAppMessage } from '../../domain/whatsapp'
import { t as say } from '../../i18n/t'
import { branchContact } from '../../server/db/schema'
import { buildOrder, type DemoIds, demoIds, ok, type Schemas } from './helpers/ordering'
import { createTestApp, type TestApp } from './helpers/test-app'

let t: TestApp
let ids: DemoIds

beforeAll(async () => {
  t = await createTestApp()
  ids = await demoIds(t.db)
})
afterAll(() => t?.close())

const get = (url: string) => t.app.inject({ method: 'GET', url })

describe("the order's answer carries what its WhatsApp message names (issue 32)", () => {
  it('the phone, and whether the local takes its orders by WhatsApp', async () => {
    const { payload } = await buildOrder(t, ids, {
      mode: 'DELIVERY',
      lines: [
        {
          plate: 'Hamburguesa Completa',
          garnishes: { Extras: { Cheddar: 1, Panceta: 1 } },
          notes: 'sin cebolla',
        },
      ],
      phone: '+5491130000044',
      change: 500,
    })
    const created = ok<Schemas['OrderCreated']>(
      await t.app.inject({ method: 'POST', url: '/api/order', payload }),
      'OrderCreated',
      201,
    )
    const url = `/api/diner/pizzeria-demo-palermo/order/${created.code}`
    const byConsole = ok<Schemas['Order']>(await get(url), 'Order')
    expect(byConsole.takenByWhatsApp).toBe(false)
    // as the order keeps it, normalised (E.164)
    expect(byConsole.phone).toMatch(/^\+54\d*1130000044$/)

    await t.db.update(branchContact).set({ ordersConsole: false }).where(eq(branchContact.id, ids.palermo))
    try {
      const order = ok<Schemas['Order']>(await get(url), 'Order')
      expect(order.takenByWhatsApp).toBe(true)
      const text = whatsAppMessage(order, {
        say: (m) => say(m, (amount) => formatMoney(amount, DEFAULT_MONEY_FORMAT)),
        timeZone: 'America/Argentina/Buenos_Aires',
        origin: 'http://localhost',
      })
      for (const fact of [
        `Pedido ${created.code}`,
        '\nDelivery\n',
        'Dirección: Av. Santa Fe 3500',
        `Teléfono: ${byConsole.phone}`,
        '1 x Hamburguesa Completa',
        '   + Cheddar\n   + Panceta\n   Nota: sin cebolla',
        'Pago: ',
        `Paga con ${formatMoney(order.total + 500)}`,
        `Total: ${formatMoney(order.total)}`,
      ])
        expect(text).toContain(fact)
    } finally {
      await t.db.update(branchContact).set({ ordersConsole: true }).where(eq(branchContact.id, ids.palermo))
    }
  })
})
