import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { fromPromise } from 'xstate'
import type { OrderingCustomer } from '../../../../domain/account'
import { connectSignIn } from '../../../../machines/sign-in.connect'
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

  const view = connectSignIn(state, send)
  const { loggedIn, storedPhone, signIn } = view
  const programmeName = programme.data?.name ?? ''
  const button = 'w-full rounded-lg px-4 py-3 text-left font-semibold hover:bg-ink/5'

  return (
    <>
      <AccountModal open={panelOpen} onClose={onPanelClose} title={t('account.myAccount')} side>
        {view.greetingName ? (
          <p className="mt-4 text-lg">{t('account.greeting', { name: view.greetingName })}</p>
        ) : null}
        <nav className="mt-4 flex flex-col gap-1">
          {view.offersSignIn ? (
            <button type="button" className={button} onClick={view.openSignIn}>
              {t('account.signInTitle')}
            </button>
          ) : null}
          <button type="button" className={button} onClick={view.pressMyOrders}>
            {t('account.myOrdersTitle')}
          </button>
          {view.showsLoyalty ? (
            <button type="button" className={button} onClick={view.pressMyBenefit}>
              {programmeName}
            </button>
          ) : null}
          {view.showsSignOut ? (
            <button type="button" className={button} onClick={view.signOut}>
              {t('account.signOut')}
            </button>
          ) : null}
        </nav>
      </AccountModal>

      <AccountModal open={signIn.open} onClose={signIn.close} title={t('account.signInTitle')}>
        <SignInForm
          country={signIn.country}
          phone={signIn.phone}
          busy={signIn.busy}
          onCountryChange={signIn.changeCountry}
          onPhoneChange={signIn.changePhone}
          onSubmit={signIn.submit}
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
            points: count(view.balance),
            name: programmeName,
          })}
        </p>
      </AccountModal>
    </>
  )
}
