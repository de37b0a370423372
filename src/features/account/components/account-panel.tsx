import { useQuery } from '@tanstack/react-query'
import { Link, useParams } from '@tanstack/react-router'
import { Dialog } from 'radix-ui'
import { type ReactNode, useEffect, useState } from 'react'
import { fromPromise } from 'xstate'
import type { OrderingCustomer } from '../../../../domain/account'
import { PHONE_COUNTRIES, type PhoneCountry } from '../../../../domain/phone-input'
import { signInMachine } from '../../../../machines/sign-in.machine'
import { useFlow } from '../../../hooks/use-flow'
import { readStored, STORED_NAME_KEY, STORED_PHONE_KEY, writeStored } from '../../../lib/diner-storage'
import { useCount, useMoney, useT } from '../../../lib/use-t'
import { DialogAnnouncer } from '../../../ui/dialog-announcer'
import { CloseIcon } from '../../../ui/icons'
import { toast } from '../../../ui/toast'
import {
  customerOrdersQueryOptions,
  fetchCustomer,
  loyaltyProgramQueryOptions,
  ORDERS_PAGE_SIZE,
} from '../api/account'
import '../../../../i18n/areas/ordering'

const machine = signInMachine.provide({
  actors: {
    readStoredPhone: fromPromise(async () => readStored(STORED_PHONE_KEY)),
    fetchCustomer: fromPromise<OrderingCustomer, { phone: string; branchId: number }>(({ input }) =>
      fetchCustomer(input),
    ),
  },
  actions: {
    storePhone: (_, params: { phone: string | null }) => writeStored(STORED_PHONE_KEY, params.phone),
    clearStoredPhone: () => {
      writeStored(STORED_PHONE_KEY, null)
      writeStored(STORED_NAME_KEY, null)
    },
  },
})

const contentClass =
  'fixed z-50 overflow-y-auto bg-surface p-6 text-ink shadow-xl inset-x-0 bottom-0 max-h-[85dvh] rounded-t-2xl sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[min(80vw,32rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl'

