import type { Server } from 'node:http'
import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
import { api as apiTexts } from '../../i18n/es/api'
import { PROBLEM_CONTENT_TYPE, type Problem } from '../errors'
import { securityHeaders } from './security'

/** Defaults of the transport limits; each can be changed through the environment (server/env.ts). */
export const transportDefaults = {
  /** A whole request, body included, must arrive within this time (a trickled body is cut off). */
  requestTimeoutMs: 15_000,
  /** Headers must arrive within this time (slowloris). */
  headersTimeoutMs: 10_000,
  /** A connection idle this long is closed. */
  connectionTimeoutMs: 60_000,
  /** Open connections one client address may hold at once; a browser opens six. */
  maxConnectionsPerClient: 256,
} as const

interface ClientError extends Error {
  code?: string
}

function problemFor(error: ClientError): Problem {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT' || error.code === 'ERR_HTTP_HEADERS_TIMEOUT') {
    return {
      type: 'about:blank',
      title: STATUS_CODES[408] ?? '',
      status: 408,
      detail: apiTexts.requestTimeout,
    }
  }
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    return {
      type: 'about:blank',
      title: STATUS_CODES[431] ?? '',
      status: 431,
      detail: apiTexts.headersTooLarge,
    }
  }
  // Anything else Node's parser refuses (a malformed request line, a bad header, a bad chunk).
  return {
    type: 'about:blank',
    title: STATUS_CODES[400] ?? '',
    status: 400,
    detail: apiTexts.badRequest,
    errors: [{ field: 'request', message: apiTexts.badRequest, code: error.code ?? 'parse' }],
  }
}

/** The raw HTTP/1.1 answer to a request Node's parser refused, with the app's security headers. */
export function clientErrorResponse(error: ClientError, headers = securityHeaders()): string {
  const problem = problemFor(error)
  const body = JSON.stringify(problem)
  const lines = [
    `HTTP/1.1 ${problem.status} ${problem.title}`,
    `content-type: ${PROBLEM_CONTENT_TYPE}`,
    `content-length: ${Buffer.byteLength(body)}`,
    'connection: close',
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ]
  return `${lines.join('\r\n')}\r\n\r\n${body}`
}

/**
 * Fastify's clientErrorHandler: errors raised by Node's HTTP parser (431, malformed requests, timeouts)
 * answer problem+json with the same headers as every other answer, instead of Node's plain text.
 */
export function makeClientErrorHandler(): (error: ClientError, socket: Socket) => void {
  const headers = securityHeaders()
  return (error, socket) => {
    // A reset connection has no one left to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return
    if (socket.writable) socket.end(clientErrorResponse(error, headers))
    socket.destroySoon()
  }
}

/**
 * Caps the connections one client address holds open: a single client cannot take every socket the
 * process can serve. The connection over the cap is closed at once, before any byte is read.
 */
export function capConnectionsPerClient(server: Server, max: number): void {
  const open = new Map<string, number>()
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? 'unknown'
    const count = (open.get(address) ?? 0) + 1
    if (count > max) {
      socket.destroy()
      return
    }
    open.set(address, count)
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1
      if (left <= 0) open.delete(address)
      else open.set(address, left)
    })
  })
}
