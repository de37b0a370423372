import { describe, expect, it } from 'vitest'
import { type AnyEventObject, createActor } from 'xstate'
import { buildCartItem, type PlateForCart, plateUnitPrice } from '../domain/cart'
import { notesLength } from '../domain/notes'
import { t } from '../i18n/t'
import { describeModel } from './graph/describe-model'
import { type PlateSelectionInput, plateSelectionMachine } from './plate-selection.machine'
import { plateSelectionModel } from './plate-selection.model'

describeModel(plateSelectionModel, {
  eachStep: ({ event, snapshot, emitted }) => {
    const c = snapshot.context
    expect(c.unitPrice).toBe(plateUnitPrice(c.plate, c))
    expect(notesLength(c.notes)).toBeLessThanOrEqual(c.notesLimit ?? Number.POSITIVE_INFINITY)
    expect(c.quantity).toBeGreaterThanOrEqual(1)
    if (c.inCart === 0)
      expect(c.quantity).toBeLessThanOrEqual(c.plate.maxQuantity ?? Number.POSITIVE_INFINITY)
    for (const e of emitted) if (e.type === 'notify') expect(() => t(e.message)).not.toThrow()
    const added = emitted.filter((e) => e.type === 'plate.added')
    expect(added.length).toBe(snapshot.matches('added') && event.type === 'plate.addRequested' ? 1 : 0)
    if (added[0]) {
      expect(added[0].item).toEqual(
        buildCartItem(c.plate, {
          sizeId: c.sizeId,
          selection: c.selection,
          notes: c.notes,
          quantity: c.quantity,
          source: 'MENU',
        }),
      )
    }
    if (event.type === 'plate.addRequested' && !snapshot.matches('added')) {
      // the cap is checked first, then the groups
      const overCap = c.inCart > 0
      expect(emitted).toEqual([
        {
          type: 'notify',
          level: 'error',
          message: overCap
            ? { key: 'cart.maxQuantity', params: { max: 2 } }
            : { key: 'cart.garnishIncomplete' },
        },
      ])
      if (!overCap)
        expect(c.invalidGroupId).toBe((c.plate as PlateForCart).garnishGroups.find((g) => g.mandatory)?.id)
    }
  },
})

/**
 * One plate with every feature of the detail at once (sizes, a mandatory single-selection drink, optional
 * extras, at most one, and a cap of 2 units), for the rules that meet on one plate; not on the demo menu.
 */
const comboMuzzarella: PlateForCart = {
  id: 90,
  name: 'Combo Muzzarella',
  showName: null,
  price: null,
  sizes: [
    { id: 901, name: 'Chica', price: 11000 },
    { id: 902, name: 'Grande', price: 15000 },
  ],
  garnishGroups: [
    {
      id: 91,
      name: 'Bebida',
      mandatory: true,
      multipleSelection: false,
      minGarnishAmount: 1,
      maxGarnishAmount: 1,
      garnishes: [
        { id: 911, name: 'Cola', price: 0, visible: true },
        { id: 912, name: 'Lima-limón', price: 0, visible: true },
      ],
    },
    {
      id: 92,
      name: 'Extras',
      mandatory: false,
      multipleSelection: true,
      minGarnishAmount: 0,
      maxGarnishAmount: 1,
      garnishes: [
        { id: 921, name: 'Aceitunas', price: 500, visible: true },
        { id: 922, name: 'Huevo', price: 800, visible: true },
      ],
    },
  ],
  maxQuantity: 2,
  category: { id: 1, showName: 'Pizzas' },
}

const empanadas: PlateForCart = {
  id: 2,
  name: 'Media docena de empanadas',
  showName: null,
  price: 10800,
  sizes: [],
  garnishGroups: [
    {
      id: 5,
      name: 'Sabores',
      mandatory: true,
      multipleSelection: true,
      minGarnishAmount: 6,
      maxGarnishAmount: 6,
      garnishes: ['Carne', 'Pollo', 'Jamón y queso', 'Humita', 'Verdura'].map((name, i) => ({
        id: 50 + i,
        name,
        price: 0,
        visible: true,
      })),
    },
  ],
  maxQuantity: null,
  category: { id: 2, showName: 'Empanadas' },
}

function start(input: Partial<PlateSelectionInput> & Pick<PlateSelectionInput, 'plate'>) {
  const emitted: AnyEventObject[] = []
  const actor = createActor(plateSelectionMachine, {
    input: { inCart: 0, notesLimit: 250, source: 'MENU', ...input },
  })
  actor.on('*', (e) => emitted.push(e))
  actor.start()
  const texts = () => emitted.filter((e) => e.type === 'notify').map((e) => t(e.message))
  return { actor, emitted, texts }
}

