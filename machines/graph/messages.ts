import type { Message } from '../../domain/message'

const isMessage = (value: unknown): value is Message =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Message).key === 'string' &&
  (value as Message).key.includes('.') &&
  Object.keys(value).every((k) => k === 'key' || k === 'params')

/** Every Message found in a value, a few levels deep (context fields, emitted events). */
export function messagesIn(value: unknown, depth = 3): Message[] {
  if (isMessage(value)) return [value]
  if (depth === 0 || typeof value !== 'object' || value === null) return []
  return Object.values(value).flatMap((v) => messagesIn(v, depth - 1))
}
