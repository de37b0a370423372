import { describe, expect, it } from 'vitest'
import { type AnyEventObject, createActor } from 'xstate'
import { t } from '../i18n/t'
import { describeModel } from './graph/describe-model'
import { type OrderModeChangeInput, orderModeChangeMachine } from './order-mode-change.machine'
import { orderModeChangeModel, palermoModes } from './order-mode-change.model'

const types = (emitted: AnyEventObject[]) => emitted.map((e) => e.type)

describeModel(orderModeChangeModel, {
  eachStep: ({ snapshot, emitted }) => {
    const confirming = snapshot.hasTag('confirming')
    expect(snapshot.context.prompt !== null).toBe(confirming)
    if (snapshot.context.prompt) {
      expect(t(snapshot.context.prompt.text)).toBe('¿Deseas continuar?')
    }
    const applied = emitted.find((e) => e.type === 'orderMode.modeApplied')
    if (applied) {
      // a new mode always comes with its default payment, a cleared code and its menu
      expect(types(emitted)).toContain('orderMode.discountCodeCleared')
      expect(emitted.at(-1)).toMatchObject({ type: 'navigate' })
      expect(applied.mode.id).toBe(snapshot.context.currentModeId)
    }
    if (types(emitted).includes('orderMode.cartCleared')) expect(snapshot.context.cartItemCount).toBe(0)
  },
})

const input: OrderModeChangeInput = {
  alias: 'pizzeria-demo-palermo',
  modes: palermoModes,
  hashes: { 1: 'carta-principal', 2: 'carta-para-retirar', 3: 'carta-principal' },
  currentModeId: 1,
  cartItemCount: 2,
}

function start(overrides: Partial<OrderModeChangeInput> = {}) {
  const emitted: AnyEventObject[] = []
  const actor = createActor(orderModeChangeMachine, { input: { ...input, ...overrides } })
  actor.on('*', (e) => emitted.push(e))
  actor.start()
  return { actor, emitted }
}

describe('order-mode change', () => {
  it('asks before discarding a cart the new menu does not share, with the spec texts', () => {
    const { actor, emitted } = start()
    actor.send({ type: 'orderMode.selected', modeId: 2 })
    const prompt = actor.getSnapshot().context.prompt
    expect(prompt && [t(prompt.title), t(prompt.text)]).toEqual([
      'Si continuas, se borrarán los ítems agregados a tu pedido',
      '¿Deseas continuar?',
    ])
    expect(emitted).toEqual([])
    actor.send({ type: 'orderMode.confirmed' })
    expect(emitted).toEqual([
      { type: 'orderMode.cartCleared' },
      {
        type: 'orderMode.modeApplied',
        mode: { id: 2, type: 'TAKE_AWAY' },
        // cash is inactive for take-away, so the first active payment is the link
        paymentType: { id: 22, paymentMethod: 'PAYMENT_LINK', upload: 'API' },
      },
      { type: 'orderMode.discountCodeCleared' },
      { type: 'navigate', to: '/menu/pizzeria-demo-palermo/take-away' },
    ])
    expect(actor.getSnapshot().context).toMatchObject({ currentModeId: 2, cartItemCount: 0, prompt: null })
  })

  it('keeps everything when the diner cancels', () => {
    const { actor, emitted } = start()
    actor.send({ type: 'orderMode.selected', modeId: 2 })
    actor.send({ type: 'orderMode.cancelled' })
    expect(emitted).toEqual([])
    expect(actor.getSnapshot().context).toMatchObject({ currentModeId: 1, cartItemCount: 2, pending: null })
  })

  it('keeps the cart without asking when both modes show the same menu', () => {
    const { actor, emitted } = start()
    actor.send({ type: 'orderMode.selected', modeId: 3 })
    expect(types(emitted)).toEqual(['orderMode.modeApplied', 'orderMode.discountCodeCleared', 'navigate'])
    expect(emitted[0]).toMatchObject({ paymentType: null })
    expect(emitted[2]).toEqual({ type: 'navigate', to: '/menu/pizzeria-demo-palermo/table' })
  })

  it('clears an empty cart without asking when the menus differ', () => {
    const { actor, emitted } = start({ cartItemCount: 0 })
    actor.send({ type: 'orderMode.selected', modeId: 2 })
    expect(types(emitted)).toEqual([
      'orderMode.cartCleared',
      'orderMode.modeApplied',
      'orderMode.discountCodeCleared',
      'navigate',
    ])
  })

  it('treats a missing menu hash as a different menu', () => {
    const { actor } = start({ hashes: {} })
    actor.send({ type: 'orderMode.selected', modeId: 3 })
    expect(actor.getSnapshot().matches('confirmingModeChange')).toBe(true)
  })

  it('keeps the cart on the first choice of a mode', () => {
    const { actor, emitted } = start({ currentModeId: null })
    actor.send({ type: 'orderMode.selected', modeId: 2 })
    expect(types(emitted)).not.toContain('orderMode.cartCleared')
    expect(emitted.at(-1)).toEqual({ type: 'navigate', to: '/menu/pizzeria-demo-palermo/take-away' })
  })

  it('only shows the menu again when the current mode is chosen', () => {
    const { actor, emitted } = start()
    actor.send({ type: 'orderMode.selected', modeId: 1 })
    expect(emitted).toEqual([{ type: 'navigate', to: '/menu/pizzeria-demo-palermo/delivery' }])
  })

  it('asks before leaving for another local with items, then clears the cart and goes there', () => {
    const { actor, emitted } = start()
    actor.send({ type: 'orderMode.localChangeRequested', alias: 'pizzeria-demo-belgrano' })
    const prompt = actor.getSnapshot().context.prompt
    expect(prompt && t(prompt.title)).toBe('Al cambiar de local se borrarán los ítems agregados a tu pedido')
    actor.send({ type: 'orderMode.confirmed' })
    expect(emitted).toEqual([
      { type: 'orderMode.cartCleared' },
      { type: 'navigate', to: '/menu/pizzeria-demo-belgrano' },
    ])
  })

  it('goes to another local straight away when the cart is empty', () => {
    const { actor, emitted } = start({ cartItemCount: 0 })
    actor.send({ type: 'orderMode.localChangeRequested', alias: 'pizzeria-demo-belgrano' })
    expect(emitted).toEqual([{ type: 'navigate', to: '/menu/pizzeria-demo-belgrano' }])
  })

  it('follows the cart while a confirmation is open', () => {
    const { actor } = start({ cartItemCount: 0 })
    actor.send({ type: 'orderMode.cartChanged', itemCount: 3 })
    actor.send({ type: 'orderMode.selected', modeId: 2 })
    expect(actor.getSnapshot().matches('confirmingModeChange')).toBe(true)
  })
  it('at the checkout, changes a kept cart in place and only leaves for the menu when the cart goes', () => {
    const { actor, emitted } = start({ inPlace: true })
    actor.send({ type: 'orderMode.selected', modeId: 1 })
    expect(emitted).toEqual([])
    actor.send({ type: 'orderMode.selected', modeId: 3 })
    expect(types(emitted)).toEqual(['orderMode.modeApplied', 'orderMode.discountCodeCleared'])
    expect(actor.getSnapshot().context.currentModeId).toBe(3)
    emitted.length = 0
    actor.send({ type: 'orderMode.selected', modeId: 2 })
    actor.send({ type: 'orderMode.confirmed' })
    expect(emitted.at(-1)).toEqual({ type: 'navigate', to: '/menu/pizzeria-demo-palermo/take-away' })
  })
})
