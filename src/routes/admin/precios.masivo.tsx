import { createFileRoute } from '@tanstack/react-router'
import { BulkPricePage } from '../../features/admin/components/bulk-price-page'
import { localSearch } from './-lib/local-search'

// The bulk price change (issue 36); the router plugin splits the page into its own chunk.
export const Route = createFileRoute('/admin/precios/masivo')({
  validateSearch: localSearch,
  component: function BulkPricesRoute() {
    return <BulkPricePage local={Route.useSearch().local} />
  },
})
