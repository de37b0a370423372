import { describe, expect, it } from 'vitest'
import { pageDataKey, readPageData, takePageAnswer } from './page-data'

const pageWith = (text: string | null) =>
  ({
    getElementById: (id: string) => (id === 'page-data' && text !== null ? { textContent: text } : null),
  }) as unknown as Document

describe('the answers a page carries', () => {
  it('files a call under its path and its query parameters sorted', () => {
    expect(pageDataKey(new URL('http://x/api/diner/a/menu/1'))).toBe('/api/diner/a/menu/1')
    expect(pageDataKey(new URL('http://x/api/diner/menu/a/hash?orderModeId=3&orderModeId=1&b=2'))).toBe(
      '/api/diner/menu/a/hash?b=2&orderModeId=1&orderModeId=3',
    )
  })

  it('reads the page element, and reads a page without one (or a broken one) as no answers', () => {
    const found = readPageData(pageWith('{"/api/country/AR":{"code":"AR"},"/api/x":[1,"<b>"]}'))
    expect([...found]).toEqual([
      ['/api/country/AR', '{"code":"AR"}'],
      ['/api/x', '[1,"<b>"]'],
    ])
    expect(readPageData(pageWith(null)).size).toBe(0)
    expect(readPageData(pageWith('{not json')).size).toBe(0)
    expect(readPageData(undefined).size).toBe(0)
  })

  it('answers the GET it was filed under once, as JSON with status 200; every later call goes out', async () => {
    const store = new Map([['/api/diner/menu/a/hash?orderModeId=1&orderModeId=2', '{"menuHashes":[]}']])
    const request = new Request('http://x/api/diner/menu/a/hash?orderModeId=2&orderModeId=1')
    const answer = takePageAnswer(request, store)
    expect(answer?.status).toBe(200)
    expect(answer?.headers.get('content-type')).toBe('application/json')
    expect(await answer?.json()).toEqual({ menuHashes: [] })
    expect(takePageAnswer(request, store)).toBeUndefined()
  })

  it('never answers another method or another call', () => {
    const store = new Map([['/api/country/AR', '{"code":"AR"}']])
    expect(
      takePageAnswer(new Request('http://x/api/country/AR', { method: 'POST', body: '{}' }), store),
    ).toBe(undefined)
    expect(takePageAnswer(new Request('http://x/api/country/CL'), store)).toBeUndefined()
    expect(store.size).toBe(1)
  })
})
