import createClient, { type Client } from 'openapi-fetch'
import type { paths } from '../../contract/schema'
import { apiFetch } from './transport'

export type ApiClient = Client<paths>

// A browser resolves the API's paths against the page; the prerender (in Node) needs an absolute URL, and
// its calls never leave the process (answerApiCallsWith), so any origin does.
const sameOrigin = typeof location === 'undefined' ? 'http://prerender.invalid' : ''

/** The one way the web app reaches the API: every path, parameter and body is typed from openapi.yaml. */
export function createApiClient(baseUrl = sameOrigin): ApiClient {
  return createClient<paths>({ baseUrl, fetch: apiFetch })
}

/** Same-origin client for the browser (the server serves the SPA and /api together). */
export const api: ApiClient = createApiClient()
