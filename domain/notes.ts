import { type Message, message } from './message'

/**
 * Notes of an order or of an item (2-checkout.md §5 and §9): limited to a configured number of characters,
 * 250 unless the local sets another; the local may also switch the limit off. What is typed beyond the
 * limit is dropped, and a counter reads used/limit.
 */
export const DEFAULT_NOTES_LIMIT = 250

export interface NotesLimitSettings {
  /** hasOrderNotesLimit / hasItemNotesLimit: true when absent */
  hasLimit?: boolean | null
  /** orderNotesLimit / itemNotesLimit */
  limit?: number | null
}

/** The limit in characters, or null when the local turned it off. */
export function notesLimitOf(settings: NotesLimitSettings = {}): number | null {
  if (settings.hasLimit === false) return null
  const { limit } = settings
  return typeof limit === 'number' && Number.isInteger(limit) && limit > 0 ? limit : DEFAULT_NOTES_LIMIT
}

/** Characters counted by code point, so an accented letter or a simple emoji counts once. */
export const notesLength = (notes: string) => Array.from(notes).length

/** The notes as kept: whatever goes beyond the limit is left out. */
export const limitNotes = (notes: string, limit: number | null) =>
  limit === null || notesLength(notes) <= limit ? notes : Array.from(notes).slice(0, limit).join('')

/** The n/limit counter under the notes box, or null when there is no limit. */
export const notesCounter = (notes: string, limit: number | null): Message | null =>
  limit === null ? null : message('cart.notesCounter', { used: notesLength(notes), limit })
