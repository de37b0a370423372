import { describe, expect, it } from 'vitest'
import { ApiError, isClientError, isNotFound, unwrap } from './api-error'

const answer = (status: number, body: unknown) =>
  Promise.resolve({
    data: status < 300 ? body : undefined,
    error: status >= 300 ? body : undefined,
    response: new Response(null, { status }),
  })

describe('unwrap', () => {
  it('gives the data of a 2xx answer', async () => {
    await expect(unwrap(answer(200, { name: 'Pizzería Demo' }))).resolves.toEqual({ name: 'Pizzería Demo' })
  })

  it('throws an ApiError carrying the status and the problem', async () => {
    const problem = { title: 'Not Found', status: 404, detail: 'No existe el alias' }
    const error = await unwrap(answer(404, problem)).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).status).toBe(404)
    expect((error as ApiError).problem).toEqual(problem)
    expect((error as ApiError).message).toBe('No existe el alias')
  })
})

describe('error kinds', () => {
  it('treats 404 and 403 as not found, any 4xx as a client error', () => {
    expect(isNotFound(new ApiError(404))).toBe(true)
    expect(isNotFound(new ApiError(403))).toBe(true)
    expect(isNotFound(new ApiError(500))).toBe(false)
    expect(isClientError(new ApiError(400))).toBe(true)
    expect(isClientError(new ApiError(503))).toBe(false)
    expect(isClientError(new TypeError('network'))).toBe(false)
  })
})
