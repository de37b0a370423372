import { useEffect, useMemo } from 'react'
import { fromPromise } from 'xstate'
import {
  SURVEY_RATING_MAX,
  SURVEY_TEXT_LIMIT,
  type SurveyAnswerRow,
  type SurveyQuestion,
  surveyTextCounter,
  visibleQuestions,
} from '../../../../domain/survey'
import { type LoadedSurvey, surveyMachine } from '../../../../machines/survey.machine'
import { useFlow } from '../../../hooks/use-flow'
import { useT } from '../../../lib/use-t'
import { Spinner } from '../../../ui/spinner'
import { toast } from '../../../ui/toast'
import { loadSurvey, submitSurvey } from '../api/order'
import '../../../../i18n/areas/ordering'

const STARS = Array.from({ length: SURVEY_RATING_MAX }, (_, i) => i + 1)

function Stars({
  question,
  value,
  onRate,
}: {
  question: SurveyQuestion
  value: number
  onRate: (rating: number) => void
}) {
  const t = useT()
  return (
    <div role="radiogroup" aria-label={question.title} className="mt-2 flex gap-1">
      {STARS.map((star) => (
        // biome-ignore lint/a11y/useSemanticElements: a star row reads better as buttons than as radio inputs
        <button
          key={star}
          type="button"
          role="radio"
          aria-checked={value === star}
          aria-label={t('survey.stars', { count: star })}
          onClick={() => onRate(value === star ? 0 : star)}
          className={`text-4xl leading-none transition ${star <= value ? 'text-brand' : 'text-ink/20'}`}
        >
          ★
        </button>
      ))}
    </div>
  )
}

/**
 * The survey 'Califica tu pedido' /encuesta/{alias}/{orderCode} on `survey`: stars, reasons below 5,
 * mandatory questions, the priority rating stored alone at once, 180-character texts, and a submit locked
 * while it is sent and 1.5 s after a failure.
 */
export function SurveyPage({
  alias,
  orderCode,
  localName,
  ratingFromLink,
}: {
  alias: string
  orderCode: string
  localName: string
  ratingFromLink: number | null
}) {
  const t = useT()
  const machine = useMemo(
    () =>
      surveyMachine.provide({
        actors: {
          loadSurvey: fromPromise<LoadedSurvey, { alias: string; orderCode: string }>(({ input, signal }) =>
            loadSurvey(input.alias, input.orderCode, signal),
          ),
          submitAnswers: fromPromise<void, { orderCode: string; answers: SurveyAnswerRow[] }>(({ input }) =>
            submitSurvey(input.orderCode, input.answers),
          ),
        },
      }),
    [],
  )
  const [snapshot, send, actorRef] = useFlow(machine, { input: { alias, orderCode, ratingFromLink } })

  useEffect(() => {
    const subscriptions = [
      actorRef.on('notify', ({ level, message }) => {
        if (level === 'error') toast.error(t(message))
        else toast(t(message))
      }),
      // the priority answer is stored alone, as soon as it is given; a failure is retried by the submit
      actorRef.on('survey.priorityAnswered', ({ orderCode: code, answers }) => {
        void submitSurvey(code, answers).catch(() => undefined)
      }),
    ]
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe()
    }
  }, [actorRef, t])

  const heading = (
    <header className="text-center">
      <h1 className="text-2xl font-extrabold">{t('survey.title')}</h1>
      <p className="mt-1 text-muted [overflow-wrap:anywhere]">
        {t('survey.forOrder', { code: orderCode, local: localName })}
      </p>
    </header>
  )
  if (snapshot.hasTag('loading'))
    return (
      <div className="mx-auto max-w-xl px-4 py-10">
        {heading}
        <Spinner label={t('survey.loading')} className="mx-auto mt-8 flex" />
      </div>
    )
  if (snapshot.hasTag('thanks'))
    return (
      <div className="mx-auto max-w-xl px-4 py-10">
        {heading}
        <p role="status" className="mt-8 text-center text-xl font-bold">
          {t('survey.thanks')}
        </p>
      </div>
    )
  const { survey, answers } = snapshot.context
  if (snapshot.hasTag('unavailable') || !survey)
    return (
      <div className="mx-auto max-w-xl px-4 py-10">
        {heading}
        <p className="mt-8 text-center text-muted">{t('survey.unavailable')}</p>
      </div>
    )
  const busy = snapshot.hasTag('busy')
  return (
    <form
      className="mx-auto max-w-xl px-4 py-10"
      onSubmit={(event) => {
        event.preventDefault()
        send({ type: 'survey.submitted' })
      }}
    >
      {heading}
      {visibleQuestions(survey, answers).map((question) => {
        const answer = answers[String(question.id)]
        return (
          <fieldset
            key={question.id}
            className="mt-6 rounded-2xl bg-(--color-card) p-4 shadow-sm ring-1 ring-ink/5"
          >
            <legend className="sr-only">{question.title}</legend>
            <p className="font-bold" aria-hidden="true">
              {question.title}
              {question.mandatory ? <span> *</span> : null}
            </p>
            {question.subTitle ? <p className="text-sm text-muted">{question.subTitle}</p> : null}
            {question.type === 'rating' ? (
              <Stars
                question={question}
                value={typeof answer === 'number' ? answer : 0}
                onRate={(rating) => send({ type: 'survey.rated', questionId: question.id, rating })}
              />
            ) : null}
            {question.type === 'multiselect' ? (
              <div className="mt-2 flex flex-wrap gap-2">
                {question.questionReasons.map((reason) => {
                  const chosen = Array.isArray(answer) && answer.includes(reason)
                  return (
                    <button
                      key={reason}
                      type="button"
                      aria-pressed={chosen}
                      onClick={() => send({ type: 'survey.reasonToggled', questionId: question.id, reason })}
                      className={`rounded-full border-2 px-3 py-1 text-sm font-semibold ${
                        chosen ? 'border-brand bg-brand text-brand-contrast' : 'border-ink/15'
                      }`}
                    >
                      {reason}
                    </button>
                  )
                })}
              </div>
            ) : null}
            {question.type === 'text' ? (
              <>
                <textarea
                  aria-label={question.title}
                  value={typeof answer === 'string' ? answer : ''}
                  maxLength={SURVEY_TEXT_LIMIT}
                  rows={3}
                  onChange={(event) =>
                    send({ type: 'survey.textChanged', questionId: question.id, text: event.target.value })
                  }
                  className="mt-2 w-full rounded-xl border border-ink/15 bg-surface px-3 py-2 outline-none focus:border-brand"
                />
                <p className="text-right text-xs text-muted">
                  {t('survey.textCounter', surveyTextCounter(typeof answer === 'string' ? answer : ''))}
                </p>
              </>
            ) : null}
          </fieldset>
        )
      })}
      <button
        type="submit"
        disabled={busy}
        className="mt-8 w-full rounded-full bg-brand px-6 py-3 font-bold text-brand-contrast disabled:opacity-60"
      >
        {t('survey.submit')}
      </button>
    </form>
  )
}
