import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useT } from '../../../lib/use-t'
import { adminLocalsQueryOptions } from '../api/admin-api'
import { AdminFrame } from './admin-frame'
import '../../../../i18n/areas/admin'

/** /admin: the locals the account administers, each opening its price list. */
export function AdminHome() {
  const t = useT()
  return <AdminFrame title={t('admin.localsTitle')}>{() => <LocalList />}</AdminFrame>
}

function LocalList() {
  const t = useT()
  const locals = useQuery(adminLocalsQueryOptions())
  if (locals.isPending) return <p>{t('admin.loading')}</p>
  if (locals.isError) return <p role="alert">{t('admin.loadFailed')}</p>
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {locals.data.map((local) => (
        <li key={local.alias} className="rounded-lg border border-gray-300 bg-white p-4">
          <p className="text-sm text-gray-700">{local.branch.name}</p>
          <p className="text-lg font-semibold">{local.name}</p>
          <Link
            to="/admin/precios"
            search={{ local: local.alias }}
            className="font-semibold underline underline-offset-2"
            aria-label={`${t('adminPrices.pricesLink')} · ${local.name}`}
          >
            {t('adminPrices.pricesLink')}
          </Link>
        </li>
      ))}
    </ul>
  )
}
