import { createFileRoute } from '@tanstack/react-router'
import { PriceListPage } from '../../features/admin/components/price-list-page'
import { localSearch } from './-lib/local-search'

// The price list (issue 36); the router plugin splits the page into its own chunk.
export const Route = createFileRoute('/admin/precios/')({
  validateSearch: localSearch,
  component: function PricesRoute() {
    return <PriceListPage local={Route.useSearch().local} />
  },
})
