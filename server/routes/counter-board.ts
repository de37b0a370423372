import { counterBoard } from '../services/counter-board'
import type { Handlers, RouteDeps } from './deps'

/** Handlers of the `board` tag (issue 35): the public counter board of a local. */
export function boardHandlers({ db }: RouteDeps): Handlers {
  return {
    async getCounterBoard(request, reply) {
      // a board reads this on every (re)connect to catch up: never served from a cache
      reply.header('cache-control', 'no-store')
      return counterBoard(db, { alias: request.params.alias })
    },
  }
}
