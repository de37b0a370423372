/** An application/problem+json answer (RFC 9457) as far as the web app reads it. */
export interface Problem {
  type?: string
  title?: string
  status?: number
  detail?: string
}

/** A non-2xx answer from the API, kept with its status so routes can tell "not found" from "try again". */
export class ApiError extends Error {
  readonly status: number
  readonly problem: Problem | undefined

  constructor(status: number, problem?: Problem) {
    super(problem?.detail ?? problem?.title ?? `API answered ${status}`)
    this.name = 'ApiError'
    this.status = status
    this.problem = problem
  }
}

export const isClientError = (error: unknown): boolean =>
  error instanceof ApiError && error.status >= 400 && error.status < 500

/** 404 and 403 both mean "this link does not lead anywhere for you": the spec's one 404 page. */
export const isNotFound = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 404 || error.status === 403)

function asProblem(body: unknown): Problem | undefined {
  return typeof body === 'object' && body !== null ? (body as Problem) : undefined
}

/** Turns an openapi-fetch result into its data, or throws an ApiError for a non-2xx answer. */
export async function unwrap<T>(
  call: Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<T> {
  const { data, error, response } = await call
  if (!response.ok) throw new ApiError(response.status, asProblem(error))
  return data as T
}
