import { describe, expect, it, vi } from 'vitest'
import { type ActorRefFrom, type AnyEventObject, assign, createActor, fromPromise, setup } from 'xstate'
import type { AddressSuggestion } from '../domain/address'
import type { PlateForCart } from '../domain/cart'
import type { DeliveryQuote } from '../domain/checkout-validation'
import type { MenuHashes } from '../domain/order-mode'
import type { CheckoutAddress, OrderCreate } from '../domain/order-payload'
import { addressMachine, type SearchAddressesInput } from './address.machine'
import { santaFe3500 } from './address.model'
import {
  type CheckoutContext,
  type CheckoutFigures,
  type CheckoutModeOption,
  checkoutMachine,
  modeChangeOf,
} from './checkout.machine'
import {
  checkoutInput,
  checkoutModel,
  flanPlate,
  inZone,
  palermoFigures,
  SLOT,
  santaFe,
  welcomeCode,
} from './checkout.model'
import { describeModel } from './graph/describe-model'
import { scheduleMachine } from './schedule.machine'
import { MONDAY_NOON, weekSchedule } from './schedule.model'

const EDGE = ['notify', 'order.placed', 'navigate', 'open-external', 'order-code.store']

/**
 * The order body the checkout sends, read against its context with the model's own figures (not the
 * domain's builder): the lines, the mode, the payment, the code, the points, the schedule, the phone.
 */
function expectOrderBody(order: OrderCreate, context: CheckoutContext) {
  expect(order.items.map((i) => [i.referenceId, i.quantity, i.price])).toEqual(
    context.items.map((i) => [i.referenceId, i.quantity, i.price]),
  )
  expect(order.orderModeId).toBe(context.orderModeId)
  expect(order.type).toBe(context.orderModeId === 1 ? 'DELIVERY' : 'TAKE_AWAY')
  expect(order.paymentType).toBe(context.paymentTypeId)
  expect(order.branchContact).toBe(1)
  const codes = order.discounts?.filter((d) => d.type === 'CODE') ?? []
  expect(codes).toEqual(
    context.appliedCode
      ? [
          expect.objectContaining({
            code: welcomeCode.code,
            discountReferenceId: welcomeCode.id,
            amount: 500,
          }),
        ]
      : [],
  )
  expect(order.loyaltyInfo ?? null).toEqual(
    context.loyaltyPoints > 0 ? { redeemedPoints: context.loyaltyPoints } : null,
  )
  expect(order.scheduled).toBe(context.scheduleChoice.scheduled)
  expect(order.scheduledAt).toBe(context.scheduleChoice.scheduled ? SLOT : null)
  // the typed phone goes as E.164; the opt-in box as the phone child holds it
  expect(order.phone ?? null).toBe(context.contact.phone === '' ? null : '+541123456789')
  expect(order.optIn).toBe(context.contact.optIn)
  // the delivery mode's promised delays travel unless a quote says otherwise
  if (context.orderModeId === 1 && !context.quote) expect(order.minDelayInMinutes).toBe(30)
}

