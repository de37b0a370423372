import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import type { OpenApiDocument } from './openapi'

export const docsPrefix = '/api/docs'

/** The contract as interactive docs, served from openapi.yaml itself (static mode). */
export async function registerDocs(app: FastifyInstance, spec: OpenApiDocument): Promise<void> {
  await app.register(swagger, {
    mode: 'static',
    specification: { document: spec as never },
  })
  await app.register(swaggerUi, {
    routePrefix: docsPrefix,
    uiConfig: { docExpansion: 'list', deepLinking: true, validatorUrl: null },
  })
}
