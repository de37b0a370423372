import type { Handlers, RouteDeps } from './deps'

/**
 * Handlers of the `survey` tag in openapi.yaml (getSurvey, submitSurvey, getSurveyResponseStatus).
 * An operation left out answers 501 problem+json until it is implemented.
 */
export function surveyHandlers(_deps: RouteDeps): Handlers {
  return {}
}