describeModel(checkoutModel, {
  eachStep: ({ event, snapshot, emitted }) => {
    const delivery = (snapshot.value as { delivery: string }).delivery
    expect(snapshot.hasTag('figuresLoading')).toBe(snapshot.matches({ figures: 'loading' }))
    expect(snapshot.hasTag('figuresFailed')).toBe(snapshot.matches({ figures: 'failed' }))
    expect(snapshot.hasTag('feeQuoting')).toBe(delivery === 'quoting')
    expect(snapshot.hasTag('feeFailed')).toBe(delivery === 'quoteFailed')
    // a quote is asked for the address on screen: leaving the quote cancels it
    if (delivery === 'quoting') expect(snapshot.context.address).not.toBeNull()
    if (delivery === 'quoted') expect(snapshot.context.quote).not.toBeNull()
    // 'Realizar pedido' is taken only once every figure of the total is known, and not twice at once
    const settled =
      snapshot.matches({ figures: 'ready' }) &&
      !['quoting', 'quoteFailed'].includes(delivery) &&
      snapshot.matches({ order: 'idle' })
    expect(snapshot.can({ type: 'checkout.submitPressed' })).toBe(settled)
    // an order leaves once its cart is checked (or the menu could not be read), built from the context
    const sent = emitted.flatMap((e) => (e.type === 'checkout.orderSubmitted' ? [e.request.order] : []))
    const told = emitted.some((e) => e.type === 'notify' && e.message?.key === 'cart.itemsUpdated')
    const cartKept =
      (event.type === 'xstate.done.actor.cartCheck' && !told) || event.type === 'xstate.error.actor.cartCheck'
    expect(sent).toHaveLength(cartKept ? 1 : 0)
    for (const order of sent) expectOrderBody(order as OrderCreate, snapshot.context)
    if (event.type === 'discount.paymentChanged') expect(snapshot.context.paymentTypeId).toBe(event.paymentId)
    // a cart the menu changed is told and kept for the diner to look at; an unchanged one is sent
    if (event.type === 'xstate.done.actor.cartCheck') {
      const repriced = snapshot.context.items[0]?.price !== event.output[0].price
      expect(snapshot.context.items[0]?.price).toBe(event.output[0].price)
      if (repriced)
        expect(emitted).toContainEqual({
          type: 'notify',
          level: 'info',
          message: { key: 'cart.itemsUpdated' },
        })
    }
    if (event.type === 'phone.customerLoaded') expect(snapshot.context.form.customerName).toBe('Cliente Demo')
    if (event.type === 'checkout.fieldChanged') expect(snapshot.context.form[event.field]).toBe(event.value)
    if (EDGE.includes(event.type)) expect(emitted).toContainEqual(event)
    // a confirmed address with a point is quoted at once; one without is not taken
    if (event.type === 'address.confirmed' && event.address.lat !== null) expect(delivery).toBe('quoting')
    if (snapshot.context.address) expect(Number.isFinite(snapshot.context.address.lat)).toBe(true)
  },
})

const cabildo: AddressSuggestion = {
  fullAddress: 'Av. Cabildo 2000, C1428 Belgrano, CABA, Argentina',
  street: 'Av. Cabildo',
  number: '2000',
  city: 'Belgrano',
  locality: 'CABA',
  postalCode: 'C1428',
  lat: -34.5614,
  lng: -58.4564,
}

