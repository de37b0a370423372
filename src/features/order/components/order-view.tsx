import { Link } from '@tanstack/react-router'
import { type ReactNode, useMemo } from 'react'
import { feeMessage, formatAddress, joinAddressParts } from '../../../../domain/figures'
import { etaText } from '../../../../domain/order-eta'
import { canRateOrder, hasLiveTracking, pointsAnnounced, trackerOf } from '../../../../domain/order-status'
import { modeLabel } from '../../../lib/mode-label'
import { useMoney, useT } from '../../../lib/use-t'
import { BrandLogo } from '../../../ui/brand-logo'
import type { FollowUpView } from '../api/order'
import { ErrorReport } from './error-report'

function useDateTime(timeZone: string) {
  return useMemo(() => {
    const format = new Intl.DateTimeFormat('es-AR', { timeZone, dateStyle: 'short', timeStyle: 'short' })
    return (iso: string) => format.format(new Date(iso))
  }, [timeZone])
}

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 py-1 ${strong ? 'text-lg font-extrabold' : ''}`}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  )
}

/** The order as the follow-up shows it: status, ETA, lines, totals and what the diner can do next. */
export function OrderView({
  alias,
  view,
  now,
  logoUrl,
  localName,
  timeZone,
  payment,
}: {
  alias: string
  view: FollowUpView
  now: string
  logoUrl: string | null | undefined
  localName: string
  timeZone: string
  /** the pay prompt, under the header: a floating 'Mi cuenta' covers the page's top right */
  payment?: ReactNode
}) {
  const t = useT()
  const money = useMoney()
  const when = useDateTime(timeZone)
  const order = view.full
  const tracker = trackerOf(view, now)
  const destination = order.destination
  return (
    <article className="mx-auto max-w-xl px-4 py-6">
      <header className="flex items-center gap-4">
        <BrandLogo name={localName} url={logoUrl} className="size-16 shrink-0" />
        <div className="min-w-0">
          <h1 className="text-xl font-extrabold [overflow-wrap:anywhere]">
            {t('order.heading', { code: order.code })}
          </h1>
          <p className="text-sm font-semibold">{modeLabel(order, t)}</p>
          <p className="text-sm text-muted">{t('order.orderedAt', { date: when(order.orderedAt) })}</p>
          {order.scheduled && order.scheduledAt ? (
            <p className="text-sm font-semibold">
              {t('order.scheduledFor', { date: when(order.scheduledAt) })}
            </p>
          ) : null}
        </div>
      </header>

      {payment}

      {order.eta ? (
        <p className="mt-4 font-semibold" data-testid="order-eta">
          {t(order.type === 'DELIVERY' ? 'order.etaDelivery' : 'order.etaPickUp', {
            eta: etaText(order.eta, timeZone),
          })}
        </p>
      ) : null}

      <section aria-label={t('order.status')} className="mt-6">
        <ol
          className={`grid grid-cols-4 gap-1 text-center text-xs ${tracker.grey ? 'grayscale opacity-60' : ''}`}
        >
          {tracker.nodes.map((node) => (
            <li
              key={node.node}
              aria-current={node.state === 'current' ? 'step' : undefined}
              data-state={node.state}
              className="flex flex-col items-center gap-1"
            >
              <span
                aria-hidden="true"
                className={`size-4 rounded-full ${
                  node.state === 'pending'
                    ? 'bg-ink/15'
                    : node.state === 'current'
                      ? 'bg-brand ring-4 ring-brand/30'
                      : 'bg-brand'
                }`}
              />
              <span className={node.state === 'pending' ? 'text-muted' : 'font-semibold'}>
                {t(node.label)}
              </span>
            </li>
          ))}
        </ol>
      </section>

      <section
        aria-labelledby="detalle"
        className="mt-6 rounded-2xl bg-(--color-card) p-4 shadow-sm ring-1 ring-ink/5"
      >
        <h2 id="detalle" className="font-bold">
          {t('order.itemsHeading')}
        </h2>
        <table className="mt-2 w-full text-sm">
          <thead className="text-left text-muted">
            <tr>
              {/* the quantity column is as narrow as its figures: pad it, or 'Cant.' runs into 'Producto' */}
              <th className="w-0 py-1 pr-3 font-semibold whitespace-nowrap">{t('order.quantityColumn')}</th>
              <th className="py-1 font-semibold">{t('order.itemColumn')}</th>
              <th className="py-1 text-right font-semibold">{t('order.priceColumn')}</th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item) => (
              <tr key={item.id} className="border-t border-ink/10 align-top">
                <td className="py-2 pr-3 tabular-nums">{item.quantity}</td>
                <td className="py-2">
                  <span className="font-semibold">{item.name}</span>
                  {(item.extras ?? []).map((extra) => (
                    <span key={`${extra.groupName}-${extra.name}`} className="block text-muted">
                      {extra.quantity > 1 ? `${extra.quantity} × ` : ''}
                      {extra.name}
                    </span>
                  ))}
                  {item.notes ? <span className="block text-muted italic">{item.notes}</span> : null}
                </td>
                <td className="py-2 text-right tabular-nums">{money(item.accPrice)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className="mt-3 border-t border-ink/10 pt-2 text-sm">
          <Row label={t('order.subtotal')} value={money(order.itemsPrice)} />
          {(order.surcharges ?? []).map((line) => (
            <Row key={`s-${line.name}`} label={line.name} value={money(line.amount)} />
          ))}
          {order.type === 'DELIVERY' ? (
            <Row label={t('order.deliveryFee')} value={t(feeMessage(order.deliveryFee ?? 0))} />
          ) : null}
          {(order.discounts ?? []).map((line) => (
            <Row key={`d-${line.name}`} label={line.name} value={`-${money(Math.abs(line.amount))}`} />
          ))}
          <Row
            label={t('checkout.serviceFee')}
            value={order.userServiceFee ? money(order.userServiceFee) : t('checkout.serviceFeeWaived')}
          />
          <Row label={t('order.total')} value={money(order.total)} strong />
        </dl>
      </section>

      {/* one list per labelled figure; lines without a label are paragraphs (axe definition-list) */}
      <div className="mt-4 grid gap-3 text-sm">
        {order.paymentType ? (
          <dl>
            <dt className="font-semibold text-muted">{t('order.paymentMethod')}</dt>
            <dd>
              {order.paymentType.showName ?? order.paymentType.paymentMethod}
              {order.paysWith ? ` · ${t('order.paysWith', { amount: money(order.paysWith) })}` : ''}
            </dd>
          </dl>
        ) : null}
        {destination ? (
          <dl>
            <dt className="font-semibold text-muted">{t('order.deliverTo')}</dt>
            <dd>
              {destination.fullAddress
                ? formatAddress(destination.fullAddress)
                : joinAddressParts([
                    [destination.street, destination.number].filter(Boolean).join(' '),
                    destination.zone,
                    destination.locality,
                  ])}
              {order.details ? ` · ${order.details}` : ''}
              {order.betweenStreets ? ` · ${order.betweenStreets}` : ''}
            </dd>
          </dl>
        ) : null}
        {order.type === 'TABLE' && order.tableUid ? (
          <p>{t('order.table', { table: order.tableUid })}</p>
        ) : null}
        {order.type === 'TAKE_AWAY' || order.type === 'SELF_SERVICE' ? (
          <p>{t('order.counter', { local: localName })}</p>
        ) : null}
        {order.notes ? (
          <dl>
            <dt className="font-semibold text-muted">{t('order.notes')}</dt>
            <dd>{order.notes}</dd>
          </dl>
        ) : null}
        {order.loyaltyPointsRedeemed ? (
          <p>{t('order.pointsRedeemed', { points: order.loyaltyPointsRedeemed })}</p>
        ) : null}
        {order.loyaltyPointsGained && pointsAnnounced(view) ? (
          <p>{t('order.pointsGained', { points: order.loyaltyPointsGained })}</p>
        ) : null}
      </div>

      <nav className="mt-6 flex flex-wrap gap-3">
        {hasLiveTracking(order) ? (
          <Link
            to="/logistics/tracking/order/$alias/$orderCode"
            params={{ alias, orderCode: order.code }}
            className="rounded-full bg-brand px-5 py-2 font-semibold text-brand-contrast"
          >
            {t('order.followShipment')}
          </Link>
        ) : null}
        {canRateOrder(view) ? (
          <Link
            to="/encuesta/$alias/$orderCode"
            params={{ alias, orderCode: order.code }}
            className="rounded-full border-2 border-brand px-5 py-2 font-semibold"
          >
            {t('order.rateOrder')}
          </Link>
        ) : null}
      </nav>

      <ErrorReport order={view} now={now} />
    </article>
  )
}

/**
 * The order follow-up /menu/{alias}/order/{code} (2-checkout.md §2) on `order-follow-up`: the order read
 * again when the page becomes visible and 5 s after a payment update (refreshAfterUpdate, which the route
 * also sets on the provider's return with token_ws).
 */
