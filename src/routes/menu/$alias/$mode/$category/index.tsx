import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, getRouteApi, notFound } from '@tanstack/react-router'
import { ensureWholeMenu, menuQueryOptions } from '../../../../../features/menu/api/menu'
import { CategoryPage } from '../../../../../features/menu/components/category-page'
import { findCategory } from '../../../../../features/menu/lib/menu-lookup'

const modeRoute = getRouteApi('/menu/$alias/$mode')

export const Route = createFileRoute('/menu/$alias/$mode/$category/')({
  loader: async ({ context: { queryClient }, params, parentMatchPromise }) => {
    const { loaderData } = await parentMatchPromise
    if (!loaderData) throw notFound()
    const menu = await ensureWholeMenu(queryClient, params.alias, loaderData.modeId)
    if (!findCategory(menu, params.category)) throw notFound()
  },
  component: CategoryRoute,
})

function CategoryRoute() {
  const { alias, category: categoryParam } = Route.useParams()
  const { modeId, modePath } = modeRoute.useLoaderData()
  const { data: menu } = useSuspenseQuery(menuQueryOptions(alias, modeId))
  const category = findCategory(menu, categoryParam)
  if (!category) return null
  return <CategoryPage category={category} discounts={menu.discounts} alias={alias} mode={modePath} />
}
