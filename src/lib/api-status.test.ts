import { describe, expect, it } from 'vitest'
import { ApiError } from '../api/errors'
import { isClientError, isNotFound } from './api-status'

const problem = (status: number) => new ApiError({ type: 'about:blank', title: 'x', status })

describe('API error kinds', () => {
  it('treats 404 and 403 as not found', () => {
    expect(isNotFound(problem(404))).toBe(true)
    expect(isNotFound(problem(403))).toBe(true)
    expect(isNotFound(problem(400))).toBe(false)
    expect(isNotFound(problem(500))).toBe(false)
    expect(isNotFound(new TypeError('Failed to fetch'))).toBe(false)
  })

  it('treats any 4xx as a client error, and nothing else', () => {
    expect(isClientError(problem(400))).toBe(true)
    expect(isClientError(problem(499))).toBe(true)
    expect(isClientError(problem(503))).toBe(false)
    expect(isClientError(new TypeError('Failed to fetch'))).toBe(false)
  })
})
