import { queryOptions } from '@tanstack/react-query'
import type { components } from '../../../../contract/schema'
import type { TrackingInfo } from '../../../../domain/tracking'
import { api } from '../../../api/client'
import { unwrap } from '../../../api/errors'

export type TrackingBody = components['schemas']['TrackingInfo']

const dateTimeIn = (iso: string, timeZone: string | undefined) => {
  const at = new Date(iso)
  if (Number.isNaN(at.getTime())) return null
  const zone = timeZone ? { timeZone } : {}
  return {
    date: new Intl.DateTimeFormat('es-AR', {
      ...zone,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }).format(at),
    time: new Intl.DateTimeFormat('es-AR', {
      ...zone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(at),
  }
}

/** The API's tracking answer in the shape the tracking rules read (domain/tracking.ts). */
export function toTrackingInfo(body: TrackingBody): TrackingInfo {
  return {
    id: body.id,
    status: body.status,
    rider: body.riderInfo ?? null,
    eta: body.ETA ?? null,
    securityCode: body.securityCode ?? null,
    orderCode: body.orderCode,
    timestamp: dateTimeIn(body.timestamp, body.timeZone),
    branchAddress: body.branchAddress ?? null,
    destinationAddress: body.destinationAddress ?? null,
    branch: body.branch ? { id: body.branch.id, customLogoUrl: body.branch.customLogoURL ?? null } : null,
  }
}

export const trackingQueryKey = (alias: string, orderCode: string) => ['tracking', alias, orderCode] as const

/** GET /api/logisticsorder/tracking/{alias}/{orderCode}: the loader's check and the machine's fetches. */
export const trackingQueryOptions = (alias: string, orderCode: string) =>
  queryOptions({
    queryKey: trackingQueryKey(alias, orderCode),
    queryFn: async ({ signal }) =>
      toTrackingInfo(
        unwrap(
          await api.GET('/api/logisticsorder/tracking/{alias}/{orderCode}', {
            params: { path: { alias, orderCode } },
            signal,
          }),
        ),
      ),
    // the machine decides when to fetch again; the loader's answer serves its first fetch
    staleTime: 5_000,
  })
