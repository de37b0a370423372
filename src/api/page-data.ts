/**
 * The API answers the server put in the page (server/plugins/page-data.ts): a local's page carries the
 * first calls it makes (the local, the menu, the country…), so it draws as soon as its code runs. Each
 * answer serves exactly the GET it was filed under, once; every later call goes to the network.
 */
const ELEMENT_ID = 'page-data'

let answers: Map<string, string> | undefined

/** The same key the server files an answer under: the path and its query parameters, sorted. */
export function pageDataKey(url: URL): string {
  const query = [...url.searchParams].sort(([a, av], [b, bv]) =>
    a === b ? av.localeCompare(bv) : a.localeCompare(b),
  )
  return query.length === 0 ? url.pathname : `${url.pathname}?${new URLSearchParams(query).toString()}`
}

/** Reads the page's element once; its answers stay raw until one is asked for. */
export function readPageData(source: Document | undefined = globalThis.document): Map<string, string> {
  const found = new Map<string, string>()
  const text = source?.getElementById(ELEMENT_ID)?.textContent
  if (!text) return found
  try {
    for (const [key, value] of Object.entries(JSON.parse(text) as Record<string, unknown>))
      found.set(key, JSON.stringify(value))
  } catch {
    // A page without usable data loads as before, from the API.
  }
  return found
}

/** The page's answer for this request, as the API would have sent it, or undefined. */
export function takePageAnswer(request: Request, store?: Map<string, string>): Response | undefined {
  if (request.method !== 'GET') return undefined
  if (!store && !answers) answers = readPageData()
  const found = store ?? answers ?? new Map<string, string>()
  if (found.size === 0) return undefined
  const url = new URL(request.url)
  if (typeof location !== 'undefined' && url.origin !== location.origin) return undefined
  const key = pageDataKey(url)
  const body = found.get(key)
  if (body === undefined) return undefined
  found.delete(key)
  return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } })
}

type Transport = (request: Request) => Promise<Response>

let transport: Transport | undefined

/**
 * Where the app runs outside a browser (the server's prerender, src/entry-prerender.tsx) there is no page
 * to read and no origin to fetch from: every API call goes through this instead.
 */
export function answerApiCallsWith(answer: Transport): void {
  transport = answer
}

/** fetch for the API client: the page's answer when it has one, the network otherwise. */
export function fetchWithPageData(request: Request): Promise<Response> {
  if (transport) return transport(request)
  const answer = takePageAnswer(request)
  return answer ? Promise.resolve(answer) : globalThis.fetch(request)
}
