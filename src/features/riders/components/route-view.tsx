import { formatAddress } from '../../../../domain/figures'
import { formatPhone } from '../../../../domain/phone'
import { normalizeShipmentStatus, statusLabelKey } from '../../../../domain/shipment'
import { useT } from '../../../lib/use-t'
import { PhoneIcon } from '../../../ui/icons'
import { directionsUrl, type RoutePoint } from '../lib/route-points'
import '../../../../i18n/areas/delivery'

/**
 * The route of the detail screen: points A, B, C… with their addresses; the customer's name and phone on
 * drop-offs only when the rider may see them (the API sends them only to the assigned rider).
 */
export function RouteView({
  points,
  showsCustomer,
}: {
  points: readonly RoutePoint[]
  showsCustomer: boolean
}) {
  const t = useT()
  const maps = directionsUrl(points)
  return (
    <section aria-label={t('shipment.route')} className="flex flex-col gap-3">
      <ol className="flex flex-col gap-3">
        {points.map((p) => (
          <li key={`${p.kind}-${p.shipmentId}`} className="flex gap-3 rounded-2xl bg-card p-4 shadow-sm">
            <span
              aria-hidden="true"
              className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand font-bold text-brand-contrast"
            >
              {p.letter}
            </span>
            <div className="min-w-0 flex-1">
              <p className="font-semibold">
                <span className="sr-only">{p.letter}: </span>
                {p.kind === 'pickUp' ? p.point.name : formatAddress(p.point.fullAddress)}
              </p>
              <p className="text-sm text-muted">
                {p.kind === 'pickUp'
                  ? formatAddress(p.point.fullAddress)
                  : [p.point.details, p.point.betweenStreets].filter(Boolean).join(' · ')}
              </p>
              {p.kind === 'dropOff' ? (
                <p className="mt-1 text-sm">
                  {t('shipment.order', { code: p.orderCode })} ·{' '}
                  {t(statusLabelKey(normalizeShipmentStatus(p.status)) as never)}
                </p>
              ) : null}
              {p.kind === 'dropOff' && showsCustomer && p.customerName ? (
                <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1">
                  <span className="font-medium">
                    {t('shipment.customer')}: {p.customerName}
                  </span>
                  {p.customerPhone ? (
                    <a
                      href={`tel:${p.customerPhone}`}
                      className="inline-flex items-center gap-1 font-semibold underline"
                    >
                      <PhoneIcon className="size-4" />
                      {formatPhone(p.customerPhone)}
                    </a>
                  ) : null}
                </div>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
      {maps ? (
        <a
          href={maps}
          target="_blank"
          rel="noreferrer"
          className="self-start rounded-full border-2 border-ink/20 px-5 py-2 font-semibold"
        >
          {t('shipment.viewOnMap')}
        </a>
      ) : null}
    </section>
  )
}
