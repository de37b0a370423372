import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, getRouteApi, notFound } from '@tanstack/react-router'
import { ensureWholeMenu, menuQueryOptions } from '../../../../../features/menu/api/menu'
import { PlateDetailPage } from '../../../../../features/menu/components/plate-detail-page'
import { findCategory, findPlate } from '../../../../../features/menu/lib/menu-lookup'

const modeRoute = getRouteApi('/menu/$alias/$mode')

export const Route = createFileRoute('/menu/$alias/$mode/$category/$plate')({
  loader: async ({ context: { queryClient }, params, parentMatchPromise }) => {
    const { loaderData } = await parentMatchPromise
    if (!loaderData) throw notFound()
    const menu = await ensureWholeMenu(queryClient, params.alias, loaderData.modeId)
    const category = findCategory(menu, params.category)
    if (!category || !findPlate(category, params.plate)) throw notFound()
  },
  component: PlateRoute,
})

function PlateRoute() {
  const { alias, category: categoryParam, plate: plateParam } = Route.useParams()
  const { modeId, modePath } = modeRoute.useLoaderData()
  const { data: menu } = useSuspenseQuery(menuQueryOptions(alias, modeId))
  const category = findCategory(menu, categoryParam)
  const plate = category ? findPlate(category, plateParam) : undefined
  if (!category || !plate) return null
  return (
    <PlateDetailPage
      plate={plate}
      category={category}
      discounts={menu.discounts}
      alias={alias}
      mode={modePath}
    />
  )
}
