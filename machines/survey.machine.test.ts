import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock } from 'xstate'
import type { SurveyAnswerRow } from '../domain/survey'
import { describeModel } from './graph/describe-model'
import { type LoadedSurvey, surveyMachine } from './survey.machine'
import { loaded, surveyModel } from './survey.model'

const notices = (emitted: { type: string; message?: { key: string; params?: unknown } }[]) =>
  emitted.filter((e) => e.type === 'notify').map((e) => e.message)

describeModel(surveyModel, {
  eachStep: ({ event, snapshot, emitted }) => {
    const { answers, sentPriority } = snapshot.context
    // reasons exist only below five stars
    if (answers['2'] !== undefined) expect([1, 2, 3, 4]).toContain(answers['1'])
    // a valid priority rating is always stored alone by the time the step ends
    if (typeof answers['1'] === 'number')
      expect(sentPriority).toEqual({ questionId: 1, rating: answers['1'] })
    const stored = emitted.filter((e) => e.type === 'survey.priorityAnswered')
    if (stored.length > 0) {
      expect(event.type).toBe('survey.rated')
      expect(stored[0]?.answers).toEqual([
        expect.objectContaining({ questionId: 1, answer: String(answers['1']) }),
      ])
    }
    if (event.type === 'survey.submitted' && snapshot.matches({ answering: 'editing' })) {
      const title = answers['1'] === undefined ? '¿Cómo calificarías tu pedido?' : '¿Qué podríamos mejorar?'
      expect(notices(emitted)).toEqual([{ key: 'survey.mandatoryQuestion', params: { title } }])
    }
    if (event.type === 'xstate.error.actor.submitAnswers') {
      expect(snapshot.matches({ answering: 'blocked' })).toBe(true)
      expect(notices(emitted)).toEqual([{ key: 'common.genericError' }])
    }
    if (event.type === 'xstate.done.actor.loadSurvey')
      expect(snapshot.hasTag('thanks')).toBe(event.output === loaded.answered)
    if (event.type === 'xstate.error.actor.loadSurvey') {
      expect(snapshot.hasTag('unavailable')).toBe(true)
      expect(emitted.map((e) => e.type)).toEqual(['log'])
    }
  },
})

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
const input = { alias: 'pizzeria-demo-palermo', orderCode: 'PD-1001', ratingFromLink: null }

function harness(options: { ratingFromLink?: number | null; failFirstSubmit?: boolean } = {}) {
  const submitted: SurveyAnswerRow[][] = []
  const machine = surveyMachine.provide({
    actors: {
      loadSurvey: fromPromise<LoadedSurvey, { alias: string; orderCode: string }>(async () => loaded.open),
      submitAnswers: fromPromise(async ({ input }) => {
        submitted.push(input.answers)
        if (options.failFirstSubmit && submitted.length === 1) throw new Error('500')
      }),
    },
  })
  const clock = new SimulatedClock()
  const emitted: { type: string }[] = []
  const actor = createActor(machine, {
    input: { ...input, ratingFromLink: options.ratingFromLink ?? null },
    clock,
  })
  actor.on('*', (e) => emitted.push(e))
  actor.start()
  return { actor, clock, submitted, emitted }
}

describe('survey', () => {
  it('stores a rating from the link alone as soon as the survey loads', async () => {
    const { actor, emitted } = harness({ ratingFromLink: 4 })
    await settle()
    expect(actor.getSnapshot().context.answers).toEqual({ '1': 4 })
    expect(emitted.filter((e) => e.type === 'survey.priorityAnswered')).toHaveLength(1)
  })

  it('submits every answer once, however fast the diner taps, and thanks them', async () => {
    const { actor, submitted } = harness()
    await settle()
    actor.send({ type: 'survey.rated', questionId: 1, rating: 3 })
    actor.send({ type: 'survey.reasonToggled', questionId: 2, reason: 'Temperatura' })
    actor.send({ type: 'survey.textChanged', questionId: 3, text: 'x'.repeat(300) })
    actor.send({ type: 'survey.submitted' })
    actor.send({ type: 'survey.submitted' })
    await settle()
    expect(submitted).toHaveLength(1)
    expect(submitted[0]?.map((row) => [row.questionId, row.answer.length])).toEqual([
      [1, 1],
      [2, 'Temperatura'.length],
      [3, 180],
    ])
    expect(actor.getSnapshot().hasTag('thanks')).toBe(true)
  })

  it('ignores a submit within 1.5 s of a failed one', async () => {
    const { actor, clock, submitted } = harness({ failFirstSubmit: true })
    await settle()
    actor.send({ type: 'survey.rated', questionId: 1, rating: 5 })
    actor.send({ type: 'survey.submitted' })
    await settle()
    actor.send({ type: 'survey.submitted' })
    clock.increment(1499)
    actor.send({ type: 'survey.submitted' })
    expect(submitted).toHaveLength(1)
    clock.increment(1)
    actor.send({ type: 'survey.submitted' })
    await settle()
    expect(submitted).toHaveLength(2)
    expect(actor.getSnapshot().hasTag('thanks')).toBe(true)
  })

  it('drops the chosen reasons when the rating goes up to five', async () => {
    const { actor, submitted } = harness()
    await settle()
    actor.send({ type: 'survey.rated', questionId: 1, rating: 2 })
    actor.send({ type: 'survey.reasonToggled', questionId: 2, reason: 'Demora' })
    actor.send({ type: 'survey.rated', questionId: 1, rating: 5 })
    actor.send({ type: 'survey.submitted' })
    await settle()
    expect(submitted[0]?.map((row) => row.questionId)).toEqual([1])
  })
})
