import { type BulkLine, bulkPriceMachine, emptyBulkForm } from './bulk-price.machine'
import { defineModel } from './graph/model'

const lines: BulkLine[] = [
  { plateId: 7, name: 'Pizza Muzzarella', size: null, before: 12000, after: 13200, version: 1 },
  { plateId: 8, name: 'Fugazzeta', size: 'Grande', before: 13500, after: 14900, version: 3 },
]

export const bulkPriceModel = defineModel({
  name: 'bulk-price',
  description:
    "The back office's bulk price change: a category or some plates, a percentage or an amount, rounded; a preview, then the write at the preview's versions (a plate changed since reads the preview again).",
  machine: bulkPriceMachine,
  input: { form: emptyBulkForm(1, 'Pizzas') },
  events: [
    { type: 'bulkPrice.changed', form: { value: '10' } },
    { type: 'bulkPrice.changed', form: { value: 'diez' } },
    { type: 'bulkPrice.changed', form: { by: 'plates' } },
    { type: 'bulkPrice.changed', form: { plateIds: [7] } },
    { type: 'bulkPrice.previewed' },
    { type: 'bulkPrice.applied' },
    { type: 'xstate.done.actor.preview', output: { applied: false, lines } },
    { type: 'xstate.error.actor.preview', error: { status: 0 } },
    {
      type: 'xstate.done.actor.apply',
      output: { applied: true, lines: lines.map((l) => ({ ...l, version: l.version + 1 })) },
    },
    { type: 'xstate.error.actor.apply', error: { status: 409 } },
    { type: 'xstate.error.actor.apply', error: { status: 0 } },
  ],
})
