import { and, count, eq, type SQL } from 'drizzle-orm'
import type { components } from '../../contract/schema'
import { ANALYTICS_EVENT_TYPES } from '../../domain/analytics'
import type { Database } from '../db/client'
import { analyticsEvent, branch, branchContact } from '../db/schema'
import { storable } from './storable'

type Schemas = components['schemas']
export type AnalyticsEventDto = Schemas['AnalyticsEvent']
export type AnalyticsEventTypeDto = Schemas['AnalyticsEventType']

export type TrackResult = 'ok' | 'unknownBranch' | 'unknownLocal' | 'invalidDate'

/** Checks the venue the event names (so a venue's counts hold only its own events), then stores it. */
export async function recordAnalyticsEvent(
  db: Database,
  sessionId: string,
  event: AnalyticsEventDto,
): Promise<TrackResult> {
  const occurredAt = new Date(event.date)
  if (Number.isNaN(occurredAt.getTime())) return 'invalidDate'
  const branchId = event.branch?.id ?? null
  const localId = event.branchContact?.id ?? null
  let ownerBranchId = branchId
  if (localId !== null) {
    const [local] = await db
      .select({ branchId: branchContact.branchId })
      .from(branchContact)
      .where(eq(branchContact.id, localId))
    if (!local || (branchId !== null && local.branchId !== branchId)) return 'unknownLocal'
    ownerBranchId = local.branchId
  } else if (branchId !== null) {
    const [found] = await db.select({ id: branch.id }).from(branch).where(eq(branch.id, branchId))
    if (!found) return 'unknownBranch'
  }
  const text = storable({
    sessionId,
    campaignId: event.campaignId?.trim() || null,
    customerName: event.customer?.name ?? null,
    customerPhone: event.customer?.phone ?? null,
    context: event.context ?? null,
  })
  await db.insert(analyticsEvent).values({
    ...text,
    type: event.type,
    branchId: ownerBranchId,
    branchContactId: localId,
    occurredAt,
  })
  return 'ok'
}

export interface CampaignScope {
  campaignId: string
  /** the whole branch (every local) … */
  branchId?: number
  /** … or one local */
  branchContactId?: number
}

export type CampaignCounts = Partial<Record<AnalyticsEventTypeDto, number>>

/** How many events of each type a campaign brought to a venue: the figure a venue reads per campaign. */
export async function countCampaignEvents(db: Database, scope: CampaignScope): Promise<CampaignCounts> {
  const filters: SQL[] = [eq(analyticsEvent.campaignId, scope.campaignId)]
  if (scope.branchId !== undefined) filters.push(eq(analyticsEvent.branchId, scope.branchId))
  if (scope.branchContactId !== undefined)
    filters.push(eq(analyticsEvent.branchContactId, scope.branchContactId))
  const rows = await db
    .select({ type: analyticsEvent.type, events: count() })
    .from(analyticsEvent)
    .where(and(...filters))
    .groupBy(analyticsEvent.type)
  return Object.fromEntries(rows.map((row) => [row.type, Number(row.events)]))
}

export type CampaignEventCountsDto = Schemas['CampaignEventCounts']

/**
 * GET /api/analytics/campaigns/{campaignId}/events: every event type with its count (0 when none), for a
 * branch or one of its locals. Undefined when the branch does not exist or the local is not one of its.
 */
export async function campaignEventCounts(
  db: Database,
  scope: Required<Pick<CampaignScope, 'campaignId' | 'branchId'>> & Pick<CampaignScope, 'branchContactId'>,
): Promise<CampaignEventCountsDto | undefined> {
  const [found] = await db.select({ id: branch.id }).from(branch).where(eq(branch.id, scope.branchId))
  if (!found) return undefined
  if (scope.branchContactId !== undefined) {
    const [local] = await db
      .select({ branchId: branchContact.branchId })
      .from(branchContact)
      .where(eq(branchContact.id, scope.branchContactId))
    if (local?.branchId !== scope.branchId) return undefined
  }
  const counted = await countCampaignEvents(db, scope)
  const counts = Object.fromEntries(ANALYTICS_EVENT_TYPES.map((type) => [type, counted[type] ?? 0]))
  return { campaignId: scope.campaignId, counts: counts as CampaignEventCountsDto['counts'] }
}
