import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { FastifyInstance } from 'fastify'
import openapiGlue from 'fastify-openapi-glue'
import { parse } from 'yaml'
import type { RouteHandler } from '../routes/index'

export const specPath = fileURLToPath(new URL('../../openapi.yaml', import.meta.url))

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
    // Every operationId has an entry (bound or 501), see resolveHandlers.
    operationResolver: (operationId: string) => handlers[operationId] as RouteHandler,
  })
}
