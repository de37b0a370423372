import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { menuQueryOptions, useReadWholeMenu } from '../../../../features/menu/api/menu'
import { MenuPage } from '../../../../features/menu/components/menu-page'

const modeRoute = getRouteApi('/menu/$alias/$mode')

export const Route = createFileRoute('/menu/$alias/$mode/')({
  component: ModeHome,
})

function ModeHome() {
  const { alias } = Route.useParams()
  const { modeId, modePath } = modeRoute.useLoaderData()
  const { data: menu } = useSuspenseQuery(menuQueryOptions(alias, modeId))
  const readRest = useReadWholeMenu(alias, modeId)
  return <MenuPage menu={menu} alias={alias} mode={modePath} readRest={readRest} />
}
