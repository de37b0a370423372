import { and, count, desc, eq, gt, gte, lt, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { orderChannel } from '../../domain/tracking'
import { support as texts } from '../../i18n/es/support'
import type { Database } from '../db/client'
import { branch, branchContact, company, dinerOrder, supportConversation, supportMessage } from '../db/schema'
import { forbidden, notFound, tooManyRequests } from '../errors'
import type { LiveBus } from '../live/bus'
import { publishConsoleSupport } from '../live/console-channel'
import type { SupportCustomerRecord, SupportProvider } from '../support/provider'
import type { Schemas } from './api-types'

/** Messages a diner may send to one conversation within a minute (beyond the per-address limit). */
export const DINER_MESSAGES_PER_MINUTE = 10

export const supportLinkOf = (orderCode: string) => `/soporte?referenceId=${encodeURIComponent(orderCode)}`

interface SupportOrder {
  orderId: number
  localId: number
  record: SupportCustomerRecord
}

async function orderOf(db: Database, where: ReturnType<typeof eq>): Promise<SupportOrder | undefined> {
  const [row] = await db
    .select({
      orderId: dinerOrder.id,
      code: dinerOrder.code,
      localId: dinerOrder.branchContactId,
      localName: branchContact.name,
      companyName: company.name,
      customerName: dinerOrder.customerName,
      email: dinerOrder.customerEmail,
      phone: dinerOrder.phone,
    })
    .from(dinerOrder)
    .innerJoin(branchContact, eq(branchContact.id, dinerOrder.branchContactId))
    .innerJoin(branch, eq(branch.id, branchContact.branchId))
    .innerJoin(company, eq(company.id, branch.companyId))
    .where(where)
  if (!row) return undefined
  return {
    orderId: row.orderId,
    localId: row.localId,
    record: {
      type: 'Comensal',
      name: row.customerName ?? '',
      companyName: row.companyName,
      branchContactName: row.localName,
      orderCode: row.code,
      supportLink: supportLinkOf(row.code),
      email: row.email,
      phone: row.phone,
    },
  }
}

async function messagesOf(db: Database, conversationId: number | undefined) {
  if (conversationId === undefined) return []
  const rows = await db
    .select()
    .from(supportMessage)
    .where(eq(supportMessage.conversationId, conversationId))
    .orderBy(supportMessage.id)
  return rows.map((row): Schemas['SupportMessage'] => ({
    id: row.id,
    author: row.author,
    text: row.body,
    sentAt: row.sentAt.toISOString(),
  }))
}

const conversationOfOrder = async (db: Database, orderId: number) =>
  (await db.select().from(supportConversation).where(eq(supportConversation.orderId, orderId)))[0]

async function unreadOf(db: Database, conversationId: number, readUpTo: number) {
  const [row] = await db
    .select({ n: count() })
    .from(supportMessage)
    .where(
      and(
        eq(supportMessage.conversationId, conversationId),
        eq(supportMessage.author, 'diner'),
        gt(supportMessage.id, readUpTo),
      ),
    )
  return row?.n ?? 0
}

/** The diner's chat of the order with this code. */
export async function dinerChat(db: Database, orderCode: string): Promise<Schemas['SupportChat']> {
  const order = await orderOf(db, eq(dinerOrder.code, orderCode))
  if (!order) throw notFound(texts.orderNotFound)
  const conversation = await conversationOfOrder(db, order.orderId)
  return {
    orderCode: order.record.orderCode,
    localName: order.record.branchContactName,
    messages: await messagesOf(db, conversation?.id),
  }
}

interface Effects {
  db: Database
  live: LiveBus
  provider: SupportProvider
  log: FastifyBaseLogger
}

/** Each conversation's deliveries in order, so its first one opens it at the provider only once. */
const mirroring = new Map<number, Promise<void>>()

/**
 * Hands the message to the chat provider without holding up the answer: the message is already
 * stored and served by the built-in chat, so a provider that is down costs only its mirror.
 */
function mirror(
  { db, provider, log }: Effects,
  conversationId: number,
  customer: SupportCustomerRecord,
  author: 'diner' | 'staff',
  text: string,
): Promise<void> {
  const deliver = async () => {
    const [row] = await db
      .select({ externalId: supportConversation.externalId })
      .from(supportConversation)
      .where(eq(supportConversation.id, conversationId))
    const before = row?.externalId ?? null
    const { externalId } = await provider.deliver({ customer, externalId: before, author, text })
    if (externalId !== before)
      await db
        .update(supportConversation)
        .set({ externalId })
        .where(eq(supportConversation.id, conversationId))
  }
  const next = (mirroring.get(conversationId) ?? Promise.resolve())
    .then(deliver)
    .catch((error: unknown) => log.warn({ err: error, provider: provider.name }, 'support mirror failed'))
  mirroring.set(conversationId, next)
  void next.then(() => {
    if (mirroring.get(conversationId) === next) mirroring.delete(conversationId)
  })
  return next
}

/** The diner writes; the conversation opens with the first message. */
export async function postDinerMessage(
  effects: Effects,
  orderCode: string,
  text: string,
): Promise<{ chat: Schemas['SupportChat']; mirrored: Promise<void> }> {
  const { db, live } = effects
  const order = await orderOf(db, eq(dinerOrder.code, orderCode))
  if (!order) throw notFound(texts.orderNotFound)
  const [opened] = await db
    .insert(supportConversation)
    .values({ orderId: order.orderId, branchContactId: order.localId })
    .onConflictDoUpdate({ target: supportConversation.orderId, set: { lastMessageAt: sql`now()` } })
    .returning()
  if (!opened) throw new Error('support conversation not stored')
  const [recent] = await db
    .select({ n: count() })
    .from(supportMessage)
    .where(
      and(
        eq(supportMessage.conversationId, opened.id),
        eq(supportMessage.author, 'diner'),
        gte(supportMessage.sentAt, sql`now() - interval '1 minute'`),
      ),
    )
  if ((recent?.n ?? 0) >= DINER_MESSAGES_PER_MINUTE) throw tooManyRequests(texts.tooManyMessages, 60)
  await db.insert(supportMessage).values({ conversationId: opened.id, author: 'diner', body: text })
  await Promise.all([publishConsoleSupport(live, order.localId), live.publish(orderChannel(orderCode))])
  const mirrored = mirror(effects, opened.id, order.record, 'diner', text)
  return { chat: await dinerChat(db, orderCode), mirrored }
}

/** The local's conversations, latest first, with how many of the diner's messages staff have not read. */
export async function localConversations(
  db: Database,
  localId: number,
): Promise<Schemas['SupportConversationSummary'][]> {
  const rows = await db
    .select({
      id: supportConversation.id,
      readUpTo: supportConversation.staffReadUpTo,
      lastMessageAt: supportConversation.lastMessageAt,
      orderCode: dinerOrder.code,
      customerName: dinerOrder.customerName,
    })
    .from(supportConversation)
    .innerJoin(dinerOrder, eq(dinerOrder.id, supportConversation.orderId))
    .where(eq(supportConversation.branchContactId, localId))
    .orderBy(desc(supportConversation.lastMessageAt))
    .limit(100)
  return Promise.all(
    rows.map(async (row) => {
      const [last] = await db
        .select({ body: supportMessage.body })
        .from(supportMessage)
        .where(eq(supportMessage.conversationId, row.id))
        .orderBy(desc(supportMessage.id))
        .limit(1)
      return {
        id: row.id,
        orderCode: row.orderCode,
        customerName: row.customerName ?? '',
        unread: await unreadOf(db, row.id, row.readUpTo),
        lastMessageAt: row.lastMessageAt.toISOString(),
        lastText: last?.body ?? '',
      }
    }),
  )
}

/** A conversation as the local's staff see it: 404 when it does not exist, 403 when another local's. */
async function staffConversation(db: Database, localId: number, conversationId: number) {
  const [conversation] = await db
    .select()
    .from(supportConversation)
    .where(eq(supportConversation.id, conversationId))
  if (!conversation) throw notFound(texts.conversationNotFound)
  if (conversation.branchContactId !== localId) throw forbidden(texts.conversationOfAnotherLocal)
  const order = await orderOf(db, eq(dinerOrder.id, conversation.orderId))
  if (!order) throw notFound(texts.conversationNotFound)
  return { conversation, order }
}

export async function localConversation(
  db: Database,
  localId: number,
  conversationId: number,
): Promise<Schemas['SupportConversation']> {
  const { conversation, order } = await staffConversation(db, localId, conversationId)
  return {
    id: conversation.id,
    customer: order.record,
    unread: await unreadOf(db, conversation.id, conversation.staffReadUpTo),
    messages: await messagesOf(db, conversation.id),
  }
}

/** Staff answer: the diner's page hears its order's channel, the local's other consoles theirs. */
export async function answerConversation(
  effects: Effects,
  localId: number,
  conversationId: number,
  text: string,
): Promise<{ conversation: Schemas['SupportConversation']; mirrored: Promise<void> }> {
  const { db, live } = effects
  const { conversation, order } = await staffConversation(db, localId, conversationId)
  const [stored] = await db
    .insert(supportMessage)
    .values({ conversationId, author: 'staff', body: text })
    .returning({ id: supportMessage.id })
  // answering is reading: what the diner wrote before the answer has been seen
  await db
    .update(supportConversation)
    .set({ lastMessageAt: sql`now()`, staffReadUpTo: stored?.id ?? conversation.staffReadUpTo })
    .where(eq(supportConversation.id, conversationId))
  await Promise.all([
    live.publish(orderChannel(order.record.orderCode)),
    publishConsoleSupport(live, localId),
  ])
  const mirrored = mirror(effects, conversation.id, order.record, 'staff', text)
  return { conversation: await localConversation(db, localId, conversationId), mirrored }
}

export async function markConversationRead(
  db: Database,
  live: LiveBus,
  localId: number,
  conversationId: number,
): Promise<void> {
  await staffConversation(db, localId, conversationId)
  const [last] = await db
    .select({ id: supportMessage.id })
    .from(supportMessage)
    .where(eq(supportMessage.conversationId, conversationId))
    .orderBy(desc(supportMessage.id))
    .limit(1)
  const readUpTo = last?.id ?? 0
  const [changed] = await db
    .update(supportConversation)
    .set({ staffReadUpTo: readUpTo })
    .where(and(eq(supportConversation.id, conversationId), lt(supportConversation.staffReadUpTo, readUpTo)))
    .returning({ id: supportConversation.id })
  // only a read that changed the counts is news: a console reads on every notice, a notice per read would loop
  if (changed) await publishConsoleSupport(live, localId)
}
