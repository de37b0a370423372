import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createGeocoder } from '../../server/geocoding/create-geocoder'
import { GazetteerGeocoder } from '../../server/geocoding/gazetteer'
import { GeocoderUnavailableError, suggestionCountries } from '../../server/geocoding/geocoder'
import { NominatimGeocoder } from '../../server/geocoding/nominatim'

describe('offline gazetteer', () => {
  const gazetteer = new GazetteerGeocoder()
  const search = (q: string) => gazetteer.search(q, suggestionCountries)

  it.each([
    ['Av. Santa Fe 3500', -34.5866, -58.4136],
    ['Plaza Italia', -34.581, -58.421],
    ['Av. Corrientes 1000', -34.6037, -58.3816],
    ['Av. Cabildo 2500', -34.558, -58.46],
  ])('resolves the demo address %s', async (query, lat, lng) => {
    const [best] = await search(query)
    expect(best).toMatchObject({ lat, lng, countryCode: 'ar', country: 'Argentina' })
    expect(best?.fullAddress).toContain(query)
  })

  it('ignores case, accents, punctuation and spelled-out avenues', async () => {
    expect((await search('avenida santa fe 3500'))[0]?.lat).toBe(-34.5866)
    expect((await search('JARDIN JAPONES'))[0]?.fullAddress).toMatch(/^Jardín Japonés/)
    expect((await search('cabildo 25'))[0]?.number).toBe('2500')
  })

  it('matches a prefix and a substring, prefixes first', async () => {
    const results = await search('av santa fe')
    expect(results.map((r) => r.number)).toEqual(['3500', '3253'])
    expect((await search('italia'))[0]?.fullAddress).toMatch(/^Plaza Italia/)
  })

  it('finds a landmark by another name', async () => {
    expect((await search('casa rosada'))[0]?.fullAddress).toMatch(/^Plaza de Mayo/)
  })

  it('keeps to the requested countries and the limit', async () => {
    expect(await gazetteer.search('Plaza Italia', ['uy', 'cl'])).toEqual([])
    expect(await gazetteer.search('av', suggestionCountries, 2)).toHaveLength(2)
    expect(await search('   ')).toEqual([])
    expect(await search('calle que no existe 123')).toEqual([])
  })

  it('reverse-geocodes a point near a known place only', async () => {
    expect((await gazetteer.reverse(-34.5867, -58.4137))?.number).toBe('3500')
    expect(await gazetteer.reverse(-31.4, -64.18)).toBeUndefined()
  })

  it('is the geocoder when no GEOCODER_URL is set', () => {
    expect(createGeocoder({})).toBeInstanceOf(GazetteerGeocoder)
    expect(createGeocoder({ GEOCODER_URL: 'http://127.0.0.1:1' })).toBeInstanceOf(NominatimGeocoder)
  })
})

describe('Nominatim-compatible adapter', () => {
  let server: Server
  let baseUrl: string
  const requests: URL[] = []
  let reply: (req: IncomingMessage) => { status: number; body: string } = () => ({ status: 200, body: '[]' })

  beforeAll(async () => {
    server = createServer((req, res) => {
      requests.push(new URL(req.url ?? '/', 'http://localhost'))
      const { status, body } = reply(req)
      res.writeHead(status, { 'content-type': 'application/json' }).end(body)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/nominatim`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('asks /search with format=jsonv2 and the country filter, and maps the places', async () => {
    reply = () => ({
      status: 200,
      body: JSON.stringify([
        {
          lat: '-34.5866',
          lon: '-58.4136',
          display_name: 'Avenida Santa Fe 3500, Palermo, Buenos Aires, Argentina',
          address: {
            road: 'Avenida Santa Fe',
            house_number: '3500',
            suburb: 'Palermo',
            city: 'Buenos Aires',
            state: 'Ciudad Autónoma de Buenos Aires',
            country: 'Argentina',
            country_code: 'AR',
            postcode: 'C1425',
          },
        },
        { lat: 'not a number', lon: '0', display_name: 'broken' },
      ]),
    })
    const geocoder = new NominatimGeocoder(baseUrl)
    const results = await geocoder.search('Santa Fe 3500', ['ar', 'uy'], 3)

    const asked = requests.at(-1)
    expect(asked?.pathname).toBe('/nominatim/search')
    expect(Object.fromEntries(asked?.searchParams ?? [])).toMatchObject({
      q: 'Santa Fe 3500',
      format: 'jsonv2',
      countrycodes: 'ar,uy',
      limit: '3',
      addressdetails: '1',
    })
    expect(results).toEqual([
      {
        fullAddress: 'Avenida Santa Fe 3500, Palermo, Buenos Aires, Argentina',
        street: 'Avenida Santa Fe',
        number: '3500',
        city: 'Buenos Aires',
        locality: 'Ciudad Autónoma de Buenos Aires',
        country: 'Argentina',
        countryCode: 'ar',
        postalCode: 'C1425',
        lat: -34.5866,
        lng: -58.4136,
      },
    ])
  })

  it('reverse-geocodes through /reverse', async () => {
    reply = () => ({
      status: 200,
      body: JSON.stringify({ lat: '-34.581', lon: '-58.421', display_name: 'Plaza Italia, Palermo' }),
    })
    const place = await new NominatimGeocoder(baseUrl).reverse(-34.581, -58.421)
    expect(requests.at(-1)?.pathname).toBe('/nominatim/reverse')
    expect(place).toMatchObject({
      fullAddress: 'Plaza Italia, Palermo',
      lat: -34.581,
      lng: -58.421,
      street: null,
    })
  })

  it('reports an unusable upstream as unavailable', async () => {
    reply = () => ({ status: 502, body: 'bad gateway' })
    await expect(new NominatimGeocoder(baseUrl).search('x', ['ar'])).rejects.toBeInstanceOf(
      GeocoderUnavailableError,
    )
    reply = () => ({ status: 200, body: '{"not":"a list"}' })
    await expect(new NominatimGeocoder(baseUrl).search('x', ['ar'])).rejects.toBeInstanceOf(
      GeocoderUnavailableError,
    )
    await expect(new NominatimGeocoder('http://127.0.0.1:1/').search('x', ['ar'])).rejects.toBeInstanceOf(
      GeocoderUnavailableError,
    )
  })
})
