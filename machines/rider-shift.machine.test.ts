import { describe, expect, it } from 'vitest'
import { type AnyEventObject, createActor, fromPromise, waitFor } from 'xstate'
import { message } from '../domain/message'
import { type Rider, validateRegistration, validateShiftCode } from '../domain/rider'
import { describeModel } from './graph/describe-model'
import { type RiderLookUp, type RiderShiftUpdate, riderShiftMachine } from './rider-shift.machine'
import { riderShiftModel } from './rider-shift.model'

const variantOf = (value: unknown) => (typeof value === 'string' ? value : Object.keys(value as object)[0])
let previousVariant: string | undefined

describeModel(riderShiftModel, {
  eachStep: ({ event, snapshot, emitted }) => {
    const variant = variantOf(snapshot.value)
    const navigations = emitted.filter((e) => e.type === 'navigate')
    if (event.type === 'xstate.init' || variant !== previousVariant)
      expect(navigations).toEqual([
        { type: 'navigate', to: `/logistics/pizzeria-demo-palermo/rider/${variant}` },
      ])
    else expect(navigations).toEqual([])
    previousVariant = variant

    const { context } = snapshot
    if (variant === 'logIn' || variant === 'logOut')
      expect(context.greeting).toEqual(message('rider.greeting', { name: 'Rider Demo' }))
    else expect(context.greeting).toBeNull()

    if (/^xstate\.error\.actor\.(create|startShift|endShift)$/.test(event.type))
      expect(context.error).toEqual(
        event.error.status === 400 ? message('rider.wrongSecurityCode') : message('common.genericError'),
      )
    if (event.type === 'xstate.error.actor.lookUp' && event.error.status !== 404)
      expect(context.error).toEqual(message('common.genericError'))

    // nothing is sent that the rules would refuse
    if (snapshot.matches({ register: 'submitting' })) expect(validateRegistration(context.form)).toBeNull()
    if (snapshot.matches({ logIn: 'submitting' }) || snapshot.matches({ logOut: 'submitting' }))
      expect(validateShiftCode(context.form.securityCode)).toBeNull()

    if (variant === 'success') {
      expect(snapshot.status).toBe('done')
      expect(context.outcome).toEqual(
        event.type === 'xstate.done.actor.endShift'
          ? message('rider.shiftEnded')
          : message('rider.shiftStarted'),
      )
      expect(context.form.securityCode).toBe('')
    }
  },
})

const demo: Rider = { id: 3, name: 'Rider Demo', phone: '+541155550001', active: false }

function start(lookUp: (q: RiderLookUp) => Rider) {
  const calls: { op: string; body: unknown }[] = []
  const emitted: AnyEventObject[] = []
  const actor = createActor(
    riderShiftMachine.provide({
      actors: {
        lookUpRider: fromPromise<Rider, RiderLookUp>(async ({ input }) => {
          calls.push({ op: 'lookUp', body: input })
          return lookUp(input)
        }),
        createRider: fromPromise(async ({ input }) => {
          calls.push({ op: 'create', body: input })
          return { id: 4, name: 'Rider Nuevo', phone: '+541155550002', active: true }
        }),
        updateRider: fromPromise<Rider, RiderShiftUpdate>(async ({ input }) => {
          calls.push({ op: 'update', body: input })
          if (input.rider.securityCode !== '1234') throw Object.assign(new Error('bad code'), { status: 400 })
          return { ...input.rider }
        }),
      },
    }),
    { input: { alias: 'pizzeria-demo-palermo', branchContactId: 1 } },
  )
  actor.on('*', (e) => emitted.push(e))
  actor.start()
  return { actor, calls, emitted }
}

const type = (field: 'initPhone' | 'registerPhone' | 'name' | 'securityCode', value: string) =>
  ({ type: 'rider.fieldChanged', field, value }) as const

