import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import {
  type BulkFailure,
  type BulkLine,
  type BulkPriceEvent,
  type BulkRequest,
  bulkPriceMachine,
  bulkRequestOf,
  connectBulkPrice,
  emptyBulkForm,
} from './bulk-price.machine'
import { bulkPriceModel } from './bulk-price.model'
import { describeModel } from './graph/describe-model'

describeModel(bulkPriceModel, {
  eachStep: ({ snapshot }) => {
    const view = connectBulkPrice(snapshot as never, () => {})
    // a preview on screen is always the form's: any change to the form drops it
    if (snapshot.matches('previewed')) expect(view.preview).not.toBeNull()
    if (snapshot.matches('draft') || snapshot.matches('invalid')) expect(view.canApply).toBe(false)
    if (snapshot.matches('invalid')) expect(view.error).not.toBeNull()
    if (snapshot.matches('previewing') || snapshot.matches('saving')) {
      expect(view.busy).toBe(true)
      expect(bulkRequestOf(snapshot.context.form)).not.toBeNull()
    }
    if (snapshot.matches('saved')) expect(view.applied).not.toBeNull()
  },
})

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

const pizzas: BulkLine[] = [
  { plateId: 7, name: 'Pizza Muzzarella', size: null, before: 12000, after: 13200, version: 1 },
  { plateId: 8, name: 'Fugazzeta', size: 'Chica', before: 9000, after: 9900, version: 3 },
  { plateId: 8, name: 'Fugazzeta', size: 'Grande', before: 13500, after: 14900, version: 3 },
]

function run(answer: (request: BulkRequest) => Promise<{ lines: BulkLine[] }>) {
  const answered = async (request: BulkRequest) => ({ applied: request.apply, ...(await answer(request)) })
  const requests: BulkRequest[] = []
  const actor = createActor(
    bulkPriceMachine.provide({
      actors: {
        changePrices: fromPromise(async ({ input }: { input: BulkRequest }) => {
          requests.push(input)
          return answered(input)
        }),
      },
    }),
    { input: { form: emptyBulkForm(1, 'Pizzas') } },
  ).start()
  const view = () => connectBulkPrice(actor.getSnapshot(), (event: BulkPriceEvent) => actor.send(event))
  return { requests, view }
}

describe('bulk price change', () => {
  it("previews +10 % on a category rounded to $100, then applies it at the preview's versions", async () => {
    const { requests, view } = run(async (request) => ({
      lines: request.apply ? pizzas.map((l) => ({ ...l, version: l.version + 1 })) : pizzas,
    }))
    view().change({ value: '10' })
    view().showPreview()
    expect(view().busy).toBe(true)
    await settle()
    expect(view()).toMatchObject({ preview: pizzas, canApply: true })
    view().apply()
    await settle()
    expect(requests).toEqual([
      { menuId: 1, category: 'Pizzas', change: { kind: 'percent', value: 10 }, step: 100, apply: false },
      {
        menuId: 1,
        category: 'Pizzas',
        change: { kind: 'percent', value: 10 },
        step: 100,
        apply: true,
        versions: [
          { plateId: 7, version: 1 },
          { plateId: 8, version: 3 },
        ],
      },
    ])
    expect(view()).toMatchObject({ applied: 3, preview: null, canApply: false })
  })

  it('says what is wrong with the form without calling the server', () => {
    const { requests, view } = run(async () => ({ lines: pizzas }))
    view().change({ value: '-95' })
    view().showPreview()
    expect(view().error).toEqual({ key: 'admin.invalidChange' })
    view().change({ value: '-500', kind: 'amount', by: 'plates' })
    expect(view().error).toBeNull()
    view().showPreview()
    expect(view().error).toEqual({ key: 'admin.emptySelection' })
    expect(requests).toEqual([])
  })

  it('reads the preview again when a plate changed since (409) and says so; a form change drops it', async () => {
    let conflicts = 1
    const { requests, view } = run(async (request) => {
      if (request.apply && conflicts-- > 0) throw { status: 409 } satisfies BulkFailure
      return { lines: pizzas }
    })
    view().change({ value: '10' })
    view().showPreview()
    await settle()
    view().apply()
    await settle()
    await settle()
    expect(requests.map((r) => r.apply)).toEqual([false, true, false])
    expect(view()).toMatchObject({ notice: { key: 'adminPrices.bulkConflict' }, canApply: true })
    view().change({ step: 10 })
    expect(view()).toMatchObject({ preview: null, notice: null, canApply: false })
  })
})
