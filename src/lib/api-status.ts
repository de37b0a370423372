import { ApiError } from '../api/errors'

export const isClientError = (error: unknown): boolean =>
  error instanceof ApiError && error.status >= 400 && error.status < 500

/** 404 and 403 both mean "this link leads nowhere for you": the spec's one 404 page. */
export const isNotFound = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 404 || error.status === 403)
