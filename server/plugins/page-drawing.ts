import { createHash } from 'node:crypto'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import { drawPage, type Prerender, type RenderedPage, styleAttributeSources } from './prerender'

interface Answer {
  status: number
  type: string
  body: string
}

/** A rendered page with the CSP sources its style attributes need. */
export interface DrawnPage extends RenderedPage {
  styleSources: string[]
}

interface Drawing extends DrawnPage {
  /** every API call the render made, by path and query, with a digest of the answer it got */
  inputs: Map<string, string>
  drawnAt: number
  /** when its inputs were last found unchanged */
  checkedAt: number
  checking?: Promise<boolean>
}

const digest = (answer: Answer) =>
  createHash('sha1').update(`${answer.status} ${answer.type}\n`).update(answer.body).digest('base64')

export interface PageDrawingOptions {
  /** how long a rendered page is reused at most: time alone changes some (a local opening or closing) */
  ttlMs?: number
  /** how long a rendered page is served without asking the API whether its answers changed */
  recheckMs?: number
  maxEntries?: number
  now?: () => number
}

/**
 * Renders storefront pages with the app's renderer, reusing a page while every API answer it was rendered
 * from is unchanged (checked from the API's own caches at most once per `recheckMs`, however many answers
 * it serves meanwhile) and it is younger than `ttlMs`. The same object comes back while it is reused, so
 * the page's bytes can be built and compressed once for it (spa.ts).
 */
export function createPageDrawing(
  app: FastifyInstance,
  prerender: Prerender,
  { ttlMs = 30_000, recheckMs = 1000, maxEntries = 500, now = Date.now }: PageDrawingOptions = {},
) {
  const drawings = new Map<string, Drawing>()

  const readAnswer = async (key: string): Promise<Answer> => {
    const answer = await app.inject({ method: 'GET', url: key, headers: { accept: 'application/json' } })
    return {
      status: answer.statusCode,
      type: String(answer.headers['content-type'] ?? ''),
      body: answer.body,
    }
  }

  const inputsUnchanged = async (drawing: Drawing) => {
    for (const [key, expected] of drawing.inputs) if (digest(await readAnswer(key)) !== expected) return false
    return true
  }

  const stillValid = async (drawing: Drawing): Promise<boolean> => {
    if (now() - drawing.drawnAt > ttlMs) return false
    if (now() - drawing.checkedAt < recheckMs) return true
    // Requests that arrive while a check runs wait for that one check.
    drawing.checking ??= inputsUnchanged(drawing).then((same) => {
      drawing.checking = undefined
      if (same) drawing.checkedAt = now()
      return same
    })
    return drawing.checking
  }

  return async function drawn(url: string, log: FastifyBaseLogger): Promise<DrawnPage | undefined> {
    const known = drawings.get(url)
    if (known && (await stillValid(known))) return known

    const inputs = new Map<string, string>()
    const transport = async (request: Request): Promise<Response> => {
      // Rendering a page only reads: no call of it may change anything.
      if (request.method !== 'GET')
        throw new Error(`the prerender may only read (${request.method} ${request.url})`)
      const { pathname, search } = new URL(request.url)
      const key = `${pathname}${search}`
      const answer = await readAnswer(key)
      inputs.set(key, digest(answer))
      return new Response(answer.body, { status: answer.status, headers: { 'content-type': answer.type } })
    }
    const page = await drawPage(prerender, url, transport, (error) =>
      log.warn({ err: error, url }, 'page sent without its server render'),
    )
    drawings.delete(url)
    if (page === undefined) return undefined
    // The oldest page goes first when the map is full (a Map keeps insertion order).
    if (drawings.size >= maxEntries) drawings.delete(drawings.keys().next().value as string)
    const at = now()
    const drawing = {
      ...page,
      styleSources: styleAttributeSources(page.html),
      inputs,
      drawnAt: at,
      checkedAt: at,
    }
    drawings.set(url, drawing)
    return drawing
  }
}
