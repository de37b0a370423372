import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import { useT } from '../lib/use-t'
import type { RouterContext } from '../router'
import { NotFoundPage } from '../ui/status-pages'
import { Toaster } from '../ui/toaster'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
})

function RootLayout() {
  const t = useT()
  return (
    <>
      <a
        href="#contenido"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-black focus:shadow"
      >
        {t('common.skipToContent')}
      </a>
      <Outlet />
      <Toaster />
    </>
  )
}
