import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { dinerAliasQueryOptions } from '../features/landing/api/diner-alias'
import { BranchPage } from '../features/landing/components/branch-page'
import { CompanyPage } from '../features/landing/components/company-page'
import { isAlias } from '../lib/alias'
import { CountryMoneyFormat, countryQueryOptions } from '../lib/country'
import { loadOrNotFound } from '../lib/load-or-not-found'
import { parseStorefrontSearch } from '../lib/storefront-search'
import { BranchTheme } from '../ui/branch-theme'

// The alias landing: a company lists its branches, a branch its locals, and a local opens its menu.
// A branch with exactly one local opens it directly (storefront spec §2): the branch page's search
// machine decides that, so the rule lives once.
export const Route = createFileRoute('/$alias')({
  validateSearch: parseStorefrontSearch,
  beforeLoad: ({ params }) => {
    if (!isAlias(params.alias)) throw notFound()
  },
  loaderDeps: ({ search }) => ({ search }),
  loader: async ({ context: { queryClient }, params: { alias }, deps: { search } }) => {
    const landing = await loadOrNotFound(queryClient.ensureQueryData(dinerAliasQueryOptions(alias)))
    if (landing.type === 'branchContact') {
      throw redirect({ to: '/menu/$alias', params: { alias: landing.info.alias }, search, replace: true })
    }
    if (landing.type === 'branch') {
      const country = landing.info.branch.countryCode
      if (country) await queryClient.ensureQueryData(countryQueryOptions(country)).catch(() => undefined)
    }
  },
  component: Landing,
})

function Landing() {
  const { alias } = Route.useParams()
  const { data: landing } = useSuspenseQuery(dinerAliasQueryOptions(alias))
  if (landing.type === 'company') return <CompanyPage company={landing.info} />
  if (landing.type === 'branch') {
    return (
      <BranchTheme colorConfig={landing.info.branch.generalConfig.colorConfig}>
        <CountryMoneyFormat code={landing.info.branch.countryCode}>
          <BranchPage key={alias} alias={alias} info={landing.info} />
        </CountryMoneyFormat>
      </BranchTheme>
    )
  }
  return null
}
