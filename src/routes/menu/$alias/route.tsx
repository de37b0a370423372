import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, notFound, Outlet, redirect, useParams } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { AccountButton } from '../../../features/account/components/account-button'
import { branchContactQueryOptions } from '../../../features/menu/api/branch-contact'
import { LocalShell } from '../../../features/menu/components/local-shell'
import { findModeByPath } from '../../../features/menu/lib/order-modes'
import { AfterIdle } from '../../../lib/after-idle'
import { isAlias } from '../../../lib/alias'
import { CartProvider } from '../../../lib/cart'
import { countryQueryOptions } from '../../../lib/country'
import { loadOrNotFound } from '../../../lib/load-or-not-found'
import { isKioskVisit } from '../../../lib/storefront-search'
import { AbandonedCartGate } from './-components/abandoned-cart-gate'
import { InstallOffer } from './-components/install-offer'

// Only a kiosk shows the attract screen: a phone never downloads it.
const KioskWelcome = lazy(() =>
  import('../../../features/menu/components/kiosk-welcome').then((m) => ({ default: m.KioskWelcome })),
)

// Every page of a local (/menu/{alias}/…) needs the local: its colours, country, address and order modes.
export const Route = createFileRoute('/menu/$alias')({
  beforeLoad: ({ params }) => {
    if (!isAlias(params.alias)) throw notFound()
  },
  loaderDeps: ({ search }) => ({ abandoned: search.abandoned, phone: search.phone }),
  loader: async ({ context: { queryClient }, params: { alias }, deps }) => {
    const contact = await loadOrNotFound(queryClient.ensureQueryData(branchContactQueryOptions(alias)))
    const country = contact.branch.countryCode
    // Money falls back to the default format if the country cannot be read; the page still shows.
    if (country) await queryClient.ensureQueryData(countryQueryOptions(country)).catch(() => undefined)
    // An abandoned-cart recovery link refills the cart before any page of the local mounts.
    if (deps.abandoned && deps.phone) {
      const { recoverCartFromLink } = await import('../../../features/engagement/recover-cart')
      const target = await recoverCartFromLink({ alias, contact, phone: deps.phone })
      if (target)
        throw redirect({
          to: '/menu/$alias/preview',
          params: { alias },
          search: ({ abandoned: _abandoned, phone: _phone, ...rest }) => rest,
          replace: true,
        })
    }
  },
  component: LocalLayout,
})

function LocalLayout() {
  const { alias } = Route.useParams()
  const search = Route.useSearch()
  const { data: contact } = useSuspenseQuery(branchContactQueryOptions(alias))
  const { mode: modeSegment } = useParams({ strict: false })
  const currentMode = modeSegment ? findModeByPath(contact.deliveryConfig.orderModes, modeSegment) : undefined
  // Only a table or self-service kiosk visit needs the kiosk's shell (lazily loaded, from the entry).
  const { kioskShell: KioskShell } = Route.useRouteContext()
  // One cart per local for all its pages; a new alias starts that local's own cart.
  return (
    <LocalShell contact={contact}>
      <CartProvider key={alias} alias={alias}>
        {!isKioskVisit(search) && (
          <AfterIdle>
            <Suspense fallback={null}>
              <AbandonedCartGate alias={alias} contact={contact} currentModeId={currentMode?.id ?? null} />
              <InstallOffer
                name={contact.branch.name}
                config={contact.branch.generalConfig.onlineMarketingConfig}
                modeType={currentMode?.type ?? null}
                kiosk={false}
              />
              <AccountButton branchId={contact.branch.id} branchContactId={contact.id} />
            </Suspense>
          </AfterIdle>
        )}
        {isKioskVisit(search) ? (
          // Inside the local's theme, so the attract screen and the warning wear the branch's colours.
          <Suspense fallback={null}>
            <KioskShell tableNumber={search.tableNumber} welcome={<KioskWelcome contact={contact} />}>
              <Outlet />
            </KioskShell>
          </Suspense>
        ) : (
          <Outlet />
        )}
      </CartProvider>
    </LocalShell>
  )
}
