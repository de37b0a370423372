import { Link, useParams } from '@tanstack/react-router'
import { useT } from '../../../lib/use-t'
import { UnderConstructionPage } from '../../../ui/status-pages'

/** A local's page that has not landed yet: it says so and leads back to the local's menu. */
export function LocalUnderConstruction({ heading }: { heading?: string }) {
  const t = useT()
  const { alias } = useParams({ from: '/menu/$alias' })
  return (
    <UnderConstructionPage
      heading={heading}
      action={
        <Link
          to="/menu/$alias"
          params={{ alias }}
          className="mt-2 rounded-full bg-brand px-6 py-3 font-semibold text-brand-contrast shadow-sm transition active:scale-95"
        >
          {t('storefront.backToMenu')}
        </Link>
      }
    />
  )
}
