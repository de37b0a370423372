import { describe, expect, it } from 'vitest'
import { parseSearch, stringifySearch } from './search-serialization'
import { isKioskVisit, parseStorefrontSearch } from './storefront-search'

const read = (query: string) => parseStorefrontSearch(parseSearch(query))

describe('storefront search params', () => {
  it('reads every documented parameter as text, flags as booleans', () => {
    expect(
      read(
        '?campaignId=abc&abandoned=true&phone=1123456789&name=Ana%20Paz&source=instagram&tableNumber=05&allowedOM=delivery&invalidCustomRedirect=true',
      ),
    ).toEqual({
      campaignId: 'abc',
      abandoned: true,
      phone: '1123456789',
      name: 'Ana Paz',
      source: 'instagram',
      tableNumber: '05',
      allowedOM: ['delivery'],
      invalidCustomRedirect: true,
    })
  })

  it('collects repeated and comma-separated order modes into one list', () => {
    expect(read('?allowedOM=delivery&allowedOM=take-away,table&allowedOM=delivery').allowedOM).toEqual([
      'delivery',
      'take-away',
      'table',
    ])
  })

  it('turns %20 and + into spaces', () => {
    expect(read('?name=Cliente%20Demo').name).toBe('Cliente Demo')
    expect(read('?name=Cliente+Demo').name).toBe('Cliente Demo')
  })

  it('drops empty and unreadable values instead of failing the page', () => {
    expect(read('?phone=&abandoned=maybe&allowedOM=,,&utm=x')).toEqual({})
    expect(parseStorefrontSearch({ phone: { nested: true }, tableNumber: 7 })).toEqual({ tableNumber: '7' })
  })

  it('runs the kiosk shell for kiosk=1 or a table link unless kiosk=0, and not for a phone visit', () => {
    expect(read('?kiosk=1')).toEqual({ kiosk: true })
    expect(isKioskVisit(read('?kiosk=1'))).toBe(true)
    expect(isKioskVisit(read('?tableNumber=7'))).toBe(true)
    expect(isKioskVisit(read('?kiosk=0'))).toBe(false)
    expect(isKioskVisit(read('?tableNumber=7&kiosk=0'))).toBe(false)
    expect(isKioskVisit(read('?phone=1123456789'))).toBe(false)
  })

  it('writes text back without JSON quotes', () => {
    expect(stringifySearch({ tableNumber: '5', allowedOM: ['delivery', 'table'], phone: undefined })).toBe(
      '?tableNumber=5&allowedOM=delivery&allowedOM=table',
    )
    expect(stringifySearch({})).toBe('')
  })

  it('round-trips through the URL', () => {
    const search = { tableNumber: '12', allowedOM: ['take-away', 'self-service'], name: 'Ana Paz' }
    expect(read(stringifySearch(search))).toEqual(search)
  })
})
