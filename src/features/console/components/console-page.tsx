import { useQuery, useQueryClient } from '@tanstack/react-query'
import { ApiError } from '../../../api/errors'
import { useT } from '../../../lib/use-t'
import { LoadErrorPage, NotFoundPage, PendingPage } from '../../../ui/status-pages'
import { signOutStaff, staffSessionQueryOptions } from '../api/console-api'
import { AvailabilityPanel } from './availability-panel'
import { ClosureToggle } from './closure-toggle'
import { OrderBoard } from './order-board'
import { PickupByNumber } from './pickup-by-number'
import { SignInForm } from './sign-in-form'
import { SupportMessages } from './support-messages'
import '../../../../i18n/areas/console'

/** /consola/{alias}: the sign-in form without a session for this local, else today's board. */
export function ConsolePage({ alias }: { alias: string }) {
  const t = useT()
  const queryClient = useQueryClient()
  const session = useQuery(staffSessionQueryOptions(alias))

  if (session.isPending) return <PendingPage />
  if (session.isError) {
    if (session.error instanceof ApiError && session.error.status === 404) return <NotFoundPage />
    return <LoadErrorPage onRetry={() => session.refetch()} />
  }
  const staff = session.data
  if (!staff) return <SignInForm alias={alias} />

  const signOut = async () => {
    await signOutStaff(alias)
    queryClient.removeQueries({ queryKey: ['console', alias] })
    queryClient.setQueryData(staffSessionQueryOptions(alias).queryKey, null)
  }

  return (
    <main className="min-h-screen bg-gray-50">
      <OrderBoard
        alias={alias}
        timeZone={staff.local.timeZone}
        subtitle={`${staff.local.name} · ${t('orderConsole.signedInAs', { name: staff.name })}`}
        controls={
          <>
            <ClosureToggle alias={alias} />
            <button
              type="button"
              className="min-h-11 rounded-lg border-2 border-gray-700 px-3 font-semibold"
              onClick={signOut}
            >
              {t('orderConsole.signOut')}
            </button>
          </>
        }
      />
      <PickupByNumber alias={alias} />
      <AvailabilityPanel alias={alias} />
      <SupportMessages alias={alias} />
    </main>
  )
}
