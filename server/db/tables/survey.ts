import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgEnum, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core'
import { SURVEY_QUESTION_TYPES } from '../../../domain/survey'
import { customer } from './customer'
import { dinerOrder } from './orders'
import { branchContact } from './tenant'

export const surveyQuestionType = pgEnum('survey_question_type', SURVEY_QUESTION_TYPES)

/** The satisfaction survey of a local ('Califica tu pedido'). */
export const survey = pgTable('survey', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  branchContactId: integer('branch_contact_id')
    .notNull()
    .unique()
    .references(() => branchContact.id, { onDelete: 'cascade' }),
  active: boolean('active').notNull().default(true),
})

export const surveyQuestion = pgTable(
  'survey_question',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => survey.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    subTitle: text('sub_title'),
    type: surveyQuestionType('type').notNull(),
    questionOrder: integer('question_order').notNull(),
    mandatory: boolean('mandatory').notNull().default(false),
    /** Sent alone as soon as it is answered (the general rating). */
    priority: boolean('priority').notNull().default(false),
  },
  (t) => [unique('survey_question_order_unique').on(t.surveyId, t.questionOrder)],
)

/** The options of a multiselect question ('Demora', 'Temperatura', …). */
export const surveyQuestionReason = pgTable(
  'survey_question_reason',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    questionId: integer('question_id')
      .notNull()
      .references(() => surveyQuestion.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [unique('survey_question_reason_unique').on(t.questionId, t.reason)],
)

/** An order's response; one per order. generalNPSAnswer is the general rating (1–5). */
export const surveyResponse = pgTable(
  'survey_response',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => survey.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => dinerOrder.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customer.id),
    generalNPSAnswer: integer('general_nps_answer'),
    completed: boolean('completed').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'survey_response_nps_check',
      sql`${t.generalNPSAnswer} is null or ${t.generalNPSAnswer} between 1 and 5`,
    ),
  ],
)

/** The last answer per question of a response (a priority answer sent alone is confirmed later). */
export const surveyAnswer = pgTable(
  'survey_answer',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    responseId: integer('response_id')
      .notNull()
      .references(() => surveyResponse.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => surveyQuestion.id, { onDelete: 'cascade' }),
    answer: text('answer').notNull(),
    reason: text('reason'),
  },
  (t) => [
    unique('survey_answer_unique').on(t.responseId, t.questionId),
    index('survey_answer_question_idx').on(t.questionId),
  ],
)
