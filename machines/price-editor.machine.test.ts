import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { describeModel } from './graph/describe-model'
import {
  connectPriceEditor,
  isClean,
  type PricedPlate,
  type PriceEditorEvent,
  type PriceSaveFailure,
  type PriceWrite,
  priceEditorMachine,
  writeOf,
} from './price-editor.machine'
import { priceEditorModel } from './price-editor.model'

const noSend = () => {}

describeModel(priceEditorModel, {
  eachStep: ({ snapshot }) => {
    const { plate, draft, current, error } = snapshot.context
    const view = connectPriceEditor(snapshot as never, noSend)
    // the view tells exactly the state the machine is in, and a conflict only there
    expect(snapshot.matches(view.status)).toBe(true)
    expect(view.conflict !== null).toBe(snapshot.matches('conflict'))
    if (snapshot.matches('conflict')) expect(current).not.toBeNull()
    else expect(current).toBeNull()
    // a save only ever sends a write, and a saved plate is what the inputs show
    if (snapshot.matches('saving')) expect(writeOf(plate, draft)).not.toBeNull()
    if (snapshot.matches('saved')) expect(isClean(plate, draft)).toBe(true)
    if (snapshot.matches('invalid')) expect(error).not.toBeNull()
    if (snapshot.matches('saving') || snapshot.matches('saved')) expect(error).toBeNull()
  },
})

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

const fugazzeta: PricedPlate = {
  id: 9,
  name: 'Fugazzeta',
  version: 4,
  price: null,
  sizes: [
    { name: 'Chica', price: 9000 },
    { name: 'Grande', price: 13500 },
  ],
  available: true,
}

function run(plate: PricedPlate, answer: (write: PriceWrite) => Promise<PricedPlate>) {
  const writes: PriceWrite[] = []
  const actor = createActor(
    priceEditorMachine.provide({
      actors: {
        savePrice: fromPromise(async ({ input }: { input: PriceWrite }) => {
          writes.push(input)
          return answer(input)
        }),
      },
    }),
    { input: { plate } },
  ).start()
  const send = (event: PriceEditorEvent) => actor.send(event)
  const view = () => connectPriceEditor(actor.getSnapshot(), send)
  return { actor, writes, view }
}

const echo = async (write: PriceWrite): Promise<PricedPlate> => ({
  ...fugazzeta,
  version: write.version + 1,
  sizes: write.sizes ?? [],
})

describe('price editor', () => {
  it('saves every size of a plate on Enter, at the version read, and shows the saved prices', async () => {
    const { writes, view } = run(fugazzeta, echo)
    expect(view().fields.map((f) => [f.size, f.text, f.label.params?.size])).toEqual([
      ['Chica', '9000', 'Chica'],
      ['Grande', '13500', 'Grande'],
    ])
    view().edit('Grande', '$ 14.900')
    expect(view().dirty).toBe(true)
    expect(view().key('Enter')).toBe(true)
    expect(view().status).toBe('saving')
    await settle()
    expect(writes).toEqual([
      {
        plateId: 9,
        version: 4,
        sizes: [
          { name: 'Chica', price: 9000 },
          { name: 'Grande', price: 14900 },
        ],
      },
    ])
    expect(view()).toMatchObject({ status: 'saved', dirty: false, error: null })
    expect(view().fields.map((f) => f.text)).toEqual(['9000', '14900'])
  })

  it('puts the prices back on Escape and leaves other keys to the input', () => {
    const { writes, view } = run(fugazzeta, echo)
    view().edit('Chica', '1')
    expect(view().key('Escape')).toBe(true)
    expect(view().fields.map((f) => f.text)).toEqual(['9000', '13500'])
    expect(view().key('a')).toBe(false)
    view().key('Enter')
    expect(view().status).toBe('draft')
    expect(writes).toEqual([])
  })

  it('refuses a text that is not a price without calling the server, until it is fixed', async () => {
    const { writes, view } = run(fugazzeta, echo)
    view().edit('Chica', '9.000,50')
    view().key('Enter')
    expect(view()).toMatchObject({ status: 'invalid', error: { key: 'adminPrices.priceInvalid' } })
    view().key('Enter')
    expect(writes).toEqual([])
    view().edit('Chica', '9500')
    expect(view()).toMatchObject({ status: 'draft', error: null })
    view().key('Enter')
    await settle()
    expect(writes).toHaveLength(1)
  })

  it('shows the current prices on a 409 and starts again from them, or saves the typed ones over them', async () => {
    const now: PricedPlate = {
      ...fugazzeta,
      version: 5,
      sizes: [
        { name: 'Chica', price: 9900 },
        { name: 'Grande', price: 14000 },
      ],
    }
    let conflicts = 1
    const { writes, view } = run(fugazzeta, async (write) => {
      if (conflicts-- > 0) throw { status: 409, current: now } satisfies PriceSaveFailure
      return echo(write)
    })
    view().edit('Grande', '15000')
    view().key('Enter')
    await settle()
    expect(view()).toMatchObject({
      status: 'conflict',
      conflict: { now: [9900, 14000], yours: [9000, 15000] },
    })
    view().keepMine()
    await settle()
    // saved over the version the user saw, with the typed prices: nothing of theirs is lost unseen
    expect(writes.at(-1)).toEqual({
      plateId: 9,
      version: 5,
      sizes: [
        { name: 'Chica', price: 9000 },
        { name: 'Grande', price: 15000 },
      ],
    })
    expect(view().status).toBe('saved')

    conflicts = 1
    view().edit('Chica', '9100')
    view().key('Enter')
    await settle()
    view().retry()
    expect(view()).toMatchObject({ status: 'draft', dirty: false, conflict: null })
    expect(view().fields.map((f) => f.text)).toEqual(['9900', '14000'])
    expect(writes).toHaveLength(3)
  })

  it('keeps a typed draft when the list is read again, and follows the list otherwise', () => {
    const { actor, view } = run(fugazzeta, echo)
    const moved = {
      ...fugazzeta,
      version: 5,
      sizes: [
        { name: 'Chica', price: 1 },
        { name: 'Grande', price: 2 },
      ],
    }
    actor.send({ type: 'priceEditor.refreshed', plate: moved })
    expect(view().fields.map((f) => f.text)).toEqual(['1', '2'])
    view().edit('Chica', '3')
    actor.send({ type: 'priceEditor.refreshed', plate: { ...moved, version: 6 } })
    expect(view().fields.map((f) => f.text)).toEqual(['3', '2'])
    expect(actor.getSnapshot().context.plate.version).toBe(5)
  })

  it('says why a save failed and keeps the draft', async () => {
    for (const [status, key, state] of [
      [422, 'adminPrices.priceRejected', 'invalid'],
      [403, 'adminPrices.notAllowed', 'draft'],
      [0, 'adminPrices.saveFailed', 'draft'],
    ] as const) {
      const { view } = run(fugazzeta, async () => {
        throw { status } satisfies PriceSaveFailure
      })
      view().edit('Chica', '999999999999')
      view().key('Enter')
      await settle()
      expect(view()).toMatchObject({ status: state, error: { key }, dirty: true })
      expect(view().fields[0]?.text).toBe('999999999999')
    }
  })
})