const deferred = <T>() => {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((r) => {
    resolve = r
  })
  return { promise, resolve }
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

/** Stands in for the discount child where a test reads what the checkout sent it. */
const discountRecorder = setup({ types: { context: {} as { seen: string[] } } }).createMachine({
  context: { seen: [] },
  on: { '*': { actions: assign({ seen: ({ context, event }) => [...context.seen, event.type] }) } },
})

function start(quotes: Map<string, Promise<DeliveryQuote>>, recordDiscount = false) {
  const machine = checkoutMachine.provide({
    actors: {
      ...(recordDiscount ? { discountCode: discountRecorder as never } : {}),
      fetchFigures: fromPromise<CheckoutFigures, { orderModeId: number }>(async () => palermoFigures),
      quoteDelivery: fromPromise<DeliveryQuote, { address: CheckoutAddress }>(({ input }) => {
        const quote = quotes.get(input.address.fullAddress)
        if (!quote) throw new Error('no quote')
        return quote
      }),
    },
  })
  const actor = createActor(machine, { input: checkoutInput }).start()
  const emitted: AnyEventObject[] = []
  actor.on('*', (e) => emitted.push(e))
  return { actor, emitted }
}

describe('checkout', () => {
  it('tells the diner the cart changed on the menu and sends nothing; the next press sends the revised cart', async () => {
    const submissions: unknown[] = []
    const recorder = setup({}).createMachine({
      on: { 'checkout.submitted': { actions: ({ event }) => submissions.push(event) } },
    })
    let menu = [{ ...flanPlate, price: 5000 }]
    const machine = checkoutMachine.provide({
      actors: {
        fetchFigures: fromPromise<CheckoutFigures, { orderModeId: number }>(async () => palermoFigures),
        fetchMenuPlates: fromPromise<readonly PlateForCart[], { orderModeId: number }>(async () => menu),
        submission: recorder as never,
      },
    })
    const actor = createActor(machine, { input: { ...checkoutInput, delivery: false } }).start()
    const emitted: AnyEventObject[] = []
    actor.on('*', (e) => emitted.push(e))
    await settle()
    actor.send({ type: 'checkout.submitPressed' })
    expect(actor.getSnapshot().hasTag('checkingCart')).toBe(true)
    await settle()
    expect(submissions).toEqual([])
    expect(emitted).toContainEqual({ type: 'notify', level: 'info', message: { key: 'cart.itemsUpdated' } })
    expect(actor.getSnapshot().context.items[0]?.price).toBe(5000)
    menu = [{ ...flanPlate, price: 5000 }]
    actor.send({ type: 'checkout.submitPressed' })
    await settle()
    expect(submissions).toHaveLength(1)
  })

  it('revalidates a refused order silently: the failure goes to the page, figures and cart are read again, the code re-checked', async () => {
    let figuresRead = 0
    const machine = checkoutMachine.provide({
      actors: {
        discountCode: discountRecorder as never,
        fetchFigures: fromPromise<CheckoutFigures, { orderModeId: number }>(async () => {
          figuresRead += 1
          return palermoFigures
        }),
        fetchMenuPlates: fromPromise<readonly PlateForCart[], { orderModeId: number }>(async () => [
          { ...flanPlate, price: 5000 },
        ]),
      },
    })
    const actor = createActor(machine, { input: { ...checkoutInput, delivery: false } }).start()
    const emitted: AnyEventObject[] = []
    actor.on('*', (e) => emitted.push(e))
    await settle()
    const recorder = actor.getSnapshot().children.discount as unknown as {
      getSnapshot: () => { context: { seen: string[] } }
    }
    const discount = () => recorder.getSnapshot().context.seen
    const toldBefore = discount().length
    actor.send({ type: 'checkout.revalidate', errors: [{ type: 'DISCOUNT_EXPIRED' }] })
    expect(emitted.map((e) => e.type)).toEqual(['checkout.revalidate'])
    expect(actor.getSnapshot().hasTag('checkingCart')).toBe(true)
    expect(actor.getSnapshot().hasTag('figuresLoading')).toBe(true)
    await settle()
    expect(actor.getSnapshot().matches({ order: 'idle', figures: 'ready' })).toBe(true)
    expect(figuresRead).toBe(2)
    expect(actor.getSnapshot().context.items[0]?.price).toBe(5000)
    // no 'Actualizamos tu pedido': the spec shows no details
    expect(emitted.map((e) => e.type)).toEqual(['checkout.revalidate'])
    expect(discount().length).toBeGreaterThan(toldBefore)
  })

  it('keeps the quote of the newest address when an older one answers later', async () => {
    const old = deferred<DeliveryQuote>()
    const newer = deferred<DeliveryQuote>()
    const belgrano = { ...santaFe, fullAddress: 'Av. Cabildo 2000' }
    const { actor } = start(
      new Map([
        [santaFe.fullAddress, old.promise],
        [belgrano.fullAddress, newer.promise],
      ]),
    )
    actor.send({ type: 'checkout.addressChosen', address: santaFe })
    actor.send({ type: 'checkout.addressChosen', address: belgrano })
    newer.resolve({ ...inZone, deliveryFee: 900 })
    await settle()
    old.resolve({ inZone: false })
    await settle()
    expect(actor.getSnapshot().context.address?.fullAddress).toBe('Av. Cabildo 2000')
    expect(actor.getSnapshot().context.quote).toEqual({ ...inZone, deliveryFee: 900 })
  })

  it('searches in place through the address child: a later search and a later pick win', async () => {
    const searches = new Map([
      ['Av. Santa Fe 3500', deferred<AddressSuggestion[]>()],
      ['Av. Cabildo 2000', deferred<AddressSuggestion[]>()],
    ])
    const oldFee = deferred<DeliveryQuote>()
    const newFee = deferred<DeliveryQuote>()
    const machine = checkoutMachine.provide({
      actors: {
        address: addressMachine.provide({
          actors: {
            searchAddresses: fromPromise<AddressSuggestion[], SearchAddressesInput>(({ input }) => {
              const search = searches.get(input.query)
              if (!search) throw new Error(`no search for ${input.query}`)
              return search.promise
            }),
          },
        }),
        fetchFigures: fromPromise<CheckoutFigures, { orderModeId: number }>(async () => palermoFigures),
        quoteDelivery: fromPromise<DeliveryQuote, { address: CheckoutAddress }>(({ input }) =>
          input.address.street === 'Av. Santa Fe' ? oldFee.promise : newFee.promise,
        ),
      },
    })
    const actor = createActor(machine, { input: checkoutInput }).start()
    const child = () => actor.getSnapshot().children.address as ActorRefFrom<typeof addressMachine>
    // no address yet: the search is open
    expect(child().getSnapshot().matches('open')).toBe(true)
    const search = (text: string) => {
      child().send({ type: 'address.typed', text })
      child().send({ type: 'address.searchRequested' })
    }
    // two searches: the older answer, arriving last, lists nothing
    search('Av. Santa Fe 3500')
    search('Av. Cabildo 2000')
    searches.get('Av. Cabildo 2000')?.resolve([cabildo])
    await settle()
    searches.get('Av. Santa Fe 3500')?.resolve([santaFe3500])
    await settle()
    expect(child().getSnapshot().context.suggestions).toEqual([cabildo])

    // two quick picks: Santa Fe, then (after 'Cambiar') Cabildo; Santa Fe's fee answers last and is dropped
    search('Av. Santa Fe 3500')
    searches.set('Av. Santa Fe 3500', deferred())
    search('Av. Santa Fe 3500')
    searches.get('Av. Santa Fe 3500')?.resolve([santaFe3500])
    await settle()
    actor.send({ type: 'checkout.suggestionPicked', index: 0 })
    expect(actor.getSnapshot().matches({ delivery: 'quoting' })).toBe(true)
    expect(child().getSnapshot().matches('closed')).toBe(true)
    actor.send({ type: 'checkout.addressChangeRequested' })
    searches.set('Av. Cabildo 2000', deferred())
    search('Av. Cabildo 2000')
    searches.get('Av. Cabildo 2000')?.resolve([cabildo])
    await settle()
    actor.send({ type: 'checkout.suggestionPicked', index: 0 })
    newFee.resolve({ ...inZone, deliveryFee: 900 })
    await settle()
    oldFee.resolve({ ...inZone, deliveryFee: 1500 })
    await settle()
    expect(actor.getSnapshot().context.address).toMatchObject({ street: 'Av. Cabildo', lat: cabildo.lat })
    expect(actor.getSnapshot().context.quote).toEqual({ ...inZone, deliveryFee: 900 })
    expect(actor.getSnapshot().matches({ delivery: 'quoted' })).toBe(true)
  })

  it('tells a search with no hits apart from an address outside the zone', async () => {
    const quotes: unknown[] = []
    const machine = checkoutMachine.provide({
      actors: {
        address: addressMachine.provide({
          actors: { searchAddresses: fromPromise<AddressSuggestion[], SearchAddressesInput>(async () => []) },
        }),
        fetchFigures: fromPromise<CheckoutFigures, { orderModeId: number }>(async () => palermoFigures),
        quoteDelivery: fromPromise<DeliveryQuote, { address: CheckoutAddress }>(async ({ input }) => {
          quotes.push(input)
          return { inZone: false }
        }),
      },
    })
    const actor = createActor(machine, { input: checkoutInput }).start()
    const child = actor.getSnapshot().children.address as ActorRefFrom<typeof addressMachine>
    child.send({ type: 'address.typed', text: 'Calle Inexistente 123' })
    child.send({ type: 'address.searchRequested' })
    await settle()
    expect(child.getSnapshot().hasTag('nothingFound')).toBe(true)
    // no fee was asked, so nothing says 'outside the zone': the address is still missing
    expect(quotes).toEqual([])
    expect(actor.getSnapshot().context.quote).toBeNull()
    expect(actor.getSnapshot().hasTag('addressMissing')).toBe(true)
  })

  it("waits for the figures, then hands the code's cart to the discount child", async () => {
    const { actor } = start(new Map())
    expect(actor.getSnapshot().hasTag('figuresLoading')).toBe(true)
    await settle()
    expect(actor.getSnapshot().matches({ figures: 'ready' })).toBe(true)
    const discount = actor.getSnapshot().children.discount?.getSnapshot()
    expect(discount?.context.cart.subtotal).toBe(4500)
  })

  it('wires the children: a new phone clears the code; a confirmed payment change starts the card provider', async () => {
    const { actor } = start(new Map(), true)
    await settle()
    const recorder = actor.getSnapshot().children.discount as unknown as {
      getSnapshot: () => { context: { seen: string[] } }
    }
    const seen = () => recorder.getSnapshot().context.seen
    actor.getSnapshot().children.phone?.send({ type: 'phone.changed', phone: '11 2345-6789' })
    expect(seen()).toContain('discount.phoneChanged')
    actor.send({ type: 'checkout.paymentChosen', paymentId: 2 })
    expect(seen()).toContain('discount.paymentChangeRequested')
    // the discount machine confirms the change (no code to lose here)
    actor.send({ type: 'discount.paymentChanged', paymentId: 2 })
    await settle()
    expect(actor.getSnapshot().context.paymentTypeId).toBe(2)
    expect(actor.getSnapshot().children.card?.getSnapshot().value).not.toBe('notStarted')
  })

  it("reads a first-purchase code's condition from the customer the server knows, and forgets it with the phone", async () => {
    const { actor } = start(new Map())
    await settle()
    const codeCart = () => actor.getSnapshot().children.discount?.getSnapshot().context.cart
    expect(codeCart()?.isFirstPurchase).toBe(true)
    actor.send({
      type: 'phone.customerLoaded',
      customer: {
        phone: '+541123456789',
        name: 'Cliente Demo',
        optIn: true,
        addressesRegistered: [],
        loyaltyPointsBalance: 5000,
        firstPurchase: false,
      },
    })
    expect(actor.getSnapshot().context.firstPurchase).toBe(false)
    expect(codeCart()?.isFirstPurchase).toBe(false)
    // another phone: nothing is known against it until its look-up answers
    actor.getSnapshot().children.phone?.send({ type: 'phone.changed', phone: '11 3000-0001' })
    expect(codeCart()?.isFirstPurchase).toBe(true)
  })

  it("applies a partner's benefit with the figures, and the diner cannot delete it", async () => {
    const benefit = { id: 12, code: 'Beneficio Club Demo', type: 'PERCENT' as const, value: 15 }
    const machine = checkoutMachine.provide({
      actors: {
        fetchFigures: fromPromise<CheckoutFigures, { orderModeId: number }>(async () => ({
          ...palermoFigures,
          partnerBenefit: { ...benefit, externalBenefitType: 'CLUB' },
        })),
      },
    })
    const actor = createActor(machine, { input: { ...checkoutInput, delivery: false } }).start()
    await settle()
    const discount = actor.getSnapshot().children.discount?.getSnapshot()
    expect(discount?.context.applied).toMatchObject(benefit)
    expect(discount?.hasTag('counts')).toBe(true)
    // 15 % of the Flan Casero's 4.500
    expect(discount?.context.amount).toBe(675)
    expect(discount?.can({ type: 'discount.deletePressed' })).toBe(false)
  })
  it('switches the mode in place where the menu is the same, clearing the code; another menu asks, then leaves', async () => {
    const figuresAsked: unknown[] = []
    const modes: CheckoutModeOption[] = [
      {
        id: 1,
        type: 'DELIVERY',
        scheduledOrders: 'NONE',
        paymentTypes: [
          { id: 1, paymentMethod: 'CASH', active: true, upload: 'APP' },
          { id: 2, paymentMethod: 'ONLINE_CARD', active: true, upload: 'API' },
        ],
      },
      {
        id: 2,
        type: 'TAKE_AWAY',
        scheduledOrders: 'NONE',
        paymentTypes: [{ id: 21, paymentMethod: 'PAYMENT_LINK', active: true, upload: 'API' }],
      },
      {
        id: 3,
        type: 'TABLE',
        scheduledOrders: 'NONE',
        paymentTypes: [
          { id: 30, paymentMethod: 'BANK_REDIRECT', active: false, upload: 'APP' },
          { id: 31, paymentMethod: 'CASH', active: true, upload: 'APP' },
        ],
      },
    ]
    const machine = checkoutMachine.provide({
      actors: {
        discountCode: discountRecorder as never,
        fetchFigures: fromPromise<CheckoutFigures, { orderModeId: number }>(async ({ input }) => {
          figuresAsked.push(input)
          return palermoFigures
        }),
        fetchMenuHashes: fromPromise<MenuHashes, { orderModeIds: readonly number[] }>(async () => ({
          1: 'carta-principal',
          2: 'carta-retiro',
          3: 'carta-principal',
        })),
        quoteDelivery: fromPromise<DeliveryQuote, { address: CheckoutAddress }>(async () => inZone),
      },
    })
    const actor = createActor(machine, { input: { ...checkoutInput, savedAddress: santaFe, modes } }).start()
    const emitted: AnyEventObject[] = []
    actor.on('*', (e) => emitted.push(e))
    await settle()
    const snapshot = () => actor.getSnapshot()
    expect(snapshot().matches({ modeSwitch: 'ready', delivery: 'quoted' })).toBe(true)
    const recorder = snapshot().children.discount as unknown as {
      getSnapshot: () => { context: { seen: string[] } }
    }
    const seen = () => recorder.getSnapshot().context.seen

    actor.send({ type: 'checkout.modeSelected', modeId: 3 })
    expect(snapshot().context).toMatchObject({
      orderModeId: 3,
      delivery: false,
      paymentTypes: [{ id: 31, paymentMethod: 'CASH' }],
      paymentTypeId: 31,
      quote: null,
    })
    expect(snapshot().hasTag('figuresLoading')).toBe(true)
    expect(seen()).toContain('discount.orderModeChanged')
    expect(emitted.map((e) => e.type)).toEqual(['orderMode.modeApplied'])
    await settle()
    expect(figuresAsked.at(-1)).toEqual({ orderModeId: 3, orderModeType: 'TABLE' })
    expect(snapshot().matches({ figures: 'ready', delivery: 'noAddress' })).toBe(true)

    // back to delivery: the address the diner gave is quoted again
    actor.send({ type: 'checkout.modeSelected', modeId: 1 })
    expect(snapshot().matches({ delivery: 'quoting', modeSwitch: 'ready' })).toBe(true)
    await settle()
    expect(snapshot().context.quote).toEqual(inZone)

    actor.send({ type: 'checkout.modeSelected', modeId: 2 })
    expect(modeChangeOf(snapshot())?.getSnapshot().hasTag('confirming')).toBe(true)
    actor.send({ type: 'checkout.modeChangeAnswered', confirmed: true })
    expect(emitted.slice(-3).map((e) => e.type)).toEqual([
      'orderMode.cartCleared',
      'orderMode.modeApplied',
      'navigate',
    ])
    expect(emitted.at(-1)).toEqual({ type: 'navigate', to: '/menu/pizzeria-demo-palermo/take-away' })
  })
  it("drops a chosen slot when the mode changes: the new mode's slots are offered afresh, or none", async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(MONDAY_NOON)
    try {
      const cash = [{ id: 1, paymentMethod: 'CASH' as const, active: true, upload: 'APP' as const }]
      const modes: CheckoutModeOption[] = [
        { id: 1, type: 'DELIVERY', scheduledOrders: 'ALLOWED', paymentTypes: cash },
        { id: 2, type: 'TAKE_AWAY', scheduledOrders: 'ALLOWED', paymentTypes: cash },
        { id: 3, type: 'TABLE', scheduledOrders: 'NONE', paymentTypes: cash },
      ]
      // take-away is only open on Tuesday evenings
      const takeAway = {
        schedulerDaysInfo: [{ dayOfWeek: 'TUESDAY' as const, availableHours: ['20:00'] }],
        datesBetween: weekSchedule.datesBetween,
      }
      const machine = checkoutMachine.provide({
        actors: {
          fetchFigures: fromPromise<CheckoutFigures, { orderModeId: number }>(async () => palermoFigures),
          fetchMenuHashes: fromPromise<MenuHashes, { orderModeIds: readonly number[] }>(async () => ({
            1: 'carta',
            2: 'carta',
            3: 'carta',
          })),
          schedule: scheduleMachine.provide({
            actors: {
              fetchSchedule: fromPromise(async ({ input }: { input: { orderModeId: number } }) =>
                input.orderModeId === 2 ? takeAway : weekSchedule,
              ),
            },
          }) as never,
        },
      })
      const scheduling = { offered: true, canOrderNow: true, now: MONDAY_NOON }
      const actor = createActor(machine, {
        input: { ...checkoutInput, modes, scheduling },
      }).start()
      await settle()
      const schedule = () =>
        (actor.getSnapshot().children.schedule as ActorRefFrom<typeof scheduleMachine>).getSnapshot()
      const child = actor.getSnapshot().children.schedule as ActorRefFrom<typeof scheduleMachine>
      child.send({ type: 'schedule.scheduledChosen' })
      child.send({ type: 'schedule.dayChosen', date: '2025-03-04' })
      child.send({ type: 'schedule.slotChosen', time: '12:30' })
      expect(schedule().context.scheduledAt).toBe('2025-03-04T12:30:00.000-03:00')

      actor.send({ type: 'checkout.modeSelected', modeId: 2 })
      expect(schedule().context.selection).toBeNull()
      await settle()
      expect(schedule().hasTag('orderNow')).toBe(true)
      expect(schedule().context.days.flatMap((d) => d.slots)).toEqual(['20:00'])
      expect(schedule().context.scheduledAt).not.toBe('2025-03-04T12:30:00.000-03:00')

      child.send({ type: 'schedule.scheduledChosen' })
      expect(schedule().context.scheduledAt).toBe('2025-03-04T20:00:00.000-03:00')
      actor.send({ type: 'checkout.modeSelected', modeId: 3 })
      expect(schedule().matches('idle')).toBe(true)
      expect(schedule().context).toMatchObject({ selection: null, scheduledAt: null, days: [] })
    } finally {
      vi.useRealTimers()
    }
  })
})
