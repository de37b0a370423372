import { createFileRoute } from '@tanstack/react-router'
import { BoardPage } from '../../features/counter-board/components/board-page'

// The counter board of a local (issue 35), shown on a TV at the counter; its own chunk.
export const Route = createFileRoute('/pantalla/$alias')({
  component: function CounterBoardRoute() {
    const { alias } = Route.useParams()
    return <BoardPage alias={alias} />
  },
})
