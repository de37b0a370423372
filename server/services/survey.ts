import { and, asc, eq, sql } from 'drizzle-orm'
import { isValidRating } from '../../domain/survey'
import { engine } from '../../i18n/es/engine'
import { survey as surveyTexts } from '../../i18n/es/survey'
import type { Database } from '../db/client'
import {
  dinerOrder,
  survey,
  surveyAnswer,
  surveyQuestion,
  surveyQuestionReason,
  surveyResponse,
} from '../db/schema'
import { conflict, notFound, unprocessable } from '../errors'
import type { Schemas } from './api-types'

/** The local's active survey with its questions in order and the options of each. */
export async function surveyOf(
  db: Database,
  branchContactId: number,
): Promise<Schemas['Survey'] | undefined> {
  const rows = await db
    .select({ survey, question: surveyQuestion, reason: surveyQuestionReason })
    .from(survey)
    .innerJoin(surveyQuestion, eq(surveyQuestion.surveyId, survey.id))
    .leftJoin(surveyQuestionReason, eq(surveyQuestionReason.questionId, surveyQuestion.id))
    .where(and(eq(survey.branchContactId, branchContactId), eq(survey.active, true)))
    .orderBy(
      asc(surveyQuestion.questionOrder),
      asc(surveyQuestionReason.position),
      asc(surveyQuestionReason.id),
    )
  const first = rows[0]
  if (!first) return undefined
  const questions = new Map<number, Schemas['SurveyQuestion']>()
  for (const { question, reason } of rows) {
    let q = questions.get(question.id)
    if (!q) {
      q = {
        id: question.id,
        title: question.title,
        subTitle: question.subTitle,
        type: question.type,
        questionOrder: question.questionOrder,
        mandatory: question.mandatory,
        priority: question.priority,
        questionReasons: [],
      }
      questions.set(question.id, q)
    }
    if (reason) q.questionReasons?.push({ id: reason.id, reason: reason.reason })
  }
  return { id: first.survey.id, active: first.survey.active, questions: [...questions.values()] }
}

async function orderByCode(db: Database, code: string) {
  const [order] = await db
    .select({
      id: dinerOrder.id,
      branchContactId: dinerOrder.branchContactId,
      customerId: dinerOrder.customerId,
    })
    .from(dinerOrder)
    .where(eq(dinerOrder.code, code))
  if (!order) throw notFound(engine.orderNotFound)
  return order
}

async function statusOf(db: Database, orderId: number, surveyQuestions: Schemas['SurveyQuestion'][] | null) {
  const [response] = await db.select().from(surveyResponse).where(eq(surveyResponse.orderId, orderId))
  if (!response) return { response: undefined, status: { isCompleted: false, generalNPSAnswer: null } }
  let complete = response.completed
  if (!complete && surveyQuestions) {
    const answered = new Set(
      (
        await db
          .select({ questionId: surveyAnswer.questionId })
          .from(surveyAnswer)
          .where(eq(surveyAnswer.responseId, response.id))
      ).map((a) => a.questionId),
    )
    complete = surveyQuestions.filter((q) => q.mandatory).every((q) => answered.has(q.id))
  }
  return { response, status: { isCompleted: complete, generalNPSAnswer: response.generalNPSAnswer } }
}

/**
 * GET /api/survey/order/{orderCode}: answered once every mandatory question has an answer (the priority
 * rating sent alone counts), or once the diner submitted the whole form.
 */
export async function responseStatus(db: Database, code: string): Promise<Schemas['SurveyResponseStatus']> {
  const order = await orderByCode(db, code)
  const found = await surveyOf(db, order.branchContactId)
  return (await statusOf(db, order.id, found?.questions ?? null)).status
}

/**
 * POST /api/survey/{orderCode}. A submission holding only priority questions (the rating sent alone as
 * soon as it is given) stores them and may be repeated; any other submission is the whole form: every
 * mandatory question must then be answered, and the response is closed (a later one is a 409).
 */
export async function submitAnswers(
  db: Database,
  code: string,
  answers: Schemas['SurveyAnswer'][],
): Promise<Schemas['SurveyResponseStatus']> {
  const order = await orderByCode(db, code)
  const found = await surveyOf(db, order.branchContactId)
  if (!found) throw notFound(engine.surveyNotFound)
  const questions = new Map(found.questions.map((q) => [q.id, q]))
  const rows = new Map<number, { answer: string; reason: string | null }>()
  let rating: number | null = null
  answers.forEach((a, index) => {
    const field = `[${index}]`
    const question = questions.get(a.questionId)
    if (!question || a.surveyId !== found.id)
      throw unprocessable(engine.surveyQuestionUnknown, [
        { field: `${field}.questionId`, message: engine.surveyQuestionUnknown },
      ])
    const answer = a.answer.trim()
    if (question.type === 'rating') {
      const stars = Number(answer)
      if (!isValidRating(stars))
        throw unprocessable(engine.surveyRatingInvalid, [
          { field: `${field}.answer`, message: engine.surveyRatingInvalid },
        ])
      if (rating === null) rating = stars
    }
    if (question.type === 'multiselect') {
      const offered = new Set((question.questionReasons ?? []).map((r) => r.reason))
      const chosen = answer
        .split(',')
        .map((r) => r.trim())
        .filter(Boolean)
      if (chosen.some((r) => !offered.has(r)))
        throw unprocessable(engine.surveyQuestionUnknown, [
          { field: `${field}.answer`, message: engine.surveyQuestionUnknown },
        ])
    }
    rows.set(question.id, { answer, reason: question.type === 'multiselect' ? answer : (a.reason ?? null) })
  })
  const priorityOnly = [...rows.keys()].every((id) => questions.get(id)?.priority === true)

  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(surveyResponse)
      .where(eq(surveyResponse.orderId, order.id))
      .for('update')
    if (existing?.completed) throw conflict(engine.surveyAlreadyAnswered)
    const before = existing
      ? new Set(
          (
            await tx
              .select({ questionId: surveyAnswer.questionId })
              .from(surveyAnswer)
              .where(eq(surveyAnswer.responseId, existing.id))
          ).map((a) => a.questionId),
        )
      : new Set<number>()
    const missing = found.questions.find((q) => q.mandatory && !rows.has(q.id) && !before.has(q.id))
    if (missing && !priorityOnly) {
      const detail = surveyTexts.mandatoryQuestion.replace('{title}', missing.title)
      throw unprocessable(detail, [{ field: 'answers', message: detail }])
    }
    const [response] = await tx
      .insert(surveyResponse)
      .values({
        surveyId: found.id,
        orderId: order.id,
        customerId: order.customerId,
        generalNPSAnswer: rating,
        completed: !priorityOnly,
      })
      .onConflictDoUpdate({
        target: surveyResponse.orderId,
        set: {
          generalNPSAnswer: sql`coalesce(excluded.general_nps_answer, ${surveyResponse.generalNPSAnswer})`,
          completed: !priorityOnly,
        },
      })
      .returning()
    const responseId = (response as { id: number }).id
    await tx
      .insert(surveyAnswer)
      .values([...rows].map(([questionId, row]) => ({ responseId, questionId, ...row })))
      .onConflictDoUpdate({
        target: [surveyAnswer.responseId, surveyAnswer.questionId],
        set: { answer: sql`excluded.answer`, reason: sql`excluded.reason` },
      })
    return {
      isCompleted: !priorityOnly || missing === undefined,
      generalNPSAnswer: (response as { generalNPSAnswer: number | null }).generalNPSAnswer,
    }
  })
}
