import { describe, expect, it } from 'vitest'
import { type AnyEventObject, createActor, fromPromise, SimulatedClock } from 'xstate'
import { KIOSK_SETUP_TAP_WINDOW_MS } from '../domain/kiosk'
import { t } from '../i18n/t'
import { describeModel } from './graph/describe-model'
import { kioskSetupMachine, type PinCheckError } from './kiosk-setup.machine'
import { kioskSetupModel } from './kiosk-setup.model'

describeModel(kioskSetupModel, {
  eachStep: ({ event, snapshot, emitted }) => {
    // the set-up opens only after the server said the PIN is right
    if (snapshot.hasTag('setup'))
      expect([
        'xstate.done.actor.checkPin',
        'setup.tableChanged',
        'setup.tableChosen',
        'setup.fullscreenLeft',
        'setup.reloadChosen',
      ]).toContain(event.type)
    // nothing reaches the device but from the open set-up
    if (emitted.length > 0)
      expect(event.type).toMatch(/^setup\.(tableChosen|selfServiceChosen|fullscreenLeft|reloadChosen)$/)
    if (event.type === 'setup.tableChosen' && snapshot.matches('closed'))
      expect(emitted).toEqual([{ type: 'device.table', tableNumber: '12' }])
    if (snapshot.context.error) expect(t(snapshot.context.error)).not.toMatch(/\{\w+\}/)
    if (snapshot.matches('closed')) expect(snapshot.context.pin).toBe('')
  },
})

function harness(outcomes: (PinCheckError | null)[]) {
  const pins: string[] = []
  const clock = new SimulatedClock()
  const actor = createActor(
    kioskSetupMachine.provide({
      actors: {
        checkPin: fromPromise<void, { pin: string }>(async ({ input }) => {
          pins.push(input.pin)
          const outcome = outcomes.shift()
          if (outcome) throw outcome
        }),
      },
    }),
    { clock },
  )
  const emitted: AnyEventObject[] = []
  actor.on('*', (e) => emitted.push(e))
  actor.start()
  const taps = (n: number) => {
    for (let i = 0; i < n; i += 1) actor.send({ type: 'setup.cornerTapped' })
  }
  return { actor, clock, emitted, pins, taps }
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('kiosk set-up', () => {
  it('opens the PIN dialog only after five quick corner taps; a pause starts the count again', () => {
    const { actor, clock, taps } = harness([])
    taps(4)
    clock.increment(KIOSK_SETUP_TAP_WINDOW_MS)
    taps(4)
    expect(actor.getSnapshot().hasTag('dialog')).toBe(false)
    taps(1)
    expect(actor.getSnapshot().hasTag('pin')).toBe(true)
  })

  it('a wrong PIN is told and cleared; the lock-out tells the minutes; the right PIN sets table 12', async () => {
    const { actor, emitted, pins, taps } = harness([
      { status: 401 },
      { status: 429, retryAfterSeconds: 600 },
      null,
    ])
    taps(5)
    for (const pin of ['1111', '2222', '2468']) {
      actor.send({ type: 'setup.pinChanged', pin })
      actor.send({ type: 'setup.pinSubmitted' })
      await settle()
      if (pin === '1111')
        expect(t(actor.getSnapshot().context.error ?? { key: 'kiosk.staffPin' })).toBe('PIN incorrecto')
      if (pin === '2222')
        expect(t(actor.getSnapshot().context.error ?? { key: 'kiosk.staffPin' })).toBe(
          'Demasiados intentos. Prueba de nuevo en 10 minutos.',
        )
    }
    expect(pins).toEqual(['1111', '2222', '2468'])
    expect(actor.getSnapshot().hasTag('setup')).toBe(true)
    actor.send({ type: 'setup.tableChanged', table: '12' })
    actor.send({ type: 'setup.tableChosen' })
    expect(emitted).toEqual([{ type: 'device.table', tableNumber: '12' }])
    expect(actor.getSnapshot().matches('closed')).toBe(true)
  })
})
