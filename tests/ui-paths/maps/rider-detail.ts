import { message } from '../../../domain/message'
import type { Cause, Check, EventEntry, UiMap } from '../ui-map'
import { ME } from './rider-answers'

/**
 * What the rider's two detail screens share (shipment-detail-page.tsx draws both): a single shipment
 * ('Envío') and a multi-delivery ('Multi-entrega') show the same status pill, route, slider, key dialog
 * and cancel, driven by two machines with the same states and events under their own names.
 */

const route = { role: 'region', name: message('shipment.route') } as const
const loading = { text: message('common.loading') }
const retry = { role: 'button', name: message('shipment.retry') } as const
const refresh = { role: 'button', name: message('shipment.refresh') } as const
const slider = { role: 'slider' } as const
// the key dialog and the cancel dialog hide the page behind them from the accessibility tree: what is
// checked under a dialog is found by its text
const keyDialog = { role: 'dialog', name: message('shipment.keyTitle') } as const
const keyField = { role: 'textbox', name: message('shipment.keyTitle') } as const
const cancelDialog = { role: 'alertdialog', name: message('shipment.cancel') } as const
const back = { role: 'button', name: message('shipment.keepShipment') } as const

// the status pill and the slider's step, per status the shipment (or the stack) is in
export const STATUS: Record<string, { label: string; step?: string }> = {
  LOOKING_FOR_DRIVER: { label: 'shipment.statusLookingForDriver', step: 'shipment.stepAccept' },
  ON_ROUTE_TO_PICK_UP: { label: 'shipment.statusOnRouteToPickUp', step: 'shipment.stepInStore' },
  IN_STORE: { label: 'shipment.statusInStore', step: 'shipment.stepOnRouteToDropOff' },
  ON_ROUTE_TO_DROP_OFF: { label: 'shipment.statusOnRouteToDropOff', step: 'shipment.stepDelivered' },
  DELIVERED: { label: 'shipment.statusDelivered', step: 'shipment.stepReturned' },
  RETURNED: { label: 'shipment.statusReturned' },
  DRIVER_CANCELED: { label: 'shipment.statusDriverCanceled' },
}
const CANCELABLE = ['ON_ROUTE_TO_PICK_UP', 'IN_STORE', 'ON_ROUTE_TO_DROP_OFF']

export interface DetailScreen {
  machine: 'shipment' | 'stack'
  where: string
  /** the detail's page, under /logistics/pizzeria-demo-palermo/shipments/ */
  page: string
  title: 'shipment.simple' | 'shipment.stack'
  cancel: 'shipment.cancel' | 'shipment.cancelStack'
  /** the API path of one shipment (or stack): read and written */
  apiPath: string
  /** what the assigned rider sees of the (first) customer */
  customer: string
  /** the answers of the fetch, by the status of the model's output */
  fetched: [string, unknown][]
  /** the answers of the writes, by the model's output */
  updates: { match: Record<string, unknown>; json: unknown }[]
  /** how the script names the read of one shipment (or stack) */
  readName: string
  /** what else the detail shows while it is on screen (a stack's drop-offs, each with its status) */
  route?: Check[]
}

