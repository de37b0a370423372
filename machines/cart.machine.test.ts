import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock } from 'xstate'
import { ADD_TO_CART_ANIMATION_MS, quantityHash } from '../domain/cart'
import { CART_TTL_MS, type StoredCart, stampCart } from '../domain/cart-persistence'
import { t } from '../i18n/t'
import { type CartEmitted, cartMachine, type SaveCartParams } from './cart.machine'
import { burger, cartModel, changedMenu, flan, sameMenu } from './cart.model'
import { describeModel } from './graph/describe-model'

const persistedOf = (context: {
  items: unknown
  mode: unknown
  paymentType: unknown
  menuHash: unknown
}) => ({
  items: context.items,
  mode: context.mode,
  paymentType: context.paymentType,
  menuHash: context.menuHash,
})

let previous: unknown = null

describeModel(cartModel, {
  eachStep: ({ event, snapshot, actions, emitted, expected }) => {
    const context = snapshot.context
    expect(expected.context).toEqual(context)
    expect(context.quantities).toEqual(quantityHash(context.items))
    expect(snapshot.hasTag('addAnimation')).toBe(snapshot.matches({ ready: 'animating' }))
    for (const notice of emitted) expect(() => t(notice.message)).not.toThrow()

    // every change of the lines, the mode or the payment is saved, with the state after the change;
    // restoring from storage is not a change
    const persisted = persistedOf(context)
    const changed = event.type.startsWith('cart.') && JSON.stringify(persisted) !== JSON.stringify(previous)
    previous = persisted
    const saves = actions.filter((a) => a.type === 'saveCart')
    // a recovered cart is always written back, even when it equals what was there, and an unreadable
    // stored cart is overwritten
    const unreadable = emitted.some((e) => e.message.key === 'cart.storedCartUnreadable')
    const saved = changed || event.type === 'cart.refilled' || unreadable
    expect(saves).toEqual(
      saved ? [{ type: 'saveCart', params: { alias: 'pizzeria-demo-palermo', cart: persisted } }] : [],
    )

    const added = emitted.some((e) => e.type === 'notify' && e.message.key === 'cart.itemAdded')
    expect(added).toBe(event.type === 'cart.itemAdded' && changed)
    if (added) expect(snapshot.matches({ ready: 'animating' })).toBe(true)
    const refused = emitted.some((e) => e.type === 'notify' && e.level === 'error')
    if (refused) expect(changed).toBe(false)
  },
})

const alias = 'pizzeria-demo-palermo'
const now = 1_750_000_000_000

/** a cart actor over an in-memory storage, with the edge's stamping */
function cartOver(stored: unknown, clock = new SimulatedClock()) {
  const saved: StoredCart[] = []
  const notices: CartEmitted[] = []
  const actor = createActor(
    cartMachine.provide({
      actors: { loadCart: fromPromise(async () => stored) },
      actions: {
        saveCart: (_, params: SaveCartParams) => {
          saved.push(stampCart(params.cart, params.alias, now + clock.now()))
        },
      },
    }),
    { input: { alias, now }, clock },
  )
  actor.on('notify', (e) => notices.push(e))
  actor.start()
  return { actor, saved, notices, clock }
}

const settled = async (actor: ReturnType<typeof cartOver>['actor']) => {
  await new Promise((resolve) => setTimeout(resolve, 0))
  expect(actor.getSnapshot().matches('ready')).toBe(true)
}

