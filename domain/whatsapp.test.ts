import { describe, expect, it } from 'vitest'
import { t } from '../i18n/t'
import type { Message } from './message'
import { DEFAULT_MONEY_FORMAT, formatMoney } from './money'
import {
  WHATSAPP_LINK_MAX,
  type WhatsAppOrder,
  whatsAppLink,
  whatsAppMessage,
  whatsAppText,
} from './whatsapp'

const words = {
  say: (message: Message) => t(message, (amount) => formatMoney(amount, DEFAULT_MONEY_FORMAT)),
  timeZone: 'America/Argentina/Buenos_Aires',
  origin: 'https://tucan.example/menu/pizzeria-demo-flores/checkout',
}

const LOCAL = '+54 9 11 4000-0004'

/** A delivery at Flores: a burger with two extras and a note, a flan, cash with change. */
const delivery: WhatsAppOrder = {
  code: 'J3PTQ7XK',
  type: 'DELIVERY',
  items: [
    {
      name: 'Hamburguesa Completa',
      quantity: 2,
      accPrice: 27_000,
      notes: 'sin cebolla',
      extras: [
        { name: 'Cheddar', quantity: 1 },
        { name: 'Panceta', quantity: 1 },
      ],
    },
    { name: 'Pizza Muzzarella (Grande)', quantity: 1, accPrice: 13_500, notes: null, extras: [] },
  ],
  itemsPrice: 40_500,
  surcharges: [{ name: 'Recargo nocturno', amount: 500 }],
  discounts: [{ name: 'Código BIENVENIDA', amount: 4_050 }],
  deliveryFee: 1_200,
  userServiceFee: 300,
  total: 38_450,
  notes: 'Tocar timbre 3B',
  destination: { fullAddress: 'Av. Rivadavia 7000, Flores, CABA' },
  betweenStreets: 'Nazca y Artigas',
  details: 'Depto 3B',
  customerName: 'Ana Pérez',
  phone: '+5491130000044',
  paymentType: { paymentMethod: 'CASH', showName: 'Efectivo' },
  paysWith: 50_000,
  paymentInfo: { paymentUrl: null },
  scheduled: false,
  scheduledAt: null,
}

