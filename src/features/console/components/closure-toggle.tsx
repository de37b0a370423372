import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useT } from '../../../lib/use-t'
import { toast } from '../../../ui/toast'
import { closureQueryOptions, setClosure } from '../api/console-api'
import '../../../../i18n/areas/console'

/** Close the local temporarily ('Cerrado' 'Temporalmente' for diners) or reopen it. */
export function ClosureToggle({ alias }: { alias: string }) {
  const t = useT()
  const queryClient = useQueryClient()
  const closed = useQuery(closureQueryOptions(alias))
  const toggle = useMutation({
    mutationFn: (next: boolean) => setClosure(alias, next),
    onSuccess: (next) => queryClient.setQueryData(closureQueryOptions(alias).queryKey, next),
    onError: () => toast.error(t('orderConsole.transitionFailed')),
  })
  if (closed.data === undefined) return null
  return (
    <div className="flex items-center gap-2">
      {closed.data && <span className="font-semibold text-red-700">{t('orderConsole.closedNow')}</span>}
      <button
        type="button"
        className="min-h-11 rounded-lg border-2 border-gray-700 px-3 font-semibold disabled:opacity-60"
        disabled={toggle.isPending}
        onClick={() => toggle.mutate(!closed.data)}
      >
        {t(closed.data ? 'orderConsole.reopen' : 'orderConsole.closeTemporarily')}
      </button>
    </div>
  )
}
