type Transport = (request: Request) => Promise<Response>

let transport: Transport | undefined

/**
 * Where the app runs outside a browser (the server's renderer, src/entry-prerender.tsx) there is no origin
 * to fetch from: every API call goes through this instead, answered inside the server's process.
 */
export function answerApiCallsWith(answer: Transport): void {
  transport = answer
}

/** fetch for the API client: the server's own answers while rendering there, the network in a browser. */
export function apiFetch(request: Request): Promise<Response> {
  return transport ? transport(request) : globalThis.fetch(request)
}
