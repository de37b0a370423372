import { useEffect, useMemo } from 'react'
import { fromPromise } from 'xstate'
import { SCHEDULE_TIME_ZONE } from '../../../../domain/schedule'
import { type FetchedOrder, orderFollowUpMachine } from '../../../../machines/order-follow-up.machine'
import { useFlow } from '../../../hooks/use-flow'
import { rememberOrder } from '../../../lib/last-order'
import { useT } from '../../../lib/use-t'
import { Spinner } from '../../../ui/spinner'
import { toast } from '../../../ui/toast'
import { type FollowUpView, fetchFollowUp } from '../api/order'
import { orderChanges } from '../api/order-changes'
import { OrderView } from './order-view'
import { ReadyNotice } from './ready-notice'
import '../../../../i18n/areas/ordering'

export function FollowUpPage({
  alias,
  orderCode,
  logoUrl,
  localName,
  timeZone,
  refreshAfterUpdate,
}: {
  alias: string
  orderCode: string
  logoUrl: string | null | undefined
  localName: string
  timeZone: string | undefined
  refreshAfterUpdate: boolean
}) {
  const t = useT()
  const machine = useMemo(
    () =>
      orderFollowUpMachine.provide({
        actors: {
          fetchOrder: fromPromise<FetchedOrder, { alias: string; orderCode: string }>(({ input, signal }) =>
            fetchFollowUp(input.alias, input.orderCode, signal),
          ),
          orderChanges,
        },
      }),
    [],
  )
  const [snapshot, send, actorRef] = useFlow(machine, { input: { alias, orderCode } })

  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'visible') send({ type: 'page.visible' })
    }
    document.addEventListener('visibilitychange', onVisibility)
    return () => document.removeEventListener('visibilitychange', onVisibility)
  }, [send])

  useEffect(() => {
    const subscription = actorRef.on('notify', ({ level, message }) => {
      if (level === 'error') toast.error(t(message))
      else toast(t(message))
    })
    return () => subscription.unsubscribe()
  }, [actorRef, t])

  const view = snapshot.context.order as FollowUpView | null
  const now = snapshot.context.fetchedAt
  const loaded = snapshot.matches('loaded')
  useEffect(() => {
    if (loaded && refreshAfterUpdate) send({ type: 'order.paymentUpdated' })
  }, [loaded, refreshAfterUpdate, send])
  useEffect(() => {
    if (view) rememberOrder(alias, view)
  }, [alias, view])

  if (snapshot.hasTag('orderError')) {
    return (
      <div role="alert" className="mx-auto max-w-xl px-4 py-12 text-center">
        <p>{t('order.loadFailed')}</p>
        <button
          type="button"
          onClick={() => send({ type: 'order.retried' })}
          className="mt-4 rounded-full border-2 border-ink/15 px-5 py-2 font-semibold hover:border-brand"
        >
          {t('common.retry')}
        </button>
      </div>
    )
  }
  if (!view || !now) return <Spinner label={t('common.loading')} className="mx-auto my-12 flex" />
  return (
    <>
      {snapshot.context.paymentPrompt === 'pay' ? (
        <p role="status" className="mx-auto mt-4 max-w-xl rounded-xl bg-ink/5 px-4 py-3 font-semibold">
          {t('order.payPending')}
        </p>
      ) : null}
      {snapshot.context.paymentPrompt === 'expired' ? (
        <p role="status" className="mx-auto mt-4 max-w-xl rounded-xl bg-ink/5 px-4 py-3 font-semibold">
          {t('order.payExpired')}
        </p>
      ) : null}
      <ReadyNotice order={view} />
      <OrderView
        alias={alias}
        view={view}
        now={now}
        logoUrl={logoUrl}
        localName={localName}
        timeZone={timeZone ?? SCHEDULE_TIME_ZONE}
      />
    </>
  )
}