describe('plate selection', () => {
  it('takes six flavours of empanadas, no fewer and no more', () => {
    const { actor, emitted, texts } = start({ plate: empanadas })
    for (const id of [50, 50, 50, 51, 52])
      actor.send({ type: 'plate.garnishIncremented', groupId: 5, garnishId: id })
    actor.send({ type: 'plate.addRequested' })
    expect(texts()).toEqual(['Revise que haya agregado la cantidad correcta de guarniciones'])
    actor.send({ type: 'plate.garnishIncremented', groupId: 5, garnishId: 53 })
    actor.send({ type: 'plate.garnishIncremented', groupId: 5, garnishId: 54 })
    expect(texts().at(-1)).toBe('Ya se ha seleccionado el maximo de opcionales permitidos en este grupo')
    actor.send({ type: 'plate.addRequested' })
    const added = emitted.find((e) => e.type === 'plate.added')
    expect(added?.item.extras[0].groupItems.map((g: { quantity: number }) => g.quantity)).toEqual([
      3, 1, 1, 1,
    ])
    expect(actor.getSnapshot().status).toBe('done')
    expect(actor.getSnapshot().output).toEqual(added?.item)
  })

  it('refuses a second unit of the only drink allowed', () => {
    const { actor, texts } = start({ plate: comboMuzzarella })
    actor.send({ type: 'plate.garnishChosen', groupId: 91, garnishId: 912 })
    actor.send({ type: 'plate.garnishIncremented', groupId: 91, garnishId: 912 })
    expect(texts()).toEqual(['No se pueden agregar mas que el máximo'])
    actor.send({ type: 'plate.garnishChosen', groupId: 91, garnishId: 911 })
    expect(actor.getSnapshot().context.selection).toEqual({ 91: { 911: 1 } })
  })

  it('counts what the cart already has against the plate cap (Flan Casero, max 2)', () => {
    const flan: PlateForCart = {
      ...empanadas,
      id: 7,
      name: 'Flan Casero',
      price: 4500,
      garnishGroups: [],
      maxQuantity: 2,
    }
    const { actor, texts } = start({ plate: flan, inCart: 1 })
    actor.send({ type: 'plate.quantityIncremented' })
    expect(texts()).toEqual(['Has alcanzado el máximo de unidades (2) para este producto'])
    expect(actor.getSnapshot().context.quantity).toBe(1)
    actor.send({ type: 'plate.addRequested' })
    expect(actor.getSnapshot().matches('added')).toBe(true)
  })

  it('refuses adding when the cart already holds the cap', () => {
    const flan: PlateForCart = {
      ...empanadas,
      id: 7,
      name: 'Flan Casero',
      price: 4500,
      garnishGroups: [],
      maxQuantity: 2,
    }
    const { actor, texts } = start({ plate: flan, inCart: 2 })
    actor.send({ type: 'plate.addRequested' })
    expect(texts()).toEqual(['Has alcanzado el máximo de unidades (2) para este producto'])
    expect(actor.getSnapshot().matches('choosing')).toBe(true)
  })

  it('keeps notes within the limit and ignores what goes beyond it', () => {
    const { actor } = start({ plate: comboMuzzarella, notesLimit: 250 })
    actor.send({ type: 'plate.notesChanged', notes: 'a'.repeat(260) })
    expect(actor.getSnapshot().context.notes).toBe('a'.repeat(250))
  })

  it('prices the size and extras as they change', () => {
    const { actor } = start({ plate: comboMuzzarella })
    expect(actor.getSnapshot().context.unitPrice).toBe(11000)
    actor.send({ type: 'plate.sizeSelected', sizeId: 902 })
    actor.send({ type: 'plate.garnishIncremented', groupId: 92, garnishId: 922 })
    expect(actor.getSnapshot().context.unitPrice).toBe(15800)
    actor.send({ type: 'plate.garnishDecremented', groupId: 92, garnishId: 922 })
    expect(actor.getSnapshot().context).toMatchObject({ unitPrice: 15000, selection: {} })
  })

  it('ignores sizes and garnishes the plate does not offer', () => {
    const { actor } = start({ plate: comboMuzzarella })
    const before = actor.getSnapshot().context
    actor.send({ type: 'plate.sizeSelected', sizeId: 1 })
    actor.send({ type: 'plate.garnishChosen', groupId: 92, garnishId: 921 })
    actor.send({ type: 'plate.garnishIncremented', groupId: 91, garnishId: 999 })
    actor.send({ type: 'plate.garnishDecremented', groupId: 91, garnishId: 911 })
    actor.send({ type: 'plate.quantityDecremented' })
    expect(actor.getSnapshot().context).toEqual(before)
  })
})
