import { type Message, message } from './message'

export const SURVEY_RATING_MIN = 1
export const SURVEY_RATING_MAX = 5
/** Text answers are cut here and a counter n/180 is shown. */
export const SURVEY_TEXT_LIMIT = 180
/** A second submit within this time of the first is ignored. */
export const DOUBLE_SUBMIT_BLOCK_MS = 1500

export const SURVEY_QUESTION_TYPES = ['rating', 'text', 'multiselect'] as const
export type SurveyQuestionType = (typeof SURVEY_QUESTION_TYPES)[number]

export interface SurveyQuestion {
  id: number
  title: string
  subTitle?: string | null
  type: SurveyQuestionType
  questionOrder: number
  mandatory: boolean
  priority: boolean
  /** the options of a multiselect question (e.g. 'Demora', 'Temperatura') */
  questionReasons: readonly string[]
}

export interface Survey {
  id: number
  active: boolean
  questions: readonly SurveyQuestion[]
}

/** A rating 0 is an empty rating (no star); text is already cut; options are the chosen reasons. */
export type SurveyAnswer = number | string | readonly string[]
export type SurveyAnswers = Readonly<Record<string, SurveyAnswer>>

export const orderedQuestions = (survey: Survey) =>
  [...survey.questions].sort((a, b) => a.questionOrder - b.questionOrder || a.id - b.id)

/** The general rating: the first rating question; the follow-up reason questions depend on it. */
export const generalRatingQuestion = (survey: Survey) =>
  orderedQuestions(survey).find((q) => q.type === 'rating') ?? null

export const isValidRating = (rating: number) =>
  Number.isInteger(rating) && rating >= SURVEY_RATING_MIN && rating <= SURVEY_RATING_MAX

/** Follow-up reason (multiselect) questions appear only when the general rating is below 5. */
export const showsFollowUps = (rating: number) => isValidRating(rating) && rating < SURVEY_RATING_MAX

const ratingOf = (answers: SurveyAnswers, question: SurveyQuestion | null) => {
  const value = question ? answers[String(question.id)] : undefined
  return typeof value === 'number' ? value : 0
}

export const generalRating = (survey: Survey, answers: SurveyAnswers) =>
  ratingOf(answers, generalRatingQuestion(survey))

export function visibleQuestions(survey: Survey, answers: SurveyAnswers): SurveyQuestion[] {
  const followUps = showsFollowUps(generalRating(survey, answers))
  return orderedQuestions(survey).filter((q) => q.type !== 'multiselect' || followUps)
}

const questionById = (survey: Survey, questionId: number) => survey.questions.find((q) => q.id === questionId)

/**
 * Sets a rating (0 clears it). When the general rating becomes empty or 5 the follow-up multiselect
 * answers are cleared, so a diner who changes their mind to 5 stars sends no complaint reasons.
 */
export function rate(
  survey: Survey,
  answers: SurveyAnswers,
  questionId: number,
  rating: number,
): SurveyAnswers {
  const question = questionById(survey, questionId)
  if (question?.type !== 'rating') return answers
  if (rating !== 0 && !isValidRating(rating)) return answers
  const next: Record<string, SurveyAnswer> = { ...answers }
  if (rating === 0) delete next[String(questionId)]
  else next[String(questionId)] = rating
  if (question.id === generalRatingQuestion(survey)?.id && !showsFollowUps(rating)) {
    for (const q of survey.questions) if (q.type === 'multiselect') delete next[String(q.id)]
  }
  return next
}

/** Chooses or unchooses one option of a visible multiselect question. */
export function toggleReason(
  survey: Survey,
  answers: SurveyAnswers,
  questionId: number,
  reason: string,
): SurveyAnswers {
  const question = questionById(survey, questionId)
  if (question?.type !== 'multiselect' || !question.questionReasons.includes(reason)) return answers
  if (!showsFollowUps(generalRating(survey, answers))) return answers
  const current = answers[String(questionId)]
  const chosen = Array.isArray(current) ? current : []
  const next = chosen.includes(reason) ? chosen.filter((r) => r !== reason) : [...chosen, reason]
  const result: Record<string, SurveyAnswer> = { ...answers }
  if (next.length === 0) delete result[String(questionId)]
  else result[String(questionId)] = question.questionReasons.filter((r) => next.includes(r))
  return result
}

