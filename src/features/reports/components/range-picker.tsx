import { type FormEvent, useId } from 'react'
import { REPORT_PRESETS, type ReportSearch } from '../../../../domain/report-names'
import type { DateRange } from '../../../../domain/report-range'
import { reports as texts } from '../../../../i18n/es/reports'

/**
 * The period: a preset (in the venue's days, resolved by the page) or two dates. The dates show the
 * range on screen, so after a preset they read what it covers; 'Ver' makes them the period.
 */
export function RangePicker({
  search,
  range,
  go,
}: {
  search: ReportSearch
  range: DateRange
  go: (search: ReportSearch) => void
}) {
  const legendId = useId()
  const { desde: _from, hasta: _to, periodo: _preset, ...rest } = search
  const choose = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const desde = String(form.get('desde') ?? '')
    const hasta = String(form.get('hasta') ?? '')
    if (desde && hasta) go({ ...rest, desde, hasta })
  }
  return (
    <div className="flex flex-wrap items-end gap-4">
      <fieldset className="flex flex-col gap-1" aria-labelledby={legendId}>
        <legend id={legendId} className="text-sm font-semibold">
          {texts.period}
        </legend>
        <div className="flex flex-wrap gap-2">
          {REPORT_PRESETS.map((preset) => {
            const chosen = !search.desde && (search.periodo ?? '30-dias') === preset
            return (
              <button
                key={preset}
                type="button"
                aria-pressed={chosen}
                className={`min-h-11 rounded-lg border-2 px-3 font-semibold ${chosen ? 'border-gray-900 bg-gray-900 text-white' : 'border-gray-400 bg-white'}`}
                onClick={() => go({ ...rest, periodo: preset })}
              >
                {texts.presets[preset]}
              </button>
            )
          })}
        </div>
      </fieldset>
      {/* keyed by the range: a preset rewrites the fields, which are otherwise the diner's to edit */}
      <form key={`${range.from}/${range.to}`} className="flex flex-wrap items-end gap-2" onSubmit={choose}>
        <label className="flex flex-col gap-1">
          <span className="text-sm font-semibold">{texts.from}</span>
          <input
            className="min-h-11 rounded border border-gray-500 px-2"
            type="date"
            name="desde"
            defaultValue={range.from}
            required
          />
        </label>
        <label className="flex flex-col gap-1">
          <span className="text-sm font-semibold">{texts.to}</span>
          <input
            className="min-h-11 rounded border border-gray-500 px-2"
            type="date"
            name="hasta"
            defaultValue={range.to}
            required
          />
        </label>
        <button type="submit" className="min-h-11 rounded-lg bg-gray-900 px-4 font-semibold text-white">
          {texts.apply}
        </button>
      </form>
    </div>
  )
}
