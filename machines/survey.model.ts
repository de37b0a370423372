import type { Survey } from '../domain/survey'
import { defineModel } from './graph/model'
import { type LoadedSurvey, surveyMachine } from './survey.machine'

/** The demo tenant's survey: a mandatory, priority star rating, its reasons below 5, optional comments. */
export const demoSurvey: Survey = {
  id: 7,
  active: true,
  questions: [
    {
      id: 1,
      title: '¿Cómo calificarías tu pedido?',
      type: 'rating',
      questionOrder: 1,
      mandatory: true,
      priority: true,
      questionReasons: [],
    },
    {
      id: 2,
      title: '¿Qué podríamos mejorar?',
      type: 'multiselect',
      questionOrder: 2,
      mandatory: true,
      priority: false,
      questionReasons: ['Demora', 'Temperatura', 'Presentación', 'Atención'],
    },
    {
      id: 3,
      title: 'Comentarios',
      type: 'text',
      questionOrder: 3,
      mandatory: false,
      priority: false,
      questionReasons: [],
    },
  ],
}

const respondent = { orderingCustomerId: 11, dinerOrderId: 501 }
export const loaded = {
  open: { survey: demoSurvey, isCompleted: false, respondent },
  answered: { survey: demoSurvey, isCompleted: true, respondent },
  none: { survey: null, isCompleted: false, respondent },
} satisfies Record<string, LoadedSurvey>

export const surveyModel = defineModel({
  name: 'survey',
  description:
    'Survey: stars 1–5, reasons only below 5, mandatory questions, comments cut at 180, priority rating stored alone, 1.5 s double-submit block, thanks.',
  machine: surveyMachine,
  input: { alias: 'pizzeria-demo-palermo', orderCode: 'PD-1001', ratingFromLink: null },
  events: [
    { type: 'xstate.done.actor.loadSurvey', output: loaded.open },
    { type: 'xstate.done.actor.loadSurvey', output: loaded.answered },
    { type: 'xstate.done.actor.loadSurvey', output: loaded.none },
    { type: 'xstate.error.actor.loadSurvey', error: { status: 500 } },
    { type: 'survey.rated', questionId: 1, rating: 2 },
    { type: 'survey.rated', questionId: 1, rating: 5 },
    { type: 'survey.rated', questionId: 1, rating: 0 },
    { type: 'survey.reasonToggled', questionId: 2, reason: 'Demora' },
    { type: 'survey.textChanged', questionId: 3, text: 'Muy rico' },
    { type: 'xstate.error.actor.submitAnswers', error: { status: 500 } },
  ],
})
