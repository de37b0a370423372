import { message } from '../../../domain/message'
import type { UiMap } from '../ui-map'

const phone = { label: message('rider.phoneIntake') }
const code = { label: message('rider.securityCode') }
const next = { role: 'button', name: message('rider.next') } as const
const start = { role: 'button', name: message('rider.startShift') } as const
const end = { role: 'button', name: message('rider.endShift') } as const
const changePhone = { role: 'button', name: message('rider.changePhone') } as const
const alert = { role: 'alert' } as const
const error = { message: { context: 'error' }, within: alert }

// the model's answers (machines/rider-shift.model.ts), sent to the page as the server would: the look-up
// answers the rider, a create or shift change the rider's session ({ rider })
const inactive = { id: 3, name: 'Rider Demo', phone: '+541155550001', active: false }
const active = { ...inactive, active: true }
const created = { id: 4, name: 'Rider Nuevo', phone: '+541155550002', active: true }

/**
 * The rider register/shift page of Palermo. Every answer of the server is given by the replay (held and
 * answered), so no rider is created nor any shift changed: the other rider files see the seed as it was.
 */
export const riderShiftMap: UiMap = {
  machine: 'rider-shift',
  where: 'Página de repartidores del local Palermo (registro, inicio y fin de turno)',
  url: '/logistics/pizzeria-demo-palermo/rider/phoneIntake',
  viewport: { width: 420, height: 860 },
  held: {
    lookUp: { name: 'la búsqueda del repartidor', method: 'GET', path: '^/api/rider/bc/phone$' },
    create: { name: 'el registro', method: 'POST', path: '^/api/rider/createwithcode$' },
    update: { name: 'el cambio de turno', method: 'PUT', path: '^/api/rider/[^/]+/updatewithcode$' },
  },
  events: [
    {
      event: 'rider.fieldChanged',
      match: { field: 'initPhone' },
      cause: [{ fill: phone, with: { event: 'value' } }],
    },
    {
      event: 'rider.fieldChanged',
      match: { field: 'registerPhone' },
      cause: [{ fill: { label: message('rider.confirmPhone') }, with: { event: 'value' } }],
    },
    {
      event: 'rider.fieldChanged',
      match: { field: 'name' },
      cause: [{ fill: { label: message('rider.name') }, with: { event: 'value' } }],
    },
    {
      event: 'rider.fieldChanged',
      match: { field: 'securityCode' },
      cause: [{ fill: code, with: { event: 'value' } }],
    },
    { event: 'rider.submitted', in: 'riderShift.phoneIntake', cause: [{ tap: next }] },
    { event: 'rider.submitted', in: 'riderShift.register', cause: [{ tap: start }] },
    { event: 'rider.submitted', in: 'riderShift.logIn', cause: [{ tap: start }] },
    { event: 'rider.submitted', in: 'riderShift.logOut', cause: [{ tap: end }] },
    { event: 'rider.restarted', cause: [{ tap: changePhone }] },
    {
      event: 'xstate.done.actor.lookUp',
      match: { output: { active: false } },
      cause: [{ answer: 'lookUp', status: 200, title: 'OK', json: inactive }],
    },
    {
      event: 'xstate.done.actor.lookUp',
      match: { output: { active: true } },
      cause: [{ answer: 'lookUp', status: 200, title: 'OK', json: active }],
    },
    {
      event: 'xstate.error.actor.lookUp',
      match: { error: { status: 404 } },
      cause: [{ answer: 'lookUp', status: 404, title: 'Not Found' }],
    },
    {
      event: 'xstate.error.actor.lookUp',
      match: { error: { status: 500 } },
      cause: [{ answer: 'lookUp', status: 500, title: 'Internal Server Error' }],
    },
    {
      event: 'xstate.done.actor.create',
      cause: [{ answer: 'create', status: 200, title: 'OK', json: { rider: created } }],
    },
    {
      event: 'xstate.error.actor.create',
      match: { error: { status: 400 } },
      cause: [{ answer: 'create', status: 400, title: 'Bad Request' }],
    },
    {
      event: 'xstate.error.actor.create',
      match: { error: { status: 500 } },
      cause: [{ answer: 'create', status: 500, title: 'Internal Server Error' }],
    },
    {
      event: 'xstate.done.actor.startShift',
      cause: [{ answer: 'update', status: 200, title: 'OK', json: { rider: active } }],
    },
    {
      event: 'xstate.error.actor.startShift',
      match: { error: { status: 400 } },
      cause: [{ answer: 'update', status: 400, title: 'Bad Request' }],
    },
    {
      event: 'xstate.error.actor.startShift',
      match: { error: { status: 500 } },
      cause: [{ answer: 'update', status: 500, title: 'Internal Server Error' }],
    },
    {
      event: 'xstate.done.actor.endShift',
      cause: [{ answer: 'update', status: 200, title: 'OK', json: { rider: inactive } }],
    },
    {
      event: 'xstate.error.actor.endShift',
      match: { error: { status: 400 } },
      cause: [{ answer: 'update', status: 400, title: 'Bad Request' }],
    },
    {
      event: 'xstate.error.actor.endShift',
      match: { error: { status: 500 } },
      cause: [{ answer: 'update', status: 500, title: 'Internal Server Error' }],
    },
  ],
  states: {
    riderShift: [{ see: { role: 'heading', name: message('rider.title') } }],
    'riderShift.phoneIntake': [{ field: phone, shows: { context: 'form.initPhone' } }, { see: next }],
    'riderShift.phoneIntake.editing': [error],
    // the button is disabled while the look-up is held: the phone and the button stay on screen
    'riderShift.phoneIntake.lookingUp': [],
    'riderShift.register': [
      { field: { label: message('rider.phone') }, shows: { context: 'form.initPhone' } },
      { field: { label: message('rider.confirmPhone') }, shows: { context: 'form.registerPhone' } },
      { field: { label: message('rider.name') }, shows: { context: 'form.name' } },
      { field: code, shows: { context: 'form.securityCode' } },
      { see: start },
      { see: changePhone },
      { gone: next },
    ],
    'riderShift.register.editing': [error],
    'riderShift.register.submitting': [],
    'riderShift.logIn': [
      { see: { text: 'Hola Rider Demo!' } },
      { field: code, shows: { context: 'form.securityCode' } },
      { see: start },
      { see: changePhone },
      { gone: next },
    ],
    'riderShift.logIn.editing': [error],
    'riderShift.logIn.submitting': [],
    'riderShift.logOut': [
      { see: { text: 'Hola Rider Demo!' } },
      { field: code, shows: { context: 'form.securityCode' } },
      { see: end },
      { see: changePhone },
      { gone: next },
    ],
    'riderShift.logOut.editing': [error],
    'riderShift.logOut.submitting': [],
    'riderShift.success': [
      { message: { context: 'outcome' }, within: { role: 'status' } },
      { gone: code },
      { gone: changePhone },
    ],
  },
}
