import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useT } from '../../../lib/use-t'
import { toast } from '../../../ui/toast'
import {
  type AvailabilityChange,
  type AvailabilityPlate,
  availabilityQueryOptions,
  setAvailability,
} from '../api/availability-api'
import '../../../../i18n/areas/console'

interface Toggle {
  change: AvailabilityChange
  name: string
}

function AvailabilityRow({
  label,
  available,
  pending,
  onToggle,
}: {
  label: string
  available: boolean
  pending: boolean
  onToggle: () => void
}) {
  const t = useT()
  return (
    <div className="flex items-center justify-between gap-3 py-1">
      <span className={available ? '' : 'text-gray-500 line-through'}>{label}</span>
      <span className="flex items-center gap-2">
        <span className={available ? 'text-sm text-green-800' : 'text-sm font-semibold text-red-700'}>
          {t(available ? 'consoleAvailability.available' : 'consoleAvailability.unavailable')}
        </span>
        <button
          type="button"
          aria-pressed={!available}
          className="rounded border border-gray-700 px-2 py-0.5 text-sm disabled:opacity-60"
          disabled={pending}
          onClick={onToggle}
        >
          {t(available ? 'consoleAvailability.markUnavailable' : 'consoleAvailability.markAvailable')}
        </button>
      </span>
    </div>
  )
}

/** 'Disponibilidad': staff 86 a plate or garnish for today, or offer it again; the diner's menu follows. */
export function AvailabilityPanel({ alias }: { alias: string }) {
  const t = useT()
  const queryClient = useQueryClient()
  const plates = useQuery(availabilityQueryOptions(alias))
  const toggle = useMutation({
    mutationFn: ({ change }: Toggle) => setAvailability(alias, change),
    onSuccess: (change, { name }) => {
      toast.success(
        t(
          change.available ? 'consoleAvailability.markedAvailable' : 'consoleAvailability.markedUnavailable',
          {
            name,
          },
        ),
      )
      return queryClient.invalidateQueries({ queryKey: availabilityQueryOptions(alias).queryKey })
    },
    onError: () => toast.error(t('consoleAvailability.changeFailed')),
  })
  const send = (
    entityType: AvailabilityChange['entityType'],
    entityId: number,
    available: boolean,
    name: string,
  ) => toggle.mutate({ change: { entityType, entityId, available }, name })

  const byCategory = new Map<string, AvailabilityPlate[]>()
  for (const plate of plates.data ?? [])
    byCategory.set(plate.category, [...(byCategory.get(plate.category) ?? []), plate])

  return (
    <details className="mx-4 mb-4 rounded-lg border border-gray-300 bg-white p-3">
      <summary className="cursor-pointer font-semibold">{t('consoleAvailability.title')}</summary>
      <p className="mt-1 text-sm text-gray-700">{t('consoleAvailability.hint')}</p>
      {plates.isError && (
        <p className="mt-2 text-sm text-red-700">
          {t('consoleAvailability.loadFailed')}{' '}
          <button type="button" className="underline" onClick={() => plates.refetch()}>
            {t('consoleAvailability.retry')}
          </button>
        </p>
      )}
      {plates.data?.length === 0 && <p className="mt-2 text-sm">{t('consoleAvailability.empty')}</p>}
      {[...byCategory].map(([category, list]) => (
        <section key={category} aria-label={category} className="mt-3">
          <h3 className="font-semibold">{category}</h3>
          <ul className="divide-y divide-gray-200">
            {list.map((plate) => (
              <li key={plate.id} data-plate-id={plate.id}>
                <AvailabilityRow
                  label={plate.name}
                  available={plate.available}
                  pending={toggle.isPending}
                  onToggle={() => send('PLATE', plate.id, !plate.available, plate.name)}
                />
                {plate.garnishes.length > 0 && (
                  <ul aria-label={t('consoleAvailability.garnishes', { name: plate.name })} className="ml-6">
                    {plate.garnishes.map((garnish) => (
                      <li key={garnish.id} data-garnish-id={garnish.id}>
                        <AvailabilityRow
                          label={t('consoleAvailability.garnishLabel', {
                            group: garnish.group,
                            name: garnish.name,
                          })}
                          available={garnish.available}
                          pending={toggle.isPending}
                          onToggle={() => send('GARNISH', garnish.id, !garnish.available, garnish.name)}
                        />
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </details>
  )
}