function Modal({
  open,
  onClose,
  title,
  children,
  side = false,
}: {
  open: boolean
  onClose: () => void
  title: string
  children: ReactNode
  side?: boolean
}) {
  const t = useT()
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          aria-describedby={undefined}
          className={
            side
              ? 'fixed inset-y-0 right-0 z-50 w-[min(85vw,22rem)] overflow-y-auto bg-surface p-6 text-ink shadow-xl'
              : contentClass
          }
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold">{title}</Dialog.Title>
            <Dialog.Close
              aria-label={t('common.close')}
              className="-m-2 rounded-full p-2 text-xl hover:bg-ink/10"
            >
              <CloseIcon />
            </Dialog.Close>
          </div>
          {children}
          <DialogAnnouncer />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

function OrdersPage({
  phone,
  branchContactId,
  page,
  isLast,
  onMore,
  onOpen,
}: {
  phone: string
  branchContactId: number
  page: number
  isLast: boolean
  onMore: () => void
  onOpen: () => void
}) {
  const t = useT()
  // the orders are the local's own: each row opens its follow-up under the local's alias
  const { alias } = useParams({ strict: false }) as { alias?: string }
  const money = useMoney()
  const { data, isError, isPending } = useQuery(customerOrdersQueryOptions(phone, branchContactId, page))
  if (isPending) return page === 0 ? <p className="mt-4 text-sm text-muted">{t('common.loading')}</p> : null
  // A failed load shows as no orders (1-storefront.md §8).
  if (isError) return page === 0 ? <p className="mt-4">{t('account.noOrders')}</p> : null
  if (page === 0 && data.orders.length === 0) return <p className="mt-4">{t('account.noOrders')}</p>
  const hasMore = (page + 1) * ORDERS_PAGE_SIZE < data.total
  return (
    <>
      {data.orders.map((order) => (
        <li key={order.id}>
          <Link
            to="/menu/$alias/order/$orderCode"
            params={{ alias: alias ?? String(branchContactId), orderCode: order.code }}
            onClick={onOpen}
            className="flex items-center justify-between gap-3 py-3 hover:bg-ink/5"
          >
            <div>
              <p className="font-semibold">{t('account.orderLine', { code: order.code })}</p>
              <p className="text-sm text-muted">{new Date(order.orderedAt).toLocaleDateString('es-AR')}</p>
            </div>
            <span className="font-semibold">{money(order.total)}</span>
          </Link>
        </li>
      ))}
      {isLast && hasMore ? (
        <li className="pt-3">
          <button
            type="button"
            onClick={onMore}
            className="w-full rounded-lg border border-ink/20 py-2 font-semibold"
          >
            {t('account.loadMore')}
          </button>
        </li>
      ) : null}
    </>
  )
}

function MyOrders({
  phone,
  branchContactId,
  onOpen,
}: {
  phone: string
  branchContactId: number
  onOpen: () => void
}) {
  const [pages, setPages] = useState(1)
  return (
    <ul className="mt-2 divide-y divide-ink/10">
      {Array.from({ length: pages }, (_, page) => (
        <OrdersPage
          // biome-ignore lint/suspicious/noArrayIndexKey: the page number is the page's identity; pages are only appended
          key={page}
          phone={phone}
          branchContactId={branchContactId}
          page={page}
          isLast={page === pages - 1}
          onMore={() => setPages(pages + 1)}
          onOpen={onOpen}
        />
      ))}
    </ul>
  )
}

/**
 * The account panel (1-storefront.md §2 Modals, §5, §6) on the sign-in machine: sign in by phone, the
 * greeting, 'Mis pedidos', 'Mi beneficio' labelled with the programme's name, sign out. Loaded once idle.
 */
export default function AccountPanel({
  branchId,
  branchContactId,
  panelOpen,
  onPanelClose,
}: {
  branchId: number
  branchContactId: number
  /** the 'Mi cuenta' side panel, opened by the button in account-button.tsx */
  panelOpen: boolean
  onPanelClose: () => void
}) {
  const t = useT()
  const count = useCount()
  const [state, send, actorRef] = useFlow(machine, {
    input: { branchId, branchContactId, loyaltyProgramme: null },
  })
  const [dialog, setDialog] = useState<'orders' | 'benefit' | null>(null)
  // Mounted when the panel first opens: a local without a programme answers 404, which the menu need not pay.
  const programme = useQuery(loyaltyProgramQueryOptions(branchId))

  useEffect(() => {
    if (programme.isSuccess) send({ type: 'account.programmeLoaded', programme: programme.data })
    if (programme.isError) send({ type: 'account.programmeLoaded', programme: null })
  }, [programme.isSuccess, programme.isError, programme.data, send])

  useEffect(() => {
    const subscriptions = [
      actorRef.on('notify', (event) => {
        const text = t(event.message)
        if (event.level === 'error') toast.error(text)
        else if (event.level === 'success') toast.success(text)
        else toast.info(text)
      }),
      actorRef.on('account.openMyOrders', () => setDialog('orders')),
      actorRef.on('account.openMyBenefit', () => setDialog('benefit')),
    ]
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe()
    }
  }, [actorRef, t])

  const { customer, storedPhone, phone, country } = state.context
  const loggedIn = state.hasTag('loggedIn')
  const programmeName = programme.data?.name ?? ''
  const button = 'w-full rounded-lg px-4 py-3 text-left font-semibold hover:bg-ink/5'

  return (
    <>
      <Modal open={panelOpen} onClose={onPanelClose} title={t('account.myAccount')} side>
        {loggedIn && customer?.name ? (
          <p className="mt-4 text-lg">{t('account.greeting', { name: customer.name })}</p>
        ) : null}
        <nav className="mt-4 flex flex-col gap-1">
          {!loggedIn ? (
            <button type="button" className={button} onClick={() => send({ type: 'account.signInOpened' })}>
              {t('account.signInTitle')}
            </button>
          ) : null}
          <button type="button" className={button} onClick={() => send({ type: 'account.myOrdersPressed' })}>
            {t('account.myOrdersTitle')}
          </button>
          {state.hasTag('showsLoyalty') ? (
            <button
              type="button"
              className={button}
              onClick={() => send({ type: 'account.myBenefitPressed' })}
            >
              {programmeName}
            </button>
          ) : null}
          {state.hasTag('showsSignOut') ? (
            <button type="button" className={button} onClick={() => send({ type: 'account.signOutPressed' })}>
              {t('account.signOut')}
            </button>
          ) : null}
        </nav>
      </Modal>

      <Modal
        open={state.hasTag('signInOpen')}
        onClose={() => send({ type: 'signIn.closed' })}
        title={t('account.signInTitle')}
      >
        <form
          className="mt-4 flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault()
            send({ type: 'signIn.submitted' })
          }}
        >
          <p>{t('account.signInPrompt')}</p>
          <div className="flex gap-2">
            <label className="flex flex-col text-sm">
              {t('account.phoneCountry')}
              <select
                value={country}
                onChange={(event) =>
                  send({ type: 'signIn.countryChanged', country: event.target.value as PhoneCountry })
                }
                className="rounded-lg border border-ink/20 bg-transparent px-2 py-2 uppercase"
              >
                {PHONE_COUNTRIES.map((code) => (
                  <option key={code} value={code}>
                    {code.toUpperCase()}
                  </option>
                ))}
              </select>
            </label>
            <label className="flex flex-1 flex-col text-sm">
              {t('account.phoneLabel')}
              <input
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                value={phone}
                onChange={(event) => send({ type: 'signIn.phoneChanged', phone: event.target.value })}
                className="rounded-lg border border-ink/20 bg-transparent px-3 py-2"
              />
            </label>
          </div>
          <button
            type="submit"
            disabled={state.hasTag('busy')}
            className="rounded-lg bg-[var(--color-main)] py-3 font-semibold text-[var(--color-main-contrast)] disabled:opacity-60"
          >
            {t('account.signInButton')}
          </button>
        </form>
      </Modal>

      <Modal
        open={dialog === 'orders' && loggedIn}
        onClose={() => setDialog(null)}
        title={t('account.myOrdersTitle')}
      >
        {storedPhone ? (
          <MyOrders
            phone={storedPhone}
            branchContactId={branchContactId}
            onOpen={() => {
              setDialog(null)
              onPanelClose()
            }}
          />
        ) : null}
      </Modal>

      <Modal
        open={dialog === 'benefit' && loggedIn}
        onClose={() => setDialog(null)}
        title={t('loyalty.modalTitle', { name: programmeName })}
      >
        <p className="mt-4 text-lg">
          {t('account.pointsBalance', {
            points: count(customer?.loyaltyPointsBalance ?? 0),
            name: programmeName,
          })}
        </p>
      </Modal>
    </>
  )
}
