import type { AnyEventObject, AnyMachineSnapshot } from 'xstate'
import { defineModel } from './graph/model'
import { type RiderShiftContext, riderShiftMachine } from './rider-shift.machine'

const field = (f: string, value: string) => ({ type: 'rider.fieldChanged', field: f, value })
const inactive = { id: 3, name: 'Rider Demo', phone: '+541155550001', active: false }
const active = { ...inactive, active: true }

/**
 * Each variant is fed only the fields it shows, and those in one order (a wrong value before the right
 * one), so the form is explored stage by stage instead of in every combination of its texts.
 */
function samples(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const { form } = snapshot.context as RiderShiftContext
  const top = typeof snapshot.value === 'object' ? Object.keys(snapshot.value)[0] : snapshot.value
  switch (top) {
    case 'phoneIntake':
      return [
        form.initPhone === '' ? field('initPhone', '123') : field('initPhone', '11 5555-0002'),
        { type: 'xstate.done.actor.lookUp', output: inactive },
        { type: 'xstate.done.actor.lookUp', output: active },
        { type: 'xstate.error.actor.lookUp', error: { status: 404 } },
        { type: 'xstate.error.actor.lookUp', error: { status: 500 } },
      ]
    case 'register':
      return [
        form.name === ''
          ? field('name', 'Rider Nuevo')
          : form.securityCode === ''
            ? field('securityCode', '4321')
            : form.registerPhone === ''
              ? field('registerPhone', '11 5555-0003')
              : field('registerPhone', '1155550002'),
        {
          type: 'xstate.done.actor.create',
          output: { id: 4, name: 'Rider Nuevo', phone: '+541155550002', active: true },
        },
        { type: 'xstate.error.actor.create', error: { status: 400 } },
        { type: 'xstate.error.actor.create', error: { status: 500 } },
      ]
    default:
      return [
        field('securityCode', '1234'),
        { type: 'xstate.done.actor.startShift', output: active },
        { type: 'xstate.error.actor.startShift', error: { status: 400 } },
        { type: 'xstate.error.actor.startShift', error: { status: 500 } },
        { type: 'xstate.done.actor.endShift', output: inactive },
        { type: 'xstate.error.actor.endShift', error: { status: 400 } },
        { type: 'xstate.error.actor.endShift', error: { status: 500 } },
      ]
  }
}

export const riderShiftModel = defineModel({
  name: 'rider-shift',
  description:
    'Rider register/shift page: phone intake, look-up (unknown → register, inactive → log in, active → log out), security code, success.',
  machine: riderShiftMachine,
  input: { alias: 'pizzeria-demo-palermo', branchContactId: 1 },
  events: samples,
})
