import { assign, emit, fromPromise, setup } from 'xstate'
import { type Message, message } from '../domain/message'
import {
  createRiderBody,
  EMPTY_RIDER_FORM,
  isUnknownRider,
  type Rider,
  type RiderForm,
  type RiderPageVariant,
  riderPagePath,
  riderPhoneKey,
  riderWriteError,
  shiftBody,
  validatePhoneIntake,
  validateRegistration,
  validateShiftCode,
} from '../domain/rider'
import type { Id } from '../domain/shipment'

export interface RiderShiftInput {
  alias: string
  branchContactId: Id
}

export interface RiderShiftContext {
  alias: string
  branchContactId: Id
  form: RiderForm
  rider: Rider | null
  /** 'Hola {name}!' on the log-in and log-out variants */
  greeting: Message | null
  error: Message | null
  /** the success variant's only text */
  outcome: Message | null
}

export type RiderField = keyof RiderForm

export type RiderShiftEvent =
  | { type: 'rider.fieldChanged'; field: RiderField; value: string }
  | { type: 'rider.submitted' }
  | { type: 'rider.restarted' }

export type RiderShiftEmitted = { type: 'navigate'; to: string }

export interface RiderLookUp {
  branchContactId: Id
  phone: string
}

export interface RiderShiftUpdate {
  id: Id
  rider: ReturnType<typeof shiftBody>
}

const outputOf = (event: unknown) => (event as { output: Rider }).output
const errorOf = (event: unknown) => (event as { error?: unknown }).error

/**
 * Rider register/shift page (3-delivery.md §2.2, §4.4, §5): the phone decides the variant — unknown riders
 * register, inactive ones start a shift, active ones end it — and every variant's button needs the
 * security code. The variant is mirrored in the URL (registerPageVariant) by a navigate effect.
 */
