import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  clipSurveyText,
  missingMandatory,
  priorityRows,
  priorityToSend,
  rate,
  ratingFromLink,
  SURVEY_TEXT_LIMIT,
  type Survey,
  type SurveyAnswers,
  showsFollowUps,
  submissionRows,
  surveyTextCounter,
  toggleReason,
  visibleQuestions,
  writeText,
} from './survey'

const demoSurvey: Survey = {
  id: 7,
  active: true,
  questions: [
    {
      id: 3,
      title: 'Comentarios',
      type: 'text',
      questionOrder: 3,
      mandatory: false,
      priority: false,
      questionReasons: [],
    },
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
  ],
}
const who = { orderingCustomerId: 11, dinerOrderId: 99 }

describe('survey rating and follow-ups', () => {
  it('shows the reason question only below 5 stars', () => {
    expect([0, 1, 4, 5].map(showsFollowUps)).toEqual([false, true, true, false])
    const ids = (answers: SurveyAnswers) => visibleQuestions(demoSurvey, answers).map((q) => q.id)
    expect(ids({})).toEqual([1, 3])
    expect(ids(rate(demoSurvey, {}, 1, 3))).toEqual([1, 2, 3])
    expect(ids(rate(demoSurvey, {}, 1, 5))).toEqual([1, 3])
  })

  it('clears the reasons when the rating becomes 5 or empty', () => {
    const three = rate(demoSurvey, {}, 1, 3)
    const withReason = toggleReason(demoSurvey, three, 2, 'Demora')
    expect(withReason).toEqual({ '1': 3, '2': ['Demora'] })
    expect(rate(demoSurvey, withReason, 1, 5)).toEqual({ '1': 5 })
    expect(rate(demoSurvey, withReason, 1, 0)).toEqual({})
    expect(rate(demoSurvey, withReason, 1, 2)).toEqual({ '1': 2, '2': ['Demora'] })
  })

  it('ignores reasons while they are hidden, unknown options and ratings outside 0–5', () => {
    expect(toggleReason(demoSurvey, {}, 2, 'Demora')).toEqual({})
    expect(toggleReason(demoSurvey, { '1': 2 }, 2, 'Sabor')).toEqual({ '1': 2 })
    expect(rate(demoSurvey, {}, 1, 6)).toEqual({})
    expect(rate(demoSurvey, {}, 1, 2.5)).toEqual({})
  })

  it('keeps the options in the order the survey lists them and drops the last one unchosen', () => {
    let answers = rate(demoSurvey, {}, 1, 2)
    answers = toggleReason(demoSurvey, answers, 2, 'Atención')
    answers = toggleReason(demoSurvey, answers, 2, 'Demora')
    expect(answers['2']).toEqual(['Demora', 'Atención'])
    answers = toggleReason(demoSurvey, toggleReason(demoSurvey, answers, 2, 'Demora'), 2, 'Atención')
    expect(answers).toEqual({ '1': 2 })
  })
})

describe('survey text', () => {
  it('cuts at 180 characters, counting characters not code units', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 400 }), (text) => {
        const clipped = clipSurveyText(text)
        expect(Array.from(clipped).length).toBeLessThanOrEqual(SURVEY_TEXT_LIMIT)
        expect(text.startsWith(clipped)).toBe(true)
      }),
    )
    expect(surveyTextCounter('é'.repeat(10))).toEqual({ count: 10, limit: 180 })
    expect(writeText(demoSurvey, {}, 3, 'x'.repeat(200))['3']).toHaveLength(180)
    expect(writeText(demoSurvey, { '3': 'hola' }, 3, '')).toEqual({})
  })
})

describe('mandatory questions', () => {
  it('names the first mandatory visible question without an answer', () => {
    expect(missingMandatory(demoSurvey, {})).toEqual({
      key: 'survey.mandatoryQuestion',
      params: { title: '¿Cómo calificarías tu pedido?' },
    })
    expect(missingMandatory(demoSurvey, { '1': 3 })).toEqual({
      key: 'survey.mandatoryQuestion',
      params: { title: '¿Qué podríamos mejorar?' },
    })
    expect(missingMandatory(demoSurvey, { '1': 5 })).toBeNull()
    expect(missingMandatory(demoSurvey, { '1': 3, '2': ['Demora'] })).toBeNull()
  })
})

describe('priority answer', () => {
  it('is sent alone once answered, and again only when it changes', () => {
    expect(priorityToSend(demoSurvey, {}, null)).toBeNull()
    expect(priorityToSend(demoSurvey, { '1': 4 }, null)).toEqual({ questionId: 1, rating: 4 })
    expect(priorityToSend(demoSurvey, { '1': 4 }, { questionId: 1, rating: 4 })).toBeNull()
    expect(priorityToSend(demoSurvey, { '1': 2 }, { questionId: 1, rating: 4 })).toEqual({
      questionId: 1,
      rating: 2,
    })
  })

  it('sends every answered visible question on submit, the priority one included', () => {
    const answers = { '1': 4, '2': ['Demora', 'Atención'], '3': 'Muy rico' }
    const rows = submissionRows(demoSurvey, answers, who)
    expect(rows.map((r) => r.questionId)).toEqual([1, 2, 3])
    expect(rows[1]).toEqual({
      questionTitle: '¿Qué podríamos mejorar?',
      answer: 'Demora, Atención',
      orderingCustomerId: 11,
      surveyId: 7,
      questionId: 2,
      mandatory: true,
      dinerOrderId: 99,
      questionType: 'multiselect',
      priority: false,
      reason: 'Demora, Atención',
    })
    expect(rows[0]?.answer).toBe('4')
    expect(submissionRows(demoSurvey, { '1': 5, '3': 'ok' }, who).map((r) => r.questionId)).toEqual([1, 3])
  })

  it('sends the priority answer alone as one row', () => {
    expect(priorityRows(demoSurvey, { questionId: 1, rating: 4 }, who)).toEqual([
      expect.objectContaining({ questionId: 1, answer: '4', priority: true, questionType: 'rating' }),
    ])
  })
})

describe('rating from a link', () => {
  it('accepts 1 to 5 only', () => {
    expect(ratingFromLink('4')).toBe(4)
    expect(ratingFromLink('0')).toBeNull()
    expect(ratingFromLink('9')).toBeNull()
    expect(ratingFromLink('abc')).toBeNull()
    expect(ratingFromLink(undefined)).toBeNull()
  })
})
