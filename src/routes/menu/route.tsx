import { createFileRoute, Outlet, retainSearchParams } from '@tanstack/react-router'
import { parseStorefrontSearch, RETAINED_SEARCH_PARAMS } from '../../lib/storefront-search'

// The menu area's shared layout: it reads the visit's query parameters once for every page below it.
export const Route = createFileRoute('/menu')({
  validateSearch: parseStorefrontSearch,
  search: { middlewares: [retainSearchParams([...RETAINED_SEARCH_PARAMS])] },
  component: Outlet,
})
