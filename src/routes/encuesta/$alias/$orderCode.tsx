import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { ratingFromLink } from '../../../../domain/survey'
import { branchContactQueryOptions } from '../../../features/menu/api/branch-contact'
import { LocalShell } from '../../../features/menu/components/local-shell'
import { SurveyPage } from '../../../features/order/components/survey-page'
import { isAlias } from '../../../lib/alias'
import { loadOrNotFound } from '../../../lib/load-or-not-found'

// The survey 'Califica tu pedido' (checkout spec §2); surveyGeneralNPSAnswer pre-fills the general rating.
export const Route = createFileRoute('/encuesta/$alias/$orderCode')({
  beforeLoad: ({ params }) => {
    if (!isAlias(params.alias)) throw notFound()
  },
  loader: async ({ context: { queryClient }, params: { alias } }) => {
    await loadOrNotFound(queryClient.ensureQueryData(branchContactQueryOptions(alias)))
  },
  component: Survey,
})

function Survey() {
  const { alias, orderCode } = Route.useParams()
  const { data: contact } = useSuspenseQuery(branchContactQueryOptions(alias))
  const rating =
    typeof window === 'undefined'
      ? null
      : ratingFromLink(new URLSearchParams(window.location.search).get('surveyGeneralNPSAnswer'))
  return (
    <LocalShell contact={contact}>
      <main id="contenido">
        <SurveyPage alias={alias} orderCode={orderCode} localName={contact.name} ratingFromLink={rating} />
      </main>
    </LocalShell>
  )
}
