import { engine } from '../../i18n/es/engine'
import { notFound } from '../errors'
import { responseStatus, submitAnswers, surveyOf } from '../services/survey'
import type { Handlers, RouteDeps } from './deps'

/** Handlers of the `survey` tag in openapi.yaml (getSurvey, submitSurvey, getSurveyResponseStatus). */
export function surveyHandlers({ db }: RouteDeps): Handlers {
  return {
    async getSurvey(request) {
      const found = await surveyOf(db, request.params.key)
      if (!found) throw notFound(engine.surveyNotFound)
      return found
    },

    async submitSurvey(request, reply) {
      const status = await submitAnswers(db, request.params.key, request.body)
      return reply.code(201).send(status)
    },

    async getSurveyResponseStatus(request) {
      return responseStatus(db, request.params.orderCode)
    },
  }
}
