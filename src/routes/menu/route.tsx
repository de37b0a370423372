import { createFileRoute, retainSearchParams } from '@tanstack/react-router'
import { parseStorefrontSearch, RETAINED_SEARCH_PARAMS } from '../../lib/storefront-search'

// The menu area's shared layout: it reads the visit's query parameters once for every page below it. No
// component: the router renders the Outlet itself (an explicit one became a chunk of its own, one more request).
export const Route = createFileRoute('/menu')({
  validateSearch: parseStorefrontSearch,
  search: { middlewares: [retainSearchParams([...RETAINED_SEARCH_PARAMS])] },
})
