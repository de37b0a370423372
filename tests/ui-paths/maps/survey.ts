import { message } from '../../../domain/message'
import { demoSurvey } from '../../../machines/survey.model'
import type { UiMap } from '../ui-map'

const submit = { role: 'button', name: message('survey.submit') } as const
const star = (count: number) => ({ role: 'radio', name: message('survey.stars', { count }) }) as const
const comments = { label: 'Comentarios' }

// the model's survey as GET /api/survey/{key} answers it, so the page asks exactly what the machine is
// explored with (the seed's differs: its reasons are optional)
const surveyAnswer = {
  id: demoSurvey.id,
  active: true,
  questions: demoSurvey.questions.map((q) => ({
    id: q.id,
    title: q.title,
    type: q.type,
    questionOrder: q.questionOrder,
    mandatory: q.mandatory,
    priority: q.priority,
    questionReasons: q.questionReasons.map((reason) => ({ reason })),
  })),
}
const open = { isCompleted: false, generalNPSAnswer: null }

/**
 * 'Califica tu pedido' for an order of the path's own (placed through the API). The order is read for
 * real; the local's survey, whether it was answered, and the answers sent are held and answered by the
 * replay, so no survey response is stored.
 */
export const surveyMap: UiMap = {
  machine: 'survey',
  where: 'Encuesta de un pedido recién hecho, sin responder',
  url: '/encuesta/pizzeria-demo-palermo/{orderCode}',
  // the mandatory question named when missing, the failed submit
  notices: true,
  held: {
    survey: { name: 'la lectura de la encuesta', method: 'GET', path: '^/api/survey/\\d+$' },
    status: { name: 'la lectura de si ya respondiste', method: 'GET', path: '^/api/survey/order/[^/]+$' },
    answers: { name: 'el envío de respuestas', method: 'POST', path: '^/api/survey/[^/]+$' },
  },
  events: [
    {
      event: 'xstate.done.actor.loadSurvey',
      match: { output: { isCompleted: false, survey: { active: true } } },
      cause: [
        { answer: 'survey', status: 200, title: 'OK', json: surveyAnswer },
        { answer: 'status', status: 200, title: 'OK', json: open },
      ],
    },
    {
      event: 'xstate.done.actor.loadSurvey',
      match: { output: { isCompleted: true } },
      cause: [
        { answer: 'survey', status: 200, title: 'OK', json: surveyAnswer },
        { answer: 'status', status: 200, title: 'OK', json: { isCompleted: true, generalNPSAnswer: 4 } },
      ],
    },
    {
      // the edge never reads a missing survey (a local without one is a 404): an inactive one is the same
      event: 'xstate.done.actor.loadSurvey',
      match: { output: { survey: null } },
      cause: [
        { answer: 'survey', status: 200, title: 'OK (inactiva)', json: { ...surveyAnswer, active: false } },
        { answer: 'status', status: 200, title: 'OK', json: open },
      ],
    },
    {
      event: 'xstate.error.actor.loadSurvey',
      cause: [
        { answer: 'survey', status: 500, title: 'Internal Server Error' },
        { answer: 'status', status: 200, title: 'OK', json: open },
      ],
    },
    // a new rating is stored alone at once (the priority answer): its POST is answered right after the tap
    {
      event: 'survey.rated',
      match: { rating: 2 },
      cause: [{ tap: star(2) }, { answer: 'answers', status: 200, title: 'OK', json: {} }],
    },
    {
      event: 'survey.rated',
      match: { rating: 5 },
      cause: [{ tap: star(5) }, { answer: 'answers', status: 200, title: 'OK', json: {} }],
    },
    {
      event: 'survey.rated',
      match: { rating: 0 },
      unreachable:
        'taking a rating back is a tap on the star already chosen, which a map entry cannot name; it is the same transition the 2- and 5-star taps cover (domain rate is unit-tested)',
    },
    {
      event: 'survey.reasonToggled',
      cause: [{ tap: { role: 'button', name: 'Demora' } }],
      unreachableWhen: [
        {
          in: 'survey.answering.submitting',
          reason: 'the reasons show below 5 stars only, and not while sending',
        },
      ],
    },
    { event: 'survey.textChanged', cause: [{ fill: comments, with: { event: 'text' } }] },
    { event: 'survey.submitted', cause: [{ tap: submit }] },
    {
      event: 'xstate.done.actor.submitAnswers',
      cause: [{ answer: 'answers', status: 200, title: 'OK', json: {} }],
    },
    {
      event: 'xstate.error.actor.submitAnswers',
      cause: [{ answer: 'answers', status: 500, title: 'Internal Server Error' }],
    },
    {
      event: 'xstate.after.doubleSubmitBlock.survey.answering.blocked',
      cause: [{ happens: 'Espera 1,5 s' }],
    },
  ],
  states: {
    survey: [{ see: { role: 'heading', name: message('survey.title') } }],
    'survey.loading': [{ see: { text: message('survey.loading') } }, { gone: submit }],
    'survey.unavailable': [{ see: { text: message('survey.unavailable') } }, { gone: submit }],
    'survey.answering': [
      { see: star(1) },
      { see: star(5) },
      { field: comments, shows: { context: 'answers.3' } },
      { see: submit },
    ],
    'survey.answering.editing': [],
    // the button is disabled while sending and a moment after a failure; the answers stay on screen
    'survey.answering.submitting': [],
    'survey.answering.blocked': [],
    'survey.thanks': [{ see: { text: message('survey.thanks') } }, { gone: submit }, { gone: star(1) }],
  },
}
