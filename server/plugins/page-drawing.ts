import { createHash } from 'node:crypto'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import { pageDataKey } from './page-data'
import { drawPage, type Prerender, styleAttributeSources } from './prerender'

interface Answer {
  status: number
  type: string
  body: string
}

/** A page's drawing: its HTML and the CSP sources its style attributes need. */
export interface DrawnPage {
  html: string
  styleSources: string[]
}

interface Drawing extends DrawnPage {
  /** every API call the drawing made, by key, with a digest of the answer it got */
  inputs: Map<string, string>
  drawnAt: number
}

const digest = (answer: Answer) =>
  createHash('sha1').update(`${answer.status} ${answer.type}\n`).update(answer.body).digest('base64')

export interface PageDrawingOptions {
  /** how long a drawing is reused at most: time alone changes some (a local opening or closing) */
  ttlMs?: number
  maxEntries?: number
  now?: () => number
}

/**
 * Draws storefront pages with the prerender, reusing a drawing while every API answer it was drawn from
 * is unchanged (checked on each request, from the API's own caches) and it is younger than `ttlMs`: a
 * drawing costs the server milliseconds of rendering, a check a few reads.
 *
 * The page's answers (page-data.ts) come in and go out completed: every answer the drawing read is added,
 * so the app in the browser renders from exactly what the drawing was made from.
 */
export function createPageDrawing(
  app: FastifyInstance,
  prerender: Prerender,
  { ttlMs = 30_000, maxEntries = 500, now = Date.now }: PageDrawingOptions = {},
) {
  const drawings = new Map<string, Drawing>()

  const readAnswer = async (key: string, answers: Map<string, string>): Promise<Answer> => {
    const known = answers.get(key)
    if (known !== undefined) return { status: 200, type: 'application/json', body: known }
    const answer = await app.inject({ method: 'GET', url: key, headers: { accept: 'application/json' } })
    const type = String(answer.headers['content-type'] ?? '')
    if (answer.statusCode === 200 && type.startsWith('application/json')) answers.set(key, answer.body)
    return { status: answer.statusCode, type, body: answer.body }
  }

  const stillValid = async (drawing: Drawing, answers: Map<string, string>) => {
    if (now() - drawing.drawnAt > ttlMs) return false
    for (const [key, expected] of drawing.inputs)
      if (digest(await readAnswer(key, answers)) !== expected) return false
    return true
  }

  return async function drawn(
    url: string,
    answers: Map<string, string>,
    log: FastifyBaseLogger,
  ): Promise<DrawnPage | undefined> {
    const known = drawings.get(url)
    if (known && (await stillValid(known, answers))) return known

    const inputs = new Map<string, string>()
    const transport = async (request: Request): Promise<Response> => {
      // Drawing a page only reads: no call of it may change anything.
      if (request.method !== 'GET')
        throw new Error(`the prerender may only read (${request.method} ${request.url})`)
      const { pathname, searchParams } = new URL(request.url)
      const key = pageDataKey(pathname, [...searchParams])
      const answer = await readAnswer(key, answers)
      inputs.set(key, digest(answer))
      return new Response(answer.body, { status: answer.status, headers: { 'content-type': answer.type } })
    }
    const html = await drawPage(prerender, url, transport, (error) =>
      log.warn({ err: error, url }, 'page sent without its prerender'),
    )
    drawings.delete(url)
    if (html === undefined) return undefined
    // The oldest drawing goes first when the map is full (a Map keeps insertion order).
    if (drawings.size >= maxEntries) drawings.delete(drawings.keys().next().value as string)
    const drawing = { html, styleSources: styleAttributeSources(html), inputs, drawnAt: now() }
    drawings.set(url, drawing)
    return drawing
  }
}