export function detailMap(screen: DetailScreen): UiMap {
  const id = screen.machine
  const detail = { role: 'heading', name: message(screen.title) } as const
  const cancel = { role: 'button', name: message(screen.cancel) } as const
  const customer = { text: screen.customer }
  /** Checks that depend on the status, as nested conditionals on the context's status. */
  const perStatus = (checks: (status: string) => Check[]): Check[] =>
    Object.keys(STATUS).reduceRight<Check[]>(
      (otherwise, status) => [
        { when: { context: `${id}.status` }, is: status, checks: checks(status), otherwise },
      ],
      [],
    )
  // a rider's cancel sends the rider back to the list: the detail is gone then (the replay's page has no
  // rider session, whose list tests/e2e/rider.test.ts follows after a cancel)
  const unlessCanceled = (checks: Check[], canceled: Check[] = []): Check => ({
    when: { context: `${id}.status` },
    is: 'DRIVER_CANCELED',
    checks: canceled,
    otherwise: checks,
  })
  const onScreen: Check[] = [{ see: detail }, { see: route }, ...(screen.route ?? [])]
  const failed = (held: string, status: number, title: string): Cause => ({ answer: held, status, title })
  const writes: EventEntry[] = screen.updates.map(({ match, json }) => ({
    event: 'xstate.done.actor.update',
    match: { output: match },
    cause: [{ answer: 'update', status: 200, title: 'OK', json }],
  }))
  return {
    machine: id,
    where: screen.where,
    // the detail asks who-am-I itself (its route has no loader): the replay answers it too, so no session
    url: `/logistics/pizzeria-demo-palermo/shipments/${screen.page}`,
    viewport: { width: 420, height: 860 },
    notices: true,
    held: {
      whoAmI: { name: 'la identificación del repartidor', method: 'GET', path: '^/api/whoami$' },
      read: { name: screen.readName, method: 'GET', path: screen.apiPath },
      update: { name: 'el cambio de estado', method: 'PUT', path: screen.apiPath },
    },
    events: [
      // the replay's rider 7, whom the model's shipments are assigned to
      {
        event: 'xstate.done.actor.whoAmI',
        cause: [{ answer: 'whoAmI', status: 200, title: 'OK', json: ME }],
      },
      { event: 'xstate.error.actor.whoAmI', cause: [failed('whoAmI', 401, 'Unauthorized')] },
      ...screen.fetched.map(([status, json]) => ({
        event: `xstate.done.actor.${id}`,
        match: { output: { status } },
        cause: [{ answer: 'read', status: 200, title: 'OK', json }],
      })),
      { event: `xstate.error.actor.${id}`, cause: [failed('read', 500, 'Internal Server Error')] },
      { event: `${id}.retry`, in: `${id}.failed`, cause: [{ tap: retry }] },
      { event: `${id}.retry`, in: `${id}.ready.keyLocked`, cause: [{ tap: refresh }] },
      { event: `${id}.advance`, cause: [{ slide: true }] },
      { event: `${id}.cancelRequested`, cause: [{ tap: cancel }] },
      {
        event: `${id}.cancelConfirmed`,
        cause: [{ tap: { role: 'button', name: message('common.continue') } }],
      },
      { event: `${id}.cancelDismissed`, cause: [{ tap: back }] },
      { event: `${id}.keyChanged`, cause: [{ fill: keyField, with: { event: 'key' } }] },
      {
        event: `${id}.keyConfirmed`,
        cause: [{ tap: { role: 'button', name: message('shipment.keyConfirm') } }],
      },
      { event: `${id}.keyDismissed`, cause: [{ tap: back }] },
      ...writes,
      {
        event: 'xstate.error.actor.update',
        match: { error: { status: 500 } },
        cause: [failed('update', 500, 'Internal Server Error')],
      },
      {
        event: 'xstate.error.actor.update',
        match: { error: { status: 422 } },
        cause: [failed('update', 422, 'La clave de entrega no es correcta. Te quedan 4 intentos')],
      },
      {
        event: 'xstate.error.actor.update',
        match: { error: { status: 429 } },
        cause: [failed('update', 429, 'Demasiados intentos con la clave de entrega')],
      },
    ],
    states: {
      [id]: [],
      [`${id}.identifying`]: [{ see: detail }, { see: loading }],
      [`${id}.denied`]: [{ see: { role: 'heading', name: message('common.notFound') } }, { gone: detail }],
      // a read again (after the key locked) keeps the last shipment on screen under the spinner
      [`${id}.loading`]: [{ see: detail }, { see: loading }],
      [`${id}.failed`]: [
        { see: { role: 'alert' } },
        { see: { text: message('shipment.fetchFailed') } },
        { see: retry },
        { gone: loading },
      ],
      [`${id}.ready`]: [
        unlessCanceled(
          [
            { gone: loading },
            ...perStatus((status) => [{ see: { text: message(STATUS[status]?.label as never) } }]),
          ],
          [{ gone: detail }, { gone: route }],
        ),
      ],
      // decided at once: the page never rests here
      [`${id}.ready.deciding`]: [],
      [`${id}.ready.active`]: [
        ...onScreen,
        ...perStatus((status) => {
          const step = STATUS[status]?.step
          return [
            ...(step ? [{ see: { label: message(step as never) } }] : []),
            // an open offer shows the route, not who ordered it
            status === 'LOOKING_FOR_DRIVER' ? { gone: customer } : { see: customer },
            CANCELABLE.includes(status) ? { see: cancel } : { gone: cancel },
          ]
        }),
      ],
      [`${id}.ready.confirmingCancel`]: [
        { see: cancelDialog },
        { see: { text: message('shipment.cancelConfirm') } },
      ],
      [`${id}.ready.askingKey`]: [
        { see: keyDialog },
        { field: keyField, shows: { context: 'key' } },
        { message: { context: 'keyError' }, within: { role: 'alert' } },
      ],
      [`${id}.ready.keyLocked`]: [
        ...onScreen,
        { see: { text: message('shipment.keyLocked') } },
        { see: refresh },
        { gone: slider },
        { gone: keyDialog },
      ],
      [`${id}.ready.lost`]: [
        ...onScreen,
        { see: { text: message('shipment.takenByAnotherRider') } },
        { gone: customer },
        { gone: slider },
        { gone: cancel },
      ],
      [`${id}.ready.finished`]: [
        unlessCanceled([
          ...onScreen,
          { see: { text: message('shipment.finished') } },
          { gone: slider },
          { gone: cancel },
        ]),
      ],
      // the held write keeps the screen as it was (the slider and the dialog's button disabled)
      [`${id}.updating`]: [],
    },
  }
}