describe('the WhatsApp message of an order', () => {
  it('names every field the kitchen and the rider need, in blocks', () => {
    expect(whatsAppMessage(delivery, words)).toBe(
      [
        'Pedido J3PTQ7XK',
        'Delivery',
        'Dirección: Av. Rivadavia 7000, Flores, CABA',
        'Entrecalles: Nazca y Artigas',
        'Aclaraciones: Depto 3B',
        '',
        'Cliente: Ana Pérez',
        'Teléfono: +5491130000044',
        '',
        '2 x Hamburguesa Completa $27.000',
        '   + Cheddar',
        '   + Panceta',
        '   Nota: sin cebolla',
        '1 x Pizza Muzzarella (Grande) $13.500',
        '',
        'Notas del pedido: Tocar timbre 3B',
        '',
        'Subtotal: $40.500',
        'Recargo nocturno: $500',
        'Código BIENVENIDA: -$4.050',
        'Envío: $1.200',
        'Tasa de Servicio: $300',
        'Total: $38.450',
        '',
        'Pago: Efectivo',
        'Paga con $50.000',
        'Vuelto: $11.550',
      ].join('\n'),
    )
  })

  it('writes a table, a take-away, a self-service number and a scheduled time in the local time zone', () => {
    const base = { ...delivery, destination: null, betweenStreets: null, details: null }
    expect(whatsAppMessage({ ...base, type: 'TABLE', tableUid: '12' }, words)).toMatch(
      /^Pedido J3PTQ7XK\nMesa 12\n\n/,
    )
    expect(whatsAppMessage({ ...base, type: 'TABLE', tableUid: ' ' }, words)).toMatch(/\nEn la mesa\n/)
    expect(whatsAppMessage({ ...base, type: 'TAKE_AWAY' }, words)).toMatch(
      /^Pedido J3PTQ7XK\nRetiro en local\n\n/,
    )
    expect(whatsAppMessage({ ...base, type: 'SELF_SERVICE', displayNumber: 42 }, words)).toMatch(
      /\nAutoservicio · N\.º 42\n/,
    )
    expect(whatsAppMessage({ ...base, type: 'SELF_SERVICE' }, words)).toMatch(/\nAutoservicio\n/)
    const scheduled = whatsAppMessage(
      { ...base, type: 'TAKE_AWAY', scheduled: true, scheduledAt: '2026-12-24T23:30:00.000Z' },
      words,
    )
    expect(scheduled).toMatch(/^Pedido J3PTQ7XK\nRetiro en local\nProgramado para el 24\/12 a las 20:30\n\n/)
    // a time the answer does not carry, or not scheduled, writes nothing
    expect(whatsAppMessage({ ...base, scheduled: true, scheduledAt: 'not a date' }, words)).not.toMatch(
      /Programado/,
    )
    expect(
      whatsAppMessage({ ...base, scheduled: false, scheduledAt: '2026-12-24T23:30:00.000Z' }, words),
    ).not.toMatch(/Programado/)
  })

  it('names the payment: card, a payment link made absolute, a method by its own name, exact cash', () => {
    const card = whatsAppMessage(
      { ...delivery, paymentType: { paymentMethod: 'ONLINE_CARD' }, paysWith: null },
      words,
    )
    expect(card).toMatch(/\nPago: Tarjeta$/)
    const link = whatsAppMessage(
      {
        ...delivery,
        paymentType: { paymentMethod: 'PAYMENT_LINK', showName: null },
        paysWith: 50_000,
        paymentInfo: { paymentUrl: '/pago-sandbox/ws_1' },
      },
      words,
    )
    expect(link).toMatch(/\nPago: Link de pago\nLink de pago: https:\/\/tucan\.example\/pago-sandbox\/ws_1$/)
    expect(link).not.toMatch(/Paga con/)
    expect(
      whatsAppMessage(
        { ...delivery, paymentType: { paymentMethod: 'CASH', showName: 'Contado' }, paysWith: 38_450 },
        words,
      ),
    ).toMatch(/\nPago: Contado\nPaga con \$38\.450$/)
    expect(whatsAppMessage({ ...delivery, paysWith: null }, words)).toMatch(/\nPago: Efectivo$/)
    expect(whatsAppMessage({ ...delivery, paymentType: undefined, paysWith: null }, words)).toMatch(
      /Total: \$38\.450$/,
    )
  })

  it('leaves out what the order does not have: fees, discounts, customer, notes, extras quantities', () => {
    const bare: WhatsAppOrder = {
      code: 'X1',
      type: 'TAKE_AWAY',
      items: [
        {
          name: 'Flan Casero',
          quantity: 3,
          accPrice: 13_500,
          extras: [{ name: 'Dulce de leche', quantity: 2 }],
        },
      ],
      itemsPrice: 13_500,
      total: 13_500,
    }
    expect(whatsAppMessage(bare, words)).toBe(
      [
        'Pedido X1',
        'Retiro en local',
        '',
        '3 x Flan Casero $13.500',
        '   + 2 x Dulce de leche',
        '',
        'Subtotal: $13.500',
        'Total: $13.500',
      ].join('\n'),
    )
  })

  it('keeps special characters and line breaks typed by the diner readable, on one line each', () => {
    const text = whatsAppMessage(
      {
        ...delivery,
        customerName: '  José "Pepe" O\'Brien & Cía 🍕 ',
        items: [{ name: 'Fugazzeta', quantity: 1, accPrice: 11_600, notes: 'bien\ncocida\t#1 ?&=%' }],
      },
      words,
    )
    expect(text).toContain('\nCliente: José "Pepe" O\'Brien & Cía 🍕\n')
    expect(text).toContain('\n   Nota: bien cocida #1 ?&=%\n')
    const link = whatsAppLink(LOCAL, { ...delivery, customerName: 'José & Cía 🍕 ?=#' }, words)
    expect(whatsAppText(link)).toContain('Cliente: José & Cía 🍕 ?=#')
  })
})