export const clipSurveyText = (text: string) => Array.from(text).slice(0, SURVEY_TEXT_LIMIT).join('')

/** The counter under a text answer, n/180. */
export const surveyTextCounter = (text: string) => ({
  count: Array.from(text).length,
  limit: SURVEY_TEXT_LIMIT,
})

export function writeText(
  survey: Survey,
  answers: SurveyAnswers,
  questionId: number,
  text: string,
): SurveyAnswers {
  if (questionById(survey, questionId)?.type !== 'text') return answers
  const result: Record<string, SurveyAnswer> = { ...answers }
  const clipped = clipSurveyText(text)
  if (clipped === '') delete result[String(questionId)]
  else result[String(questionId)] = clipped
  return result
}

export function isAnswered(answer: SurveyAnswer | undefined): boolean {
  if (answer === undefined) return false
  if (typeof answer === 'number') return isValidRating(answer)
  if (typeof answer === 'string') return answer.trim() !== ''
  return answer.length > 0
}

/** The first visible mandatory question without an answer, in question order, as the toast to show. */
export function missingMandatory(survey: Survey, answers: SurveyAnswers): Message | null {
  const missing = visibleQuestions(survey, answers).find(
    (q) => q.mandatory && !isAnswered(answers[String(q.id)]),
  )
  return missing ? message('survey.mandatoryQuestion', { title: missing.title }) : null
}

/** The priority rating question, when the survey has one. */
export const priorityQuestion = (survey: Survey) =>
  orderedQuestions(survey).find((q) => q.priority && q.type === 'rating') ?? null

export interface SentPriority {
  questionId: number
  rating: number
}

/**
 * The priority answer to send alone right away: answered, and not the same answer already sent.
 * A diner who rates from a link (surveyGeneralNPSAnswer) or taps a star is counted even if they leave
 * before submitting.
 */
export function priorityToSend(
  survey: Survey,
  answers: SurveyAnswers,
  sent: SentPriority | null,
): SentPriority | null {
  const question = priorityQuestion(survey)
  if (!question) return null
  const rating = ratingOf(answers, question)
  if (!isValidRating(rating)) return null
  if (sent && sent.questionId === question.id && sent.rating === rating) return null
  return { questionId: question.id, rating }
}

export interface SurveyAnswerRow {
  questionTitle: string
  answer: string
  orderingCustomerId: number | null
  surveyId: number
  questionId: number
  mandatory: boolean
  dinerOrderId: number
  questionType: SurveyQuestionType
  priority: boolean
  reason: string | null
}

export interface SurveyRespondent {
  orderingCustomerId: number | null
  dinerOrderId: number
}

function rowOf(
  survey: Survey,
  q: SurveyQuestion,
  answer: SurveyAnswer,
  who: SurveyRespondent,
): SurveyAnswerRow {
  const text =
    typeof answer === 'number' ? String(answer) : typeof answer === 'string' ? answer : answer.join(', ')
  return {
    questionTitle: q.title,
    answer: text,
    orderingCustomerId: who.orderingCustomerId,
    surveyId: survey.id,
    questionId: q.id,
    mandatory: q.mandatory,
    dinerOrderId: who.dinerOrderId,
    questionType: q.type,
    priority: q.priority,
    reason: q.type === 'multiselect' ? text : null,
  }
}

/** The priority answer alone, as its own request. */
export function priorityRows(survey: Survey, sent: SentPriority, who: SurveyRespondent): SurveyAnswerRow[] {
  const question = questionById(survey, sent.questionId)
  return question ? [rowOf(survey, question, sent.rating, who)] : []
}

/**
 * The final submission: every answered visible question, the priority one included (the server keeps the
 * last answer per question, so a priority answer that was stored alone is simply confirmed).
 */
export function submissionRows(
  survey: Survey,
  answers: SurveyAnswers,
  who: SurveyRespondent,
): SurveyAnswerRow[] {
  return visibleQuestions(survey, answers)
    .filter((q) => isAnswered(answers[String(q.id)]))
    .map((q) => rowOf(survey, q, answers[String(q.id)] as SurveyAnswer, who))
}

/** surveyGeneralNPSAnswer from a link: a valid star count for the general rating, or nothing. */
export function ratingFromLink(raw: string | null | undefined): number | null {
  if (raw == null || raw.trim() === '') return null
  const rating = Number(raw)
  return isValidRating(rating) ? rating : null
}
