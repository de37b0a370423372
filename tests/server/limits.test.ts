import type { AddressInfo } from 'node:net'
import { connect, type Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './helpers/test-app'

let t: TestApp
let port: number

beforeAll(async () => {
  t = await createTestApp({ REQUEST_TIMEOUT_MS: '800', MAX_CONNECTIONS_PER_CLIENT: '3' })
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  port = (t.app.server.address() as AddressInfo).port
})

afterAll(async () => {
  await t?.close()
})

function open(): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1' }, () => resolve(socket))
    socket.once('error', reject)
  })
}

/** Everything the server writes until it closes the connection. */
function readUntilClosed(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.on('error', () => {})
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')))
  })
}

function parseRaw(raw: string) {
  const [head = '', body = ''] = raw.split('\r\n\r\n')
  const [statusLine = '', ...headerLines] = head.split('\r\n')
  const headers = Object.fromEntries(
    headerLines.map((line) => {
      const at = line.indexOf(':')
      return [line.slice(0, at).toLowerCase(), line.slice(at + 1).trim()]
    }),
  )
  return { status: Number(statusLine.split(' ')[1]), headers, body: body ? JSON.parse(body) : undefined }
}

describe('paging and ids', () => {
  it('answers an offset past the maximum with a 400 naming it, not a database error', async () => {
    const response = await t.app.inject('/api/diner/companies/1/branches?offset=9223372036854775808')
    expect(response.statusCode).toBe(400)
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/)
    expect(response.json().errors).toEqual([expect.objectContaining({ field: 'offset' })])
  })

  it('accepts the largest offset and answers an empty page', async () => {
    const response = await t.app.inject('/api/diner/companies/1/branches?offset=1000000')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ branches: [], offset: 1000000 })
  })

  it.each(['0x1', '1e0', '+1', '01', ' 1', '1.0'])('refuses the id %j: one resource, one URL', async (id) => {
    const response = await t.app.inject(`/api/diner/companies/${encodeURIComponent(id)}`)
    expect(response.statusCode).toBe(400)
    expect(response.json().errors).toEqual([expect.objectContaining({ field: 'companyId' })])
  })

  it('reads the canonical id', async () => {
    const response = await t.app.inject('/api/diner/companies/1')
    expect(response.statusCode).toBe(200)
  })

  it('does not read a zero-padded number as a local id', async () => {
    const [byId, padded] = await Promise.all([t.app.inject('/api/diner/1'), t.app.inject('/api/diner/01')])
    expect(byId.statusCode).toBe(200)
    expect(padded.statusCode).toBe(404)
  })

  it('names the URL in the 400 of a malformed percent-encoding', async () => {
    const response = await t.app.inject('/api/diner/companies/%zz/branches')
    expect(response.statusCode).toBe(400)
    expect(response.json().errors).toEqual([expect.objectContaining({ field: 'url' })])
  })

  it('names the body in the 400 of malformed JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/diner/log',
      headers: { 'content-type': 'application/json' },
      payload: '{"level":',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().errors).toEqual([expect.objectContaining({ field: 'body' })])
  })
})

describe('transport limits', () => {
  it('cuts off a body that trickles in with a 408 problem carrying the security headers', async () => {
    const socket = await open()
    const answer = readUntilClosed(socket)
    socket.write(
      'POST /api/diner/log HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{',
    )
    const started = Date.now()
    const { status, headers, body } = parseRaw(await answer)
    expect(Date.now() - started).toBeLessThan(5_000)
    expect(status).toBe(408)
    expect(headers['content-type']).toBe('application/problem+json')
    expect(headers['content-security-policy']).toContain("default-src 'self'")
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(body).toMatchObject({ status: 408, detail: expect.any(String) })
  })

  it('answers oversized headers with a 431 problem', async () => {
    const socket = await open()
    const answer = readUntilClosed(socket)
    socket.write(`GET /api/country/AR HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`)
    const { status, headers, body } = parseRaw(await answer)
    expect(status).toBe(431)
    expect(headers['content-type']).toBe('application/problem+json')
    expect(headers['x-frame-options']).toBeDefined()
    expect(body).toMatchObject({ status: 431 })
  })

  it("answers what Node's parser refuses with a 400 problem naming the request", async () => {
    const socket = await open()
    const answer = readUntilClosed(socket)
    socket.write('GARBAGE\r\n\r\n')
    const { status, headers, body } = parseRaw(await answer)
    expect(status).toBe(400)
    expect(headers['content-type']).toBe('application/problem+json')
    expect(body.errors).toEqual([expect.objectContaining({ field: 'request' })])
  })

  it('closes the connections of one client above its cap', async () => {
    const held = await Promise.all([open(), open(), open()])
    const extra = await open()
    const closed = await new Promise<boolean>((resolve) => {
      extra.on('error', () => {})
      extra.once('close', () => resolve(true))
      extra.write('GET /api/country/AR HTTP/1.1\r\nHost: x\r\n\r\n')
      setTimeout(() => resolve(false), 3_000)
    })
    expect(closed).toBe(true)
    // The held connections still work.
    const [first] = held
    const answer = new Promise<string>((resolve) => first?.once('data', (c: Buffer) => resolve(c.toString())))
    first?.write('GET /api/country/AR HTTP/1.1\r\nHost: x\r\n\r\n')
    expect(await answer).toMatch(/^HTTP\/1\.1 200/)
    for (const socket of held) socket.destroy()
  })
})

describe('field names', () => {
  it('names the body when the unknown property is the empty name (found by the fuzzer)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/csp-report',
      headers: { 'content-type': 'application/json' },
      payload: '{"":""}',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().errors).toEqual([expect.objectContaining({ field: 'body' })])
  })
})