export const riderShiftMachine = setup({
  types: {
    context: {} as RiderShiftContext,
    events: {} as RiderShiftEvent,
    input: {} as RiderShiftInput,
    emitted: {} as RiderShiftEmitted,
  },
  actors: {
    lookUpRider: fromPromise<Rider, RiderLookUp>(async () => {
      throw new Error('provide lookUpRider (GET /api/rider/bc/phone) at the edge')
    }),
    createRider: fromPromise<Rider, ReturnType<typeof createRiderBody>>(async () => {
      throw new Error('provide createRider (POST /api/rider/createwithcode) at the edge')
    }),
    updateRider: fromPromise<Rider, RiderShiftUpdate>(async () => {
      throw new Error('provide updateRider (PUT /api/rider/{id}/updatewithcode) at the edge')
    }),
  },
  guards: {
    intakeInvalid: ({ context }) => validatePhoneIntake(context.form.initPhone) !== null,
    registrationInvalid: ({ context }) => validateRegistration(context.form) !== null,
    codeMissing: ({ context }) => validateShiftCode(context.form.securityCode) !== null,
    riderActive: ({ event }) => outputOf(event).active === true,
    riderUnknown: ({ event }) => isUnknownRider(errorOf(event)),
  },
  actions: {
    editField: assign({
      form: ({ context, event }) =>
        event.type === 'rider.fieldChanged' ? { ...context.form, [event.field]: event.value } : context.form,
      error: null,
    }),
    rejectIntake: assign({ error: ({ context }) => validatePhoneIntake(context.form.initPhone) }),
    rejectRegistration: assign({ error: ({ context }) => validateRegistration(context.form) }),
    rejectCode: assign({ error: ({ context }) => validateShiftCode(context.form.securityCode) }),
    keepRider: assign({
      rider: ({ event }) => outputOf(event),
      greeting: ({ event }) => message('rider.greeting', { name: outputOf(event).name }),
      error: null,
    }),
    failLookUp: assign({ error: () => message('common.genericError') }),
    failWrite: assign({ error: ({ event }) => riderWriteError(errorOf(event)) }),
    clearSecret: assign({ form: ({ context }) => ({ ...context.form, securityCode: '' }) }),
    // the success variant shows its message alone, without the greeting
    started: assign({ outcome: () => message('rider.shiftStarted'), greeting: null, error: null }),
    ended: assign({ outcome: () => message('rider.shiftEnded'), greeting: null, error: null }),
    restart: assign({ form: () => EMPTY_RIDER_FORM, rider: null, greeting: null, error: null }),
    showVariant: emit(({ context }, params: { variant: RiderPageVariant }) => ({
      type: 'navigate' as const,
      to: riderPagePath(context.alias, params.variant),
    })),
  },
}).createMachine({
  id: 'riderShift',
  context: ({ input }) => ({
    alias: input.alias,
    branchContactId: input.branchContactId,
    form: EMPTY_RIDER_FORM,
    rider: null,
    greeting: null,
    error: null,
    outcome: null,
  }),
  initial: 'phoneIntake',
  states: {
    phoneIntake: {
      entry: { type: 'showVariant', params: { variant: 'phoneIntake' } },
      initial: 'editing',
      states: {
        editing: {
          on: {
            'rider.fieldChanged': { actions: 'editField' },
            'rider.submitted': [{ guard: 'intakeInvalid', actions: 'rejectIntake' }, { target: 'lookingUp' }],
          },
        },
        lookingUp: {
          tags: ['busy'],
          invoke: {
            id: 'lookUp',
            src: 'lookUpRider',
            input: ({ context }) => ({
              branchContactId: context.branchContactId,
              phone: riderPhoneKey(context.form.initPhone),
            }),
            onDone: [
              { guard: 'riderActive', target: '#riderShift.logOut', actions: 'keepRider' },
              { target: '#riderShift.logIn', actions: 'keepRider' },
            ],
            onError: [
              { guard: 'riderUnknown', target: '#riderShift.register' },
              { target: 'editing', actions: 'failLookUp' },
            ],
          },
        },
      },
    },
    register: {
      entry: { type: 'showVariant', params: { variant: 'register' } },
      initial: 'editing',
      on: { 'rider.restarted': { target: 'phoneIntake', actions: 'restart' } },
      states: {
        editing: {
          on: {
            'rider.fieldChanged': { actions: 'editField' },
            'rider.submitted': [
              { guard: 'registrationInvalid', actions: 'rejectRegistration' },
              { target: 'submitting' },
            ],
          },
        },
        submitting: {
          tags: ['busy'],
          invoke: {
            id: 'create',
            src: 'createRider',
            input: ({ context }) => createRiderBody(context.form, context.branchContactId),
            onDone: { target: '#riderShift.success', actions: ['keepRider', 'clearSecret', 'started'] },
            onError: { target: 'editing', actions: 'failWrite' },
          },
        },
      },
    },
    logIn: {
      entry: { type: 'showVariant', params: { variant: 'logIn' } },
      initial: 'editing',
      on: { 'rider.restarted': { target: 'phoneIntake', actions: 'restart' } },
      states: {
        editing: {
          on: {
            'rider.fieldChanged': { actions: 'editField' },
            'rider.submitted': [{ guard: 'codeMissing', actions: 'rejectCode' }, { target: 'submitting' }],
          },
        },
        submitting: {
          tags: ['busy'],
          invoke: {
            id: 'startShift',
            src: 'updateRider',
            input: ({ context }) => ({
              id: context.rider?.id ?? '',
              rider: shiftBody(context.rider as Rider, true, context.form.securityCode),
            }),
            onDone: { target: '#riderShift.success', actions: ['keepRider', 'clearSecret', 'started'] },
            onError: { target: 'editing', actions: 'failWrite' },
          },
        },
      },
    },
    logOut: {
      entry: { type: 'showVariant', params: { variant: 'logOut' } },
      initial: 'editing',
      on: { 'rider.restarted': { target: 'phoneIntake', actions: 'restart' } },
      states: {
        editing: {
          on: {
            'rider.fieldChanged': { actions: 'editField' },
            'rider.submitted': [{ guard: 'codeMissing', actions: 'rejectCode' }, { target: 'submitting' }],
          },
        },
        submitting: {
          tags: ['busy'],
          invoke: {
            id: 'endShift',
            src: 'updateRider',
            input: ({ context }) => ({
              id: context.rider?.id ?? '',
              rider: shiftBody(context.rider as Rider, false, context.form.securityCode),
            }),
            onDone: { target: '#riderShift.success', actions: ['keepRider', 'clearSecret', 'ended'] },
            onError: { target: 'editing', actions: 'failWrite' },
          },
        },
      },
    },
    success: { type: 'final', entry: { type: 'showVariant', params: { variant: 'success' } } },
  },
})
