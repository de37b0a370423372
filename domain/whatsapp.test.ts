import { describe, expect, it } from 'vitest'
import { DEFAULT_MONEY_FORMAT } from './money'
import { whatsAppLink, whatsAppOrderText } from './whatsapp'

const ars = DEFAULT_MONEY_FORMAT

describe('whatsApp hand-off', () => {
  it('lists each line at its discounted price, then the total', () => {
    const text = whatsAppOrderText(
      [
        { quantity: 1, name: 'Fugazzeta', total: 11_600 },
        { quantity: 2, name: 'Flan Casero', total: 9000 },
      ],
      22_100,
      ars,
    )
    expect(text).toBe('1 x Fugazzeta $11.600\n2 x Flan Casero $9.000\nTotal: $22.100')
  })

  it("opens the local's number with the code, the text and the payment link", () => {
    const link = whatsAppLink({
      phone: '+54 9 11 4000-0002',
      code: 'AB12CD',
      text: '1 x Fugazzeta $11.600\nTotal: $11.600',
      paymentUrl: 'http://localhost:3000/pago-sandbox/AB12CD',
    })
    const url = new URL(link)
    expect(url.origin + url.pathname).toBe('https://wa.me/5491140000002')
    expect(url.searchParams.get('text')).toBe(
      'Pedido AB12CD\n1 x Fugazzeta $11.600\nTotal: $11.600\nhttp://localhost:3000/pago-sandbox/AB12CD',
    )
    expect(
      new URL(whatsAppLink({ phone: '1', code: 'X', text: 't', paymentUrl: null })).searchParams.get('text'),
    ).toBe('Pedido X\nt')
  })
})
