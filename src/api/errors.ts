import type { components } from '../../contract/schema'

export type Problem = components['schemas']['Problem']
export type FieldError = components['schemas']['FieldError']

/** A failed API call, carrying the problem+json the server answered (or a synthetic one). */
export class ApiError extends Error {
  readonly status: number
  readonly title: string
  readonly detail: string | undefined
  readonly fieldErrors: FieldError[]
  readonly problem: Problem

  constructor(problem: Problem) {
    super(problem.detail ?? problem.title)
    this.name = 'ApiError'
    this.status = problem.status
    this.title = problem.title
    this.detail = problem.detail
    this.fieldErrors = problem.errors ?? []
    this.problem = problem
  }

  /** True when the server named this field among the invalid ones. */
  hasFieldError(field: string): boolean {
    return this.fieldErrors.some((error) => error.field === field)
  }
}

export function isProblem(value: unknown): value is Problem {
  if (typeof value !== 'object' || value === null) return false
  const candidate = value as Record<string, unknown>
  return typeof candidate.status === 'number' && typeof candidate.title === 'string'
}

/**
 * Turns whatever came back with a non-2xx answer into an ApiError. A body that is not problem+json
 * (a proxy's HTML page, an empty body) still yields an error with the response's status.
 */
export function toApiError(body: unknown, response: Pick<Response, 'status' | 'statusText'>): ApiError {
  if (isProblem(body)) return new ApiError(body)
  return new ApiError({
    type: 'about:blank',
    title: response.statusText || 'Error',
    status: response.status,
    ...(typeof body === 'string' && body.length > 0 ? { detail: body } : {}),
  })
}

interface FetchResult<T> {
  data?: T
  error?: unknown
  response: Response
}

/** Resolves an openapi-fetch result to its data, throwing ApiError on any error answer. */
export function unwrap<T>(result: FetchResult<T>): T {
  if (result.error !== undefined || !result.response.ok) throw toApiError(result.error, result.response)
  return result.data as T
}
