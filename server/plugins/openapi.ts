import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { FastifyInstance } from 'fastify'
import openapiGlue from 'fastify-openapi-glue'
import { parse } from 'yaml'
import { isGenericFallback, type RouteHandler } from '../routes/index'

export const specPath = fileURLToPath(new URL('../../openapi.yaml', import.meta.url))

// What every contract route carries in its Fastify config.
declare module 'fastify' {
  interface FastifyContextConfig {
    operationId?: string
    /** False while the operation answers the generic 501. */
    implemented?: boolean
  }
}

const httpMethods = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace']

export interface OpenApiDocument {
  openapi: string
  paths: Record<string, Record<string, { operationId?: string } | unknown>>
  [key: string]: unknown
}

let cached: OpenApiDocument | undefined

/** The contract, parsed once per process; callers get their own copy to mutate. */
export function loadSpecification(): OpenApiDocument {
  cached ??= parse(readFileSync(specPath, 'utf8')) as OpenApiDocument
  return structuredClone(cached)
}

export function operationIdsOf(spec: OpenApiDocument): string[] {
  return Object.values(spec.paths).flatMap((item) =>
    httpMethods
      .map((method) => (item[method] as { operationId?: string } | undefined)?.operationId)
      .filter((id): id is string => typeof id === 'string'),
  )
}

/** Binds every operation of the contract to its handler; schemas come from the same document. */
export async function registerContractRoutes(
  app: FastifyInstance,
  spec: OpenApiDocument,
  handlers: Record<string, RouteHandler>,
): Promise<void> {
  await app.register(openapiGlue, {
    specification: spec,
    // Every operationId has an entry (bound or 501), see resolveHandlers. The route's config names its
    // operation, so hooks (rate limits, caching) and tests can find a route by operationId.
    operationResolver: (operationId: string) => {
      const handler = handlers[operationId] as RouteHandler
      // Glue spreads route options returned here; its types only admit complete ones.
      return { handler, config: { operationId, implemented: !isGenericFallback(handler) } } as never
    },
  })
}