describe('cart', () => {
  it('restores a cart saved on this local before it expires', async () => {
    const stored = stampCart(
      { items: [burger], mode: { id: 1, type: 'DELIVERY' }, paymentType: null },
      alias,
      now - 10,
    )
    const { actor } = cartOver(stored)
    await settled(actor)
    expect(actor.getSnapshot().context.items).toEqual([burger])
    expect(actor.getSnapshot().context.quantities).toEqual({ 30: 1 })
  })

  it('starts empty when the stored cart belongs to another local or has expired', async () => {
    for (const stored of [
      stampCart({ items: [burger], mode: null, paymentType: null }, 'pizzeria-demo-belgrano', now),
      stampCart({ items: [burger], mode: null, paymentType: null }, alias, now - CART_TTL_MS),
    ]) {
      const { actor } = cartOver(stored)
      await settled(actor)
      expect(actor.getSnapshot().context.items).toEqual([])
    }
  })

  it('merges an equal line, toasts, animates for about 1450 ms and saves with a fresh stamp', async () => {
    const { actor, saved, notices, clock } = cartOver(null)
    await settled(actor)
    actor.send({ type: 'cart.itemAdded', item: burger })
    clock.increment(1000)
    actor.send({ type: 'cart.itemAdded', item: burger })
    expect(actor.getSnapshot().context.items).toEqual([{ ...burger, quantity: 2 }])
    expect(notices.map((n) => t(n.message))).toEqual(['Ítem agregado al pedido!', 'Ítem agregado al pedido!'])
    // the second add restarted the animation
    clock.increment(ADD_TO_CART_ANIMATION_MS - 1)
    expect(actor.getSnapshot().hasTag('addAnimation')).toBe(true)
    clock.increment(1)
    expect(actor.getSnapshot().hasTag('addAnimation')).toBe(false)
    expect(saved.at(-1)).toEqual({
      alias,
      expiresAt: now + 1000 + CART_TTL_MS,
      cart: { items: [{ ...burger, quantity: 2 }], mode: null, paymentType: null, menuHash: null },
    })
  })

  it('refuses a third Flan Casero with the maximum-quantity toast and keeps the cart', async () => {
    const { actor, notices, saved } = cartOver(null)
    await settled(actor)
    actor.send({ type: 'cart.itemAdded', item: { ...flan, quantity: 2 } })
    actor.send({ type: 'cart.itemAdded', item: { ...flan, notes: 'con crema' } })
    expect(actor.getSnapshot().context.items).toEqual([{ ...flan, quantity: 2 }])
    expect(notices.at(-1)).toEqual({
      type: 'notify',
      level: 'error',
      message: { key: 'cart.maxQuantity', params: { max: 2 } },
    })
    expect(t((notices.at(-1) as CartEmitted).message)).toBe(
      'Has alcanzado el máximo de unidades (2) para este producto',
    )
    expect(saved).toHaveLength(1)
  })

  it('keeps the hash by plate across lines as quantities change and lines go', async () => {
    const { actor } = cartOver(null)
    await settled(actor)
    actor.send({ type: 'cart.itemAdded', item: burger })
    actor.send({ type: 'cart.itemAdded', item: { ...burger, notes: 'sin cebolla', quantity: 2 } })
    expect(actor.getSnapshot().context.quantities).toEqual({ 30: 3 })
    actor.send({ type: 'cart.quantityChanged', index: 1, quantity: 5 })
    expect(actor.getSnapshot().context.quantities).toEqual({ 30: 6 })
    actor.send({ type: 'cart.quantityChanged', index: 0, quantity: 0 })
    expect(actor.getSnapshot().context.quantities).toEqual({ 30: 5 })
    actor.send({ type: 'cart.itemRemoved', index: 0 })
    expect(actor.getSnapshot().context).toMatchObject({ items: [], quantities: {} })
  })

  it('ignores negative quantities and lines that are not there', async () => {
    const { actor, notices, saved } = cartOver(null)
    await settled(actor)
    actor.send({ type: 'cart.itemAdded', item: burger })
    actor.send({ type: 'cart.quantityChanged', index: 0, quantity: -1 })
    actor.send({ type: 'cart.quantityChanged', index: 4, quantity: 2 })
    actor.send({ type: 'cart.itemRemoved', index: 4 })
    expect(actor.getSnapshot().context.items).toEqual([burger])
    expect(notices).toHaveLength(1)
    expect(saved).toHaveLength(1)
  })

  it('starts empty when storage cannot be read', async () => {
    const actor = createActor(
      cartMachine.provide({
        actors: {
          loadCart: fromPromise<unknown, { alias: string }>(async () => {
            throw new Error('blocked')
          }),
        },
      }),
      { input: { alias, now } },
    ).start()
    await settled(actor)
    expect(actor.getSnapshot().context.items).toEqual([])
  })

  it('drops a tampered stored cart with a Spanish notice and overwrites it', async () => {
    const tampered = { alias, expiresAt: now + 1000, cart: { items: [{ ...burger, quantity: 'muchas' }] } }
    const { actor, notices, saved } = cartOver(tampered)
    await settled(actor)
    expect(actor.getSnapshot().context.items).toEqual([])
    expect(notices.map((n) => t(n.message))).toEqual([
      'No pudimos recuperar tu pedido guardado, así que empezamos uno nuevo.',
    ])
    expect(saved.map((s) => s.cart.items)).toEqual([[]])
  })

  it('rebuilds stored lines from the menu: a plate gone is dropped, a price from storage is not trusted', async () => {
    const cheap = { ...burger, price: 1, originalPrice: 1 }
    const stored = stampCart({ items: [flan, cheap], mode: null, paymentType: null }, alias, now - 10)
    const { actor, notices, saved } = cartOver(stored)
    await settled(actor)
    actor.send({ type: 'cart.menuLoaded', menu: sameMenu })
    // the same menu gives the price back and keeps the flan; the diner is told the cart changed
    expect(actor.getSnapshot().context.items).toEqual([flan, burger])
    expect(t((notices.at(-1) as CartEmitted).message)).toBe(
      'Actualizamos tu pedido con los precios del menú actual.',
    )
    actor.send({ type: 'cart.menuLoaded', menu: changedMenu })
    const [line] = actor.getSnapshot().context.items
    expect(actor.getSnapshot().context.items).toHaveLength(1)
    expect(line?.price).toBe(11000 + 1200)
    expect(t((notices.at(-1) as CartEmitted).message)).toBe(
      'Algunos productos de tu pedido ya no están disponibles y se quitaron.',
    )
    expect(saved.at(-1)?.cart.menuHash).toBe('menu-b')
    // checking the same menu again changes nothing and says nothing
    const before = notices.length
    actor.send({ type: 'cart.menuLoaded', menu: changedMenu })
    expect(notices).toHaveLength(before)
  })
})
