import { useEffect } from 'react'
import { shouldReportPosition } from '../../domain/rider-position'
import { api } from '../api/client'

/**
 * While the rider takes these shipments to the customer, the phone's position goes to the server
 * (reportRiderPosition), throttled: a fix at most every 10 s unless the rider moved 50 m. The rider's
 * cookie authenticates the call. A refusal for the shipment (403, 404, 409: no longer theirs or no
 * longer on its way) stops reporting it; an implausible fix (422) or a network failure is skipped.
 * Mounted by the rider's shipment pages; unmounting stops watching.
 */
export function useRiderPosition(shipmentIds: readonly number[]) {
  const key = shipmentIds.join(',')
  useEffect(() => {
    const ids = key ? key.split(',').map(Number) : []
    if (ids.length === 0 || typeof navigator === 'undefined' || !navigator.geolocation) return
    const active = new Set(ids)
    let last: { lat: number; lng: number; atMs: number } | null = null
    const watch = navigator.geolocation.watchPosition(
      ({ coords }) => {
        const position = { lat: coords.latitude, lng: coords.longitude }
        const now = Date.now()
        if (!shouldReportPosition(position, last, now)) return
        last = { ...position, atMs: now }
        for (const shipmentId of active) {
          api
            .PUT('/api/shipments/{shipmentId}/position', {
              params: { path: { shipmentId } },
              body: { ...position, accuracy: Math.min(coords.accuracy, 100_000) },
            })
            .then(({ response }) => {
              if ([403, 404, 409].includes(response.status)) active.delete(shipmentId)
            })
            .catch(() => undefined)
        }
      },
      // no permission or no fix: the customer simply sees no rider marker
      () => undefined,
      { enableHighAccuracy: true, maximumAge: 5_000, timeout: 30_000 },
    )
    return () => navigator.geolocation.clearWatch(watch)
  }, [key])
}
