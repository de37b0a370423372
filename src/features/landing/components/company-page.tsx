import { Link } from '@tanstack/react-router'
import type { CSSProperties } from 'react'
import { branchTheme } from '../../../../domain/colour'
import { useT } from '../../../lib/use-t'
import { BrandLogo } from '../../../ui/brand-logo'
import { ChevronRightIcon } from '../../../ui/icons'
import type { Branch, CompanyInfo } from '../api/diner-alias'

/** Each branch card shows its logo in the branch's own colour, whatever the page's theme. */
function brandColours(branch: Branch): CSSProperties {
  const { variables } = branchTheme(branch.generalConfig.colorConfig)
  return {
    '--color-main': variables['--color-main'],
    '--color-main-contrast': variables['--color-main-contrast'],
  } as CSSProperties
}

/** A company's landing page: one card per branch. */
export function CompanyPage({ company }: { company: CompanyInfo }) {
  const t = useT()
  return (
    <main id="contenido" className="mx-auto min-h-dvh max-w-3xl px-4 py-10">
      <title>{company.name}</title>
      <h1 className="text-3xl font-extrabold">{company.name}</h1>
      <h2 className="mt-6 text-sm font-bold tracking-wide text-muted uppercase">
        {t('storefront.branches')}
      </h2>
      {company.branches.length === 0 ? (
        <p className="mt-4 text-muted">{t('storefront.noBranches')}</p>
      ) : (
        <ul className="mt-3 grid gap-3 sm:grid-cols-2">
          {company.branches.map((branch) => (
            <li key={branch.id}>
              <Link
                to="/$alias"
                params={{ alias: branch.alias }}
                className="flex items-center gap-4 rounded-2xl bg-(--color-card) p-4 shadow-sm ring-1 ring-ink/5 transition hover:ring-ink/30"
                style={brandColours(branch)}
              >
                <BrandLogo
                  name={branch.name}
                  url={branch.customLogoURL}
                  className="size-14 shrink-0 text-2xl"
                />
                <span className="flex-1 text-lg font-bold">{branch.name}</span>
                <ChevronRightIcon className="size-5 text-muted" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </main>
  )
}
