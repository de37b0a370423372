import { notFound } from '@tanstack/react-router'
import { isNotFound } from './api-status'

/**
 * Awaits a loader's data and turns a 404/403 answer into the router's not-found, so an unknown alias shows
 * 'Acceso denegado o link expirado' instead of the generic error screen.
 */
export async function loadOrNotFound<T>(load: Promise<T>): Promise<T> {
  try {
    return await load
  } catch (error) {
    if (isNotFound(error)) throw notFound()
    throw error
  }
}
