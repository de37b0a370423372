import { describe, expect, it } from 'vitest'
import { checkSandboxCard, SANDBOX_TEST_CARDS } from './sandbox-cards'

const now = new Date('2026-11-25T12:00:00Z')
const valid = { cardExpiry: '12/30', cardSecurityCode: '123' }

describe('sandbox test cards', () => {
  it('names the brand and the outcome of every listed card', () => {
    const results = SANDBOX_TEST_CARDS.map((card) =>
      checkSandboxCard(
        { ...valid, cardNumber: card.number, cardSecurityCode: card.number.startsWith('3') ? '1234' : '123' },
        now,
      ),
    )
    expect(results.map((r) => (r.ok ? [r.paymentMethodId, r.outcome, r.lastFour] : r.field))).toEqual([
      ['visa', 'APPROVED', '3704'],
      ['master', 'APPROVED', '4444'],
      ['amex', 'APPROVED', '7522'],
      ['visa', 'REJECTED', '0002'],
      ['master', 'REJECTED', '5100'],
    ])
  })

  it('reads numbers typed with spaces', () => {
    expect(checkSandboxCard({ ...valid, cardNumber: '4509 9535 6623 3704' }, now).ok).toBe(true)
  })

  it('refuses numbers that are not test cards or fail the check digit', () => {
    expect(checkSandboxCard({ ...valid, cardNumber: '4509953566233705' }, now)).toEqual({
      ok: false,
      field: 'cardNumber',
    })
    expect(checkSandboxCard({ ...valid, cardNumber: '4111111111111111' }, now)).toEqual({
      ok: false,
      field: 'cardNumber',
    })
  })

  it('refuses an expired or malformed expiry and keeps the current month valid', () => {
    const card = { ...valid, cardNumber: '4509953566233704' }
    expect(checkSandboxCard({ ...card, cardExpiry: '10/26' }, now)).toEqual({
      ok: false,
      field: 'cardExpiry',
    })
    expect(checkSandboxCard({ ...card, cardExpiry: '13/30' }, now)).toEqual({
      ok: false,
      field: 'cardExpiry',
    })
    expect(checkSandboxCard({ ...card, cardExpiry: '1230' }, now)).toEqual({ ok: false, field: 'cardExpiry' })
    expect(checkSandboxCard({ ...card, cardExpiry: '11/26' }, now).ok).toBe(true)
  })

  it('asks four digits of security code for American Express and three for the rest', () => {
    expect(checkSandboxCard({ ...valid, cardNumber: '371180303257522' }, now)).toEqual({
      ok: false,
      field: 'cardSecurityCode',
    })
    expect(
      checkSandboxCard({ ...valid, cardNumber: '4509953566233704', cardSecurityCode: '12' }, now),
    ).toEqual({ ok: false, field: 'cardSecurityCode' })
  })
})
