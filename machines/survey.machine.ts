import { assign, emit, enqueueActions, fromPromise, setup } from 'xstate'
import { type Message, message } from '../domain/message'
import {
  DOUBLE_SUBMIT_BLOCK_MS,
  generalRatingQuestion,
  missingMandatory,
  priorityRows,
  priorityToSend,
  rate,
  type SentPriority,
  type Survey,
  type SurveyAnswerRow,
  type SurveyAnswers,
  type SurveyRespondent,
  submissionRows,
  toggleReason,
  writeText,
} from '../domain/survey'

export interface SurveyInput {
  alias: string
  orderCode: string
  /** surveyGeneralNPSAnswer from the link, already read with ratingFromLink */
  ratingFromLink: number | null
}

/** GET /api/survey/{branchContactId} and GET /api/survey/order/{orderCode} together. */
export interface LoadedSurvey {
  survey: Survey | null
  isCompleted: boolean
  respondent: SurveyRespondent
}

export interface SurveyContext extends SurveyInput {
  survey: Survey | null
  respondent: SurveyRespondent | null
  answers: SurveyAnswers
  /** the priority answer last stored alone */
  sentPriority: SentPriority | null
}

export type SurveyEvent =
  | { type: 'survey.rated'; questionId: number; rating: number }
  | { type: 'survey.reasonToggled'; questionId: number; reason: string }
  | { type: 'survey.textChanged'; questionId: number; text: string }
  | { type: 'survey.submitted' }

export type SurveyEmitted =
  | { type: 'notify'; level: 'error' | 'success' | 'info'; message: Message }
  | { type: 'log'; text: string }
  /** POST /api/survey/{orderCode} with the priority answer alone, performed at the edge */
  | { type: 'survey.priorityAnswered'; orderCode: string; answers: SurveyAnswerRow[] }

/**
 * The satisfaction survey (2-checkout.md §2 Survey page, §4 Survey, §5): 1–5 stars, reason questions only
 * below 5 (their answers cleared at empty or 5), mandatory questions named in the toast, text cut at 180.
 * The priority rating is stored alone as soon as it is given (an emitted effect), so a rating from the link
 * or a first tap counts even if the diner leaves; the submit sends every answer. The form is locked while
 * a submit is in flight and for 1.5 s after a failed one, so a double tap never sends twice. An order that
 * already has a response shows the thanks straight away; a failed or missing survey is only logged.
 */
export const surveyMachine = setup({
  types: {
    input: {} as SurveyInput,
    context: {} as SurveyContext,
    events: {} as SurveyEvent,
    emitted: {} as SurveyEmitted,
  },
  delays: {
    doubleSubmitBlock: DOUBLE_SUBMIT_BLOCK_MS,
  },
  actors: {
    /** the survey of the order's local and whether the order already has a response */
    loadSurvey: fromPromise<LoadedSurvey, { alias: string; orderCode: string }>(async () => {
      throw new Error('provide loadSurvey at the edge')
    }),
    /** POST /api/survey/{orderCode} */
    submitAnswers: fromPromise<void, { orderCode: string; answers: SurveyAnswerRow[] }>(async () => {
      throw new Error('provide submitAnswers at the edge')
    }),
  },
  guards: {
    alreadyAnswered: (_, loaded: LoadedSurvey) => loaded.isCompleted,
    surveyActive: (_, loaded: LoadedSurvey) => loaded.survey?.active === true,
    mandatoryMissing: ({ context }) =>
      context.survey !== null && missingMandatory(context.survey, context.answers) !== null,
  },
  actions: {
    setSurvey: assign(({ context }, { survey, respondent }: LoadedSurvey) => {
      const general = survey && generalRatingQuestion(survey)
      const answers =
        survey && general && context.ratingFromLink !== null
          ? rate(survey, {}, general.id, context.ratingFromLink)
          : {}
      return { survey, respondent, answers }
    }),
    rate: assign({
      answers: ({ context, event }) =>
        event.type === 'survey.rated' && context.survey
          ? rate(context.survey, context.answers, event.questionId, event.rating)
          : context.answers,
    }),
    toggleReason: assign({
      answers: ({ context, event }) =>
        event.type === 'survey.reasonToggled' && context.survey
          ? toggleReason(context.survey, context.answers, event.questionId, event.reason)
          : context.answers,
    }),
    writeText: assign({
      answers: ({ context, event }) =>
        event.type === 'survey.textChanged' && context.survey
          ? writeText(context.survey, context.answers, event.questionId, event.text)
          : context.answers,
    }),
    storePriority: enqueueActions(({ context, enqueue }) => {
      if (!context.survey || !context.respondent) return
      const priority = priorityToSend(context.survey, context.answers, context.sentPriority)
      if (!priority) return
      enqueue.assign({ sentPriority: priority })
      enqueue.emit({
        type: 'survey.priorityAnswered',
        orderCode: context.orderCode,
        answers: priorityRows(context.survey, priority, context.respondent),
      })
    }),
    notifyMandatory: emit(({ context }) => ({
      type: 'notify' as const,
      level: 'error' as const,
      message:
        (context.survey && missingMandatory(context.survey, context.answers)) ??
        message('common.genericError'),
    })),
    notifySubmitFailed: emit({
      type: 'notify',
      level: 'error',
      message: message('common.genericError'),
    } as const),
    logLoadFailure: emit({ type: 'log', text: 'Survey fetch failed' } as const),
    logNoSurvey: emit({ type: 'log', text: 'Survey not active for this local' } as const),
  },
}).createMachine({
  id: 'survey',
  context: ({ input }) => ({
    ...input,
    survey: null,
    respondent: null,
    answers: {},
    sentPriority: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadSurvey',
        src: 'loadSurvey',
        input: ({ context }) => ({ alias: context.alias, orderCode: context.orderCode }),
        onDone: [
          { guard: { type: 'alreadyAnswered', params: ({ event }) => event.output }, target: 'thanks' },
          {
            guard: { type: 'surveyActive', params: ({ event }) => event.output },
            target: 'answering',
            actions: { type: 'setSurvey', params: ({ event }) => event.output },
          },
          { target: 'unavailable', actions: 'logNoSurvey' },
        ],
        onError: { target: 'unavailable', actions: 'logLoadFailure' },
      },
    },
    unavailable: {
      type: 'final',
      tags: ['unavailable'],
    },
    answering: {
      entry: 'storePriority',
      initial: 'editing',
      states: {
        editing: {
          on: {
            'survey.rated': { actions: ['rate', 'storePriority'] },
            'survey.reasonToggled': { actions: 'toggleReason' },
            'survey.textChanged': { actions: 'writeText' },
            'survey.submitted': [
              { guard: 'mandatoryMissing', actions: 'notifyMandatory' },
              { target: 'submitting' },
            ],
          },
        },
        submitting: {
          tags: ['busy'],
          invoke: {
            id: 'submitAnswers',
            src: 'submitAnswers',
            input: ({ context }) => ({
              orderCode: context.orderCode,
              answers: submissionRows(
                context.survey as Survey,
                context.answers,
                context.respondent as SurveyRespondent,
              ),
            }),
            onDone: '#survey.thanks',
            onError: { target: 'blocked', actions: 'notifySubmitFailed' },
          },
        },
        /** a failed submit keeps the button locked a moment, so an impatient double tap is not a resend */
        blocked: {
          tags: ['busy'],
          after: { doubleSubmitBlock: 'editing' },
        },
      },
    },
    thanks: {
      type: 'final',
      tags: ['thanks'],
    },
  },
})
