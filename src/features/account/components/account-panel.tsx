import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { fromPromise } from 'xstate'
import type { OrderingCustomer } from '../../../../domain/account'
import { signInMachine } from '../../../../machines/sign-in.machine'
import { useFlow } from '../../../hooks/use-flow'
import { readStored, STORED_NAME_KEY, STORED_PHONE_KEY, writeStored } from '../../../lib/diner-storage'
import { useCount, useT } from '../../../lib/use-t'
import { toast } from '../../../ui/toast'
import { fetchCustomer, loyaltyProgramQueryOptions } from '../api/account'
import { AccountModal } from './account-modal'
import { MyOrders } from './my-orders'
import { SignInForm } from './sign-in-form'
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
      <AccountModal open={panelOpen} onClose={onPanelClose} title={t('account.myAccount')} side>
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
      </AccountModal>

      <AccountModal
        open={state.hasTag('signInOpen')}
        onClose={() => send({ type: 'signIn.closed' })}
        title={t('account.signInTitle')}
      >
        <SignInForm
          country={country}
          phone={phone}
          busy={state.hasTag('busy')}
          onCountryChange={(next) => send({ type: 'signIn.countryChanged', country: next })}
          onPhoneChange={(next) => send({ type: 'signIn.phoneChanged', phone: next })}
          onSubmit={() => send({ type: 'signIn.submitted' })}
        />
      </AccountModal>

      <AccountModal
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
      </AccountModal>

      <AccountModal
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
      </AccountModal>
    </>
  )
}