describe('the wa.me link', () => {
  it("opens the local's number with the whole message", () => {
    const link = whatsAppLink(LOCAL, delivery, words)
    const url = new URL(link)
    expect(url.origin + url.pathname).toBe('https://wa.me/5491140000004')
    expect(whatsAppText(link)).toBe(whatsAppMessage(delivery, words))
    expect(link.length).toBeLessThanOrEqual(WHATSAPP_LINK_MAX)
  })

  const longOrder = (lines: number, noteLength: number): WhatsAppOrder => ({
    ...delivery,
    notes: 'Dejar en portería. '.repeat(10),
    items: Array.from({ length: lines }, (_, i) => ({
      name: `Hamburguesa Completa ${i + 1}`,
      quantity: 1,
      accPrice: 11_000,
      notes: 'n'.repeat(noteLength),
      extras: [
        { name: 'Cheddar', quantity: 1 },
        { name: 'Panceta', quantity: 2 },
      ],
    })),
  })

  it("drops the lines' notes first when the message is too long", () => {
    const order = longOrder(6, 200)
    expect(encodeURIComponent(whatsAppMessage(order, words)).length).toBeGreaterThan(WHATSAPP_LINK_MAX)
    const text = whatsAppText(whatsAppLink(LOCAL, order, words))
    expect(text).not.toContain('Nota: ')
    expect(text).toContain('   + 2 x Panceta')
    expect(text).toContain('Notas del pedido: Dejar en portería.')
    expect(text).toContain('Hamburguesa Completa 6')
  })

  it('then folds the extras onto their line, then drops the order notes, never the essentials', () => {
    const folded = whatsAppText(whatsAppLink(LOCAL, longOrder(14, 0), words))
    expect(folded).toContain('1 x Hamburguesa Completa 14 $11.000 (+ Cheddar, 2 x Panceta)')
    expect(folded).not.toContain('   + Cheddar')
    const many = longOrder(22, 0)
    const shortest = whatsAppLink(LOCAL, many, words)
    expect(shortest.length).toBeLessThanOrEqual(WHATSAPP_LINK_MAX)
    const text = whatsAppText(shortest)
    expect(text).not.toContain('Notas del pedido')
    for (const kept of [
      'Pedido J3PTQ7XK',
      'Dirección: ',
      'Cliente: Ana Pérez',
      'Total: $38.450',
      'Paga con $50.000',
    ])
      expect(text).toContain(kept)
  })

  it('counts the last lines instead of listing them when even that does not fit', () => {
    const order = longOrder(60, 0)
    const link = whatsAppLink(LOCAL, order, words)
    expect(link.length).toBeLessThanOrEqual(WHATSAPP_LINK_MAX)
    const text = whatsAppText(link)
    expect(text).toMatch(/\n… y \d+ productos más \$[\d.]+\n/)
    expect(text).toContain('1 x Hamburguesa Completa 1 $11.000')
    expect(text).toContain('Total: $38.450')
  })

  it('cuts a text that cannot fit at all by whole characters, ending in an ellipsis', () => {
    const huge = { ...delivery, customerName: '🍕'.repeat(1500) }
    const link = whatsAppLink(LOCAL, huge, words)
    expect(link.length).toBeLessThanOrEqual(WHATSAPP_LINK_MAX)
    const text = whatsAppText(link)
    expect(text.endsWith('…')).toBe(true)
    expect(text.startsWith('Pedido J3PTQ7XK\nDelivery')).toBe(true)
    expect(text).not.toContain('Hamburguesa')
    expect(text).not.toContain('\uFFFD')
  })

  it('takes a tighter limit when given one', () => {
    const link = whatsAppLink(LOCAL, delivery, words, 700)
    expect(link.length).toBeLessThanOrEqual(700)
    const text = whatsAppText(link)
    expect(text).toContain('\n2 x Hamburguesa Completa $27.000 (+ Cheddar, Panceta)\n')
    expect(text).not.toContain('Nota')
    expect(text).toContain('Total: $38.450')
    expect(text).toContain('Paga con $50.000')
  })
})
