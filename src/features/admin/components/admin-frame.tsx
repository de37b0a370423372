import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { ApiError } from '../../../api/errors'
import { useT } from '../../../lib/use-t'
import { PageMessage } from '../../../ui/page-message'
import { LoadErrorPage, PendingPage } from '../../../ui/status-pages'
import { type AdminSession, adminSessionQueryOptions, signOutAdmin } from '../api/admin-api'
import { AdminSignIn } from './admin-sign-in'
import '../../../../i18n/areas/admin'
import { reports } from '../../../../i18n/es/reports'

/**
 * Every /admin screen inside one frame: the sign-in form without a session, 'Sin acceso' for a console
 * account (403), else the header (company, account, sign-out) above the screen.
 */
export function AdminFrame({
  title,
  children,
}: {
  title: string
  children: (session: AdminSession) => ReactNode
}) {
  const t = useT()
  const queryClient = useQueryClient()
  const session = useQuery(adminSessionQueryOptions())

  if (session.isPending) return <PendingPage />
  if (session.isError) {
    if (session.error instanceof ApiError && session.error.status === 403)
      return (
        <PageMessage tone="error" title={t('admin.noAccessTitle')}>
          <title>{t('admin.noAccessTitle')}</title>
          <p>{session.error.detail ?? t('admin.consoleOnly')}</p>
        </PageMessage>
      )
    return <LoadErrorPage onRetry={() => session.refetch()} />
  }
  const current = session.data
  if (!current) return <AdminSignIn />

  const signOut = async () => {
    await signOutAdmin()
    queryClient.removeQueries({ queryKey: ['admin'] })
    queryClient.setQueryData(adminSessionQueryOptions().queryKey, null)
  }
  const role = current.staff.role === 'owner' ? t('admin.roleOwner') : t('admin.roleManager')

  return (
    <div className="min-h-screen bg-gray-50">
      <title>{`${title} · ${current.company.name}`}</title>
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-gray-300 bg-white px-4 py-3">
        <div>
          <Link to="/admin" className="text-lg font-semibold underline-offset-2 hover:underline">
            {t('admin.title')} · {current.company.name}
          </Link>
          <p className="text-sm text-gray-700">
            {t('admin.signedInAs', { name: current.staff.name })} · {role} · {current.scope.name}
          </p>
        </div>
        <nav className="flex items-center gap-2">
          <Link
            to="/admin/reportes"
            search={{ reporte: 'ventas' }}
            className="min-h-11 content-center px-3 font-semibold underline"
          >
            {reports.reportsLink}
          </Link>
          <button
            type="button"
            className="min-h-11 rounded-lg border-2 border-gray-700 px-3 font-semibold"
            onClick={signOut}
          >
            {t('admin.signOut')}
          </button>
        </nav>
      </header>
      <main id="contenido" className="mx-auto max-w-5xl p-4">
        <h1 className="mb-4 text-2xl font-semibold">{title}</h1>
        {children(current)}
      </main>
    </div>
  )
}
