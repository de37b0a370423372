import { createFileRoute } from '@tanstack/react-router'
import { ConsolePage } from '../../features/console/components/console-page'

// The orders console (issue 8); the router plugin splits it into its own chunk.
export const Route = createFileRoute('/consola/$alias')({
  component: function ConsoleRoute() {
    const { alias } = Route.useParams()
    return <ConsolePage alias={alias} />
  },
})
