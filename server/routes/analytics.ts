import { engagement } from '../../i18n/es/engagement'
import { invalidField, notFound } from '../errors'
import { campaignEventCounts, recordAnalyticsEvent } from '../services/analytics'
import { storable } from '../services/storable'
import type { Handlers, RouteDeps } from './deps'

/** Handlers of the `analytics` tag in openapi.yaml (trackAnalyticsEvent, countCampaignEvents). */
export function analyticsHandlers({ db }: RouteDeps): Handlers {
  return {
    async trackAnalyticsEvent(request, reply) {
      const result = await recordAnalyticsEvent(db, request.headers['x-session-id'], request.body)
      if (result === 'unknownLocal') throw invalidField('branchContact.id', engagement.unknownLocal)
      if (result === 'unknownBranch') throw invalidField('branch.id', engagement.unknownBranch)
      if (result === 'invalidDate') throw invalidField('date')
      return reply.code(202).send()
    },

    async countCampaignEvents(request) {
      const { branchId, branchContactId } = request.query
      const counts = await campaignEventCounts(db, {
        campaignId: storable(request.params.campaignId),
        branchId,
        ...(branchContactId !== undefined ? { branchContactId } : {}),
      })
      if (!counts) throw notFound(engagement.unknownLocal)
      return counts
    },
  }
}
