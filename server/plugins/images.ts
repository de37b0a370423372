import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { common } from '../../i18n/es/common'
import { notFound, sendProblem, toProblem } from '../errors'
import { contentTypeOfExtension, IMAGES_ROUTE, imagesDirectory, STORED_NAME } from '../tenant-file/pictures'

/**
 * GET /api/images/{name}: the pictures a tenant import copied into the data directory. A name never
 * changes meaning, so browsers keep the answer for a year without asking again. Not an API call of the
 * specs (the file URLs of getFileUrl point here), hence outside the contract.
 */
export function registerImages(app: FastifyInstance, dataDir: string): void {
  const directory = imagesDirectory(dataDir)
  app.get<{ Params: { name: string } }>(`${IMAGES_ROUTE}:name`, async (request, reply) => {
    const match = STORED_NAME.exec(request.params.name)
    const path = match ? join(directory, request.params.name) : undefined
    const size = path
      ? await stat(path).then(
          (s) => (s.isFile() ? s.size : undefined),
          () => undefined,
        )
      : undefined
    if (!match || !path || size === undefined)
      return sendProblem(reply, toProblem(notFound(common.notFound), request))
    return (
      reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-length', size)
        // An SVG opened on its own must not run scripts.
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .type(contentTypeOfExtension(match[3] ?? '') ?? 'application/octet-stream')
        .send(createReadStream(path))
    )
  })
}
