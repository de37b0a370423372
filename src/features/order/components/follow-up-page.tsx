import { useEffect, useMemo, useRef } from 'react'
import { fromPromise } from 'xstate'
import type { CardPaymentRequest, CardSubmission, CardToken } from '../../../../domain/card'
import { SCHEDULE_TIME_ZONE } from '../../../../domain/schedule'
import { cardProviderMachine } from '../../../../machines/card-provider.machine'
import { type FetchedOrder, orderFollowUpMachine } from '../../../../machines/order-follow-up.machine'
import { useFlow } from '../../../hooks/use-flow'
import { rememberOrder } from '../../../lib/last-order'
import { useT } from '../../../lib/use-t'
import type { SandboxCardValues } from '../../../ui/sandbox-card-fields'
import { Spinner } from '../../../ui/spinner'
import { toast } from '../../../ui/toast'
import { type FollowUpView, fetchFollowUp } from '../api/order'
import { orderChanges } from '../api/order-changes'
import { createCardToken, createPaymentUrl, loadCardFields, payOrder } from '../api/pay'
import { OrderView } from './order-view'
import { PayPanel } from './pay-panel'
import { ReadyNotice } from './ready-notice'
import { WhatsAppHandoff } from './whatsapp-handoff'
import '../../../../i18n/areas/ordering'
import { SupportHelp } from './support-help'

export function FollowUpPage({
  alias,
  orderCode,
  logoUrl,
  localName,
  timeZone,
  refreshAfterUpdate,
  providerReturn = false,
}: {
  alias: string
  orderCode: string
  logoUrl: string | null | undefined
  localName: string
  timeZone: string | undefined
  refreshAfterUpdate: boolean
  /** opened on the payment provider's return (token_ws) */
  providerReturn?: boolean
}) {
  const t = useT()
  // the provider's fields keep the card's number, expiry and code for its token call, never the machine
  const cardValues = useRef<SandboxCardValues>({ cardNumber: '', cardExpiry: '', cardSecurityCode: '' })
  const machine = useMemo(
    () =>
      orderFollowUpMachine.provide({
        actors: {
          fetchOrder: fromPromise<FetchedOrder, { alias: string; orderCode: string }>(({ input, signal }) =>
            fetchFollowUp(input.alias, input.orderCode, signal),
          ),
          orderChanges,
          cardProvider: cardProviderMachine.provide({
            actors: { loadCardProvider: fromPromise<void>(() => loadCardFields()) },
          }),
          createCardToken: fromPromise<CardToken, CardSubmission>(() => createCardToken(cardValues.current)),
          sendCardPayment: fromPromise<void, CardPaymentRequest>(({ input }) => payOrder(input)),
          createPaymentUrl: fromPromise<
            { url: string },
            { code: string; branchContactId: number; amount: number }
          >(({ input }) => createPaymentUrl(input)),
        },
      }),
    [],
  )
  const [snapshot, send, actorRef] = useFlow(machine, { input: { alias, orderCode, providerReturn } })

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
    // the provider's hosted page is a page of its own, outside the app's router
    const redirect = actorRef.on('payment.redirect', ({ url }) => window.location.assign(url))
    return () => {
      subscription.unsubscribe()
      redirect.unsubscribe()
    }
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
      <WhatsAppHandoff order={view.full} timeZone={timeZone} />
      <ReadyNotice order={view} />
      <OrderView
        payment={<PayPanel snapshot={snapshot} send={send} cardValues={cardValues} />}
        alias={alias}
        view={view}
        now={now}
        logoUrl={logoUrl}
        localName={localName}
        timeZone={timeZone ?? SCHEDULE_TIME_ZONE}
      />
      <SupportHelp orderCode={view.code} localName={localName} />
    </>
  )
}
