import { createHash } from 'node:crypto'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import { drawPage, type Prerender, pageKey, type RenderedPage, styleAttributeSources } from './prerender'

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
 *
 * Pages are keyed by their route's parameters (pageKey), one render per key at a time: the requests that
 * arrive while a page renders wait for that render. A page the app found nothing at (404) is sent but never
 * kept, and the least recently used page goes first when the cache is full, so made-up paths cannot push
 * the real pages out.
 */
export function createPageDrawing(
  app: FastifyInstance,
  prerender: Prerender,
  { ttlMs = 30_000, recheckMs = 1000, maxEntries = 500, now = Date.now }: PageDrawingOptions = {},
) {
  const drawings = new Map<string, Drawing>()
  const rendering = new Map<string, Promise<DrawnPage | undefined>>()

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

  const render = async (key: string, url: string, log: FastifyBaseLogger): Promise<DrawnPage | undefined> => {
    const inputs = new Map<string, string>()
    const transport = async (request: Request): Promise<Response> => {
      // Rendering a page only reads: no call of it may change anything.
      if (request.method !== 'GET')
        throw new Error(`the prerender may only read (${request.method} ${request.url})`)
      const { pathname, search } = new URL(request.url)
      const apiKey = `${pathname}${search}`
      const answer = await readAnswer(apiKey)
      inputs.set(apiKey, digest(answer))
      return new Response(answer.body, { status: answer.status, headers: { 'content-type': answer.type } })
    }
    const page = await drawPage(prerender, url, transport, (error) =>
      log.warn({ err: error, url }, 'page sent without its server render'),
    )
    drawings.delete(key)
    if (page === undefined) return undefined
    const styleSources = styleAttributeSources(page.html)
    if (page.status === 404) return { ...page, styleSources }
    if (drawings.size >= maxEntries) drawings.delete(drawings.keys().next().value as string)
    const at = now()
    const drawing = { ...page, styleSources, inputs, drawnAt: at, checkedAt: at }
    drawings.set(key, drawing)
    return drawing
  }

  return async function drawn(url: string, log: FastifyBaseLogger): Promise<DrawnPage | undefined> {
    const key = pageKey(url)
    const known = drawings.get(key)
    if (known && (await stillValid(known))) {
      // Used last, so out last (a Map keeps insertion order).
      if (drawings.get(key) === known) {
        drawings.delete(key)
        drawings.set(key, known)
      }
      return known
    }
    const inFlight = rendering.get(key)
    if (inFlight) return inFlight
    const started = render(key, url, log).finally(() => rendering.delete(key))
    rendering.set(key, started)
    return started
  }
}
