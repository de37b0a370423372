import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  isTrackingInProgress,
  isValidSecurityCode,
  isValidTrackingRider,
  riderContactLinks,
  TRACKING_CENTRE_LAT_OFFSET,
  TRACKING_SUBSCRIBE_DELAY_MS,
  type TrackingInfo,
  trackingCentre,
  trackingChannel,
  trackingEta,
  trackingMarkers,
} from './tracking'

const palermo = { lat: -34.5882, lng: -58.4108 }
const plazaItalia = { lat: -34.581, lng: -58.421 }
const riderAt = { lat: -34.585, lng: -58.415 }

const onTheWay: TrackingInfo = {
  id: 77,
  status: 'ON_ROUTE_TO_DROP_OFFS',
  rider: { name: 'Rider Demo', phone: '+541155550001', lastLocation: riderAt },
  branchAddress: palermo,
  destinationAddress: plazaItalia,
  eta: '20:45',
  securityCode: '4821',
}

describe('live channel', () => {
  it('subscribes to tracking-{id} one second after loading', () => {
    expect(trackingChannel(77)).toBe('tracking-77')
    expect(TRACKING_SUBSCRIBE_DELAY_MS).toBe(1000)
  })
})

describe('rider', () => {
  it('counts only with both a name and a phone', () => {
    expect(isValidTrackingRider({ name: 'Rider Demo', phone: '1155550001' })).toBe(true)
    expect(isValidTrackingRider({ name: 'Rider Demo', phone: ' ' })).toBe(false)
    expect(isValidTrackingRider({ name: '', phone: '1155550001' })).toBe(false)
    expect(isValidTrackingRider(null)).toBe(false)
  })

  it('builds the WhatsApp and call links from the phone', () => {
    expect(riderContactLinks('+54 11 5555-0001')).toEqual({
      whatsApp: 'https://wa.me/541155550001',
      call: 'tel:+541155550001',
    })
  })
})

describe('markers and centre', () => {
  it('shows the rider, the venue and the destination on the way to the customer', () => {
    expect(isTrackingInProgress(onTheWay)).toBe(true)
    expect(trackingMarkers(onTheWay).map((m) => m.type)).toEqual(['rider', 'branch', 'destination'])
    expect(trackingCentre(onTheWay)).toEqual(riderAt)
  })

  it('hides the rider in any other status and centres on the shifted average', () => {
    const atStore = { ...onTheWay, status: 'IN_STORE' }
    expect(trackingMarkers(atStore).map((m) => m.type)).toEqual(['branch', 'destination'])
    const centre = trackingCentre(atStore)
    expect(centre?.lat).toBeCloseTo((palermo.lat + plazaItalia.lat) / 2 + TRACKING_CENTRE_LAT_OFFSET, 10)
    expect(centre?.lng).toBeCloseTo((palermo.lng + plazaItalia.lng) / 2, 10)
  })

  it('drops markers with a missing or zero coordinate', () => {
    const info = {
      ...onTheWay,
      rider: { ...onTheWay.rider, lastLocation: { lat: 0, lng: -58.4 } },
      destinationAddress: { lat: -34.6 },
    }
    expect(trackingMarkers(info).map((m) => m.type)).toEqual(['branch'])
  })

  it('has no centre when nothing can be placed', () => {
    expect(trackingCentre({})).toBeNull()
    expect(trackingMarkers({})).toEqual([])
  })

  it('never places a marker at a zero or missing coordinate', () => {
    const coord = fc.option(fc.oneof(fc.constant(0), fc.double({ min: -90, max: 90, noNaN: true })), {
      nil: undefined,
    })
    fc.assert(
      fc.property(coord, coord, coord, coord, (a, b, c, d) => {
        const markers = trackingMarkers({
          ...onTheWay,
          branchAddress: { lat: a, lng: b },
          destinationAddress: { lat: c, lng: d },
        })
        for (const m of markers) {
          expect(m.lat).not.toBe(0)
          expect(m.lng).not.toBe(0)
        }
      }),
    )
  })
})

describe('ETA and security code', () => {
  it('shows the ETA only on the way to the customer and when not empty', () => {
    expect(trackingEta(onTheWay)).toBe('20:45')
    expect(trackingEta({ ...onTheWay, eta: 25 })).toBe('25')
    expect(trackingEta({ ...onTheWay, eta: '  ' })).toBeNull()
    expect(trackingEta({ ...onTheWay, eta: null })).toBeNull()
    expect(trackingEta({ ...onTheWay, status: 'IN_STORE' })).toBeNull()
  })

  it('a security code is 4 to 6 digits', () => {
    expect(['1234', '123456', 4821, ' 4821 '].every(isValidSecurityCode)).toBe(true)
    expect(['123', '1234567', '12a4', '', null, undefined].some(isValidSecurityCode)).toBe(false)
  })
})
