import { sql } from 'drizzle-orm'
import { check, index, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { dinerOrder } from './orders'
import { branchContact } from './tenant'

export const supportAuthor = pgEnum('support_author', ['diner', 'staff'])

/** The support chat of one order with the local that took it (issue 32); opened by the first message. */
export const supportConversation = pgTable(
  'support_conversation',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => dinerOrder.id, { onDelete: 'cascade' }),
    branchContactId: integer('branch_contact_id')
      .notNull()
      .references(() => branchContact.id, { onDelete: 'cascade' }),
    /** the last message staff have read (unread = the diner's messages after it) */
    staffReadUpTo: integer('staff_read_up_to').notNull().default(0),
    /** the conversation's id at the chat provider when it is not the built-in chat (Chatwoot) */
    externalId: text('external_id'),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_conversation_local_idx').on(t.branchContactId, t.lastMessageAt)],
)

/** A message of a conversation: plain text, never HTML. */
export const supportMessage = pgTable(
  'support_message',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => supportConversation.id, { onDelete: 'cascade' }),
    author: supportAuthor('author').notNull(),
    body: text('body').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('support_message_body_check', sql`char_length(${t.body}) between 1 and 1000`),
    index('support_message_conversation_idx').on(t.conversationId, t.id),
  ],
)
