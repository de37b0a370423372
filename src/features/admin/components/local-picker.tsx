import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useT } from '../../../lib/use-t'
import { type AdminLocal, adminLocalsQueryOptions } from '../api/admin-api'
import '../../../../i18n/areas/admin'

type Chosen = { status: 'pending' | 'error' } | { status: 'ready'; locals: AdminLocal[]; alias: string }

/**
 * The local a screen works on: the one its link names (`?local=`), else the account's first. A named
 * local the account does not administer is passed on as named, so the server's 403 says why.
 */
export function useChosenLocal(named: string | undefined): Chosen {
  const locals = useQuery(adminLocalsQueryOptions())
  if (locals.isPending) return { status: 'pending' }
  if (locals.isError) return { status: 'error' }
  const alias = named ?? locals.data[0]?.alias
  return alias ? { status: 'ready', locals: locals.data, alias } : { status: 'error' }
}

/** Which local's prices: changing it opens the same screen for that local. */
export function LocalPicker({
  locals,
  alias,
  to,
}: {
  locals: AdminLocal[]
  alias: string
  to: '/admin/precios' | '/admin/precios/masivo'
}) {
  const t = useT()
  const navigate = useNavigate()
  if (locals.length < 2) return null
  return (
    <label className="flex flex-col gap-1">
      <span className="text-sm text-gray-700">{t('adminPrices.localLabel')}</span>
      <select
        className="min-h-11 rounded border border-gray-500 bg-white px-2"
        value={alias}
        onChange={(e) => void navigate({ to, search: { local: e.target.value } })}
      >
        {locals.map((local) => (
          <option key={local.alias} value={local.alias}>
            {local.branch.name} · {local.name}
          </option>
        ))}
      </select>
    </label>
  )
}