describe('rider shift', () => {
  it('the demo rider starts a shift with the code 1234 after a wrong one', async () => {
    const { actor, calls, emitted } = start(() => demo)
    actor.send(type('initPhone', '11 5555-0001'))
    actor.send({ type: 'rider.submitted' })
    await waitFor(actor, (s) => s.matches({ logIn: 'editing' }))
    expect(calls[0]).toEqual({ op: 'lookUp', body: { branchContactId: 1, phone: '+541155550001' } })
    actor.send({ type: 'rider.submitted' })
    expect(actor.getSnapshot().context.error).toEqual(message('rider.missingFields'))
    actor.send(type('securityCode', '9999'))
    expect(actor.getSnapshot().context.error).toBeNull()
    actor.send({ type: 'rider.submitted' })
    await waitFor(actor, (s) => s.context.error !== null)
    expect(actor.getSnapshot().context.error).toEqual(message('rider.wrongSecurityCode'))
    actor.send(type('securityCode', '1234'))
    actor.send({ type: 'rider.submitted' })
    await waitFor(actor, (s) => s.status === 'done')
    expect(calls.at(-1)).toEqual({
      op: 'update',
      body: { id: 3, rider: { ...demo, active: true, securityCode: '1234' } },
    })
    expect(actor.getSnapshot().context.outcome).toEqual(message('rider.shiftStarted'))
    expect(emitted.map((e) => e.to)).toEqual([
      '/logistics/pizzeria-demo-palermo/rider/phoneIntake',
      '/logistics/pizzeria-demo-palermo/rider/logIn',
      '/logistics/pizzeria-demo-palermo/rider/success',
    ])
  })

  it('an active rider ends the shift', async () => {
    const { actor, calls } = start(() => ({ ...demo, active: true }))
    actor.send(type('initPhone', '+54 9 11 5555-0001'))
    actor.send({ type: 'rider.submitted' })
    await waitFor(actor, (s) => s.matches('logOut'))
    actor.send(type('securityCode', '1234'))
    actor.send({ type: 'rider.submitted' })
    await waitFor(actor, (s) => s.status === 'done')
    expect(calls.at(-1)?.body).toMatchObject({ rider: { active: false } })
    expect(actor.getSnapshot().context.outcome).toEqual(message('rider.shiftEnded'))
  })

  it('an unknown phone registers, checking the fields in order', async () => {
    const { actor, calls } = start(() => {
      throw Object.assign(new Error('not found'), { status: 404 })
    })
    actor.send(type('initPhone', '11 5555-0002'))
    actor.send({ type: 'rider.submitted' })
    await waitFor(actor, (s) => s.matches('register'))
    actor.send({ type: 'rider.submitted' })
    expect(actor.getSnapshot().context.error).toEqual(message('rider.missingFields'))
    actor.send(type('registerPhone', '11 5555-0003'))
    actor.send(type('name', 'Rider Nuevo'))
    actor.send(type('securityCode', '4321'))
    actor.send({ type: 'rider.submitted' })
    expect(actor.getSnapshot().context.error).toEqual(message('rider.phonesDontMatch'))
    actor.send(type('registerPhone', '1155550002'))
    actor.send({ type: 'rider.submitted' })
    await waitFor(actor, (s) => s.status === 'done')
    expect(calls.at(-1)).toEqual({
      op: 'create',
      body: {
        name: 'Rider Nuevo',
        phone: '+541155550002',
        securityCode: '4321',
        riderUser: { branchContact: { id: 1 } },
        active: true,
      },
    })
  })

  it('refuses an invalid phone before looking it up, and can start over', async () => {
    const { actor, calls } = start(() => demo)
    actor.send(type('initPhone', '123'))
    actor.send({ type: 'rider.submitted' })
    expect(actor.getSnapshot().context.error).toEqual(message('rider.invalidPhone'))
    expect(calls).toEqual([])
    actor.send(type('initPhone', '11 5555-0001'))
    actor.send({ type: 'rider.submitted' })
    await waitFor(actor, (s) => s.matches('logIn'))
    actor.send({ type: 'rider.restarted' })
    expect(actor.getSnapshot().matches({ phoneIntake: 'editing' })).toBe(true)
    expect(actor.getSnapshot().context.form.initPhone).toBe('')
  })
})
