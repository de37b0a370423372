import type { FastifyInstance } from 'fastify'
import { webManifest } from '../../domain/installable-app'
import { common } from '../../i18n/es/common'
import type { Database } from '../db/client'
import { notFound, sendProblem, toProblem } from '../errors'
import { dinerByAlias } from '../services/diner'

const ALIAS = /^[A-Za-z0-9][A-Za-z0-9._~-]{0,99}$/

/**
 * GET /manifest/{alias}: the web app manifest of the storefront an alias opens, with its branch's name and
 * colour, so the app a diner installs from Pizzería Demo is Pizzería Demo. Not an API call of the specs,
 * hence outside the contract; the page links it for the alias it shows.
 */
export function registerWebManifest(app: FastifyInstance, db: Database): void {
  app.get<{ Params: { alias: string } }>('/manifest/:alias', async (request, reply) => {
    const { alias } = request.params
    const found = ALIAS.test(alias) ? await dinerByAlias(db, alias) : undefined
    if (!found) return sendProblem(reply, toProblem(notFound(common.notFound), request))
    const manifest =
      found.type === 'branchContact'
        ? webManifest({
            name: found.info.name,
            startPath: `/menu/${alias}`,
            colorConfig: found.info.branch.generalConfig.colorConfig ?? null,
          })
        : found.type === 'branch'
          ? webManifest({
              name: found.info.branch.name,
              startPath: `/${alias}`,
              colorConfig: found.info.branch.generalConfig.colorConfig ?? null,
            })
          : webManifest({ name: found.info.name, startPath: `/${alias}` })
    return reply
      .header('cache-control', 'no-cache')
      .type('application/manifest+json; charset=utf-8')
      .send(JSON.stringify(manifest))
  })
}
