import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { type ReportSearch, reportSearch } from '../../../domain/report-names'
import { reports as texts } from '../../../i18n/es/reports'
import { adminLocalsQueryOptions } from '../../features/admin/api/admin-api'
import { AdminFrame } from '../../features/admin/components/admin-frame'
import { ReportsPage } from '../../features/reports/components/reports-page'

// The reports of the back office (issue 37). The router plugin splits the component (and with it the
// charts) into a chunk of its own; only the search check, import-free, ships with the router.
export const Route = createFileRoute('/admin/reportes')({
  validateSearch: (raw: Record<string, unknown>): ReportSearch => reportSearch(raw),
  component: ReportsRoute,
})

function ReportsRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <AdminFrame title={texts.title}>
      {() => <Locals search={search} go={(next) => navigate({ search: next })} />}
    </AdminFrame>
  )
}

/** The locals are read once the frame has a session (the query needs the cookie). */
function Locals({ search, go }: { search: ReportSearch; go: (search: ReportSearch) => void }) {
  const locals = useQuery(adminLocalsQueryOptions())
  return <ReportsPage locals={{ status: locals.status, data: locals.data }} search={search} go={go} />
}
