import { message } from '../../../domain/message'
import type { Cause, UiMap } from '../ui-map'
import { riderSignIn, shipmentAnswer, stackAnswer, stacked } from './rider-answers'

const refresh = { role: 'button', name: message('shipment.refresh') } as const
const offer = { role: 'link', name: 'Pedido RECO-501', prefix: true } as const
const stackOffer = { role: 'link', name: 'Multi-entrega · 2 envíos', prefix: true } as const
const empty = { text: message('shipment.listEmpty') }
const loading = { text: message('common.loading') }

// the model's two answers (machines/shipment-list.model.ts): an open offer and a stack with a return trip,
// or nothing to deliver
const offers = { shipments: [shipmentAnswer(501, 'LOOKING_FOR_DRIVER', null)] }
const stacks = { stacks: [stackAnswer(900, 'LOOKING_FOR_DRIVER', stacked('LOOKING_FOR_DRIVER', null))] }
const none = { shipments: [] }
const noStacks = { stacks: [] }

const read = (shipments: unknown, stacked: unknown): Cause[] => [
  { answer: 'shipments', status: 200, title: 'OK', json: shipments },
  { answer: 'stacks', status: 200, title: 'OK', json: stacked },
]
const failed = (status: number, title: string): Cause[] => [
  { answer: 'shipments', status, title },
  { answer: 'stacks', status, title },
]
// once the list shows, the page subscribes to the offers channel and reads the list again (a change
// between the first read and the subscription would be lost): the replay answers that read the same
const subscribed: Cause = {
  happens: 'La página se suscribe a los avisos de ofertas y vuelve a leer la lista',
}
const NOTICE_DURING_READ =
  "the replay holds each read of the list; a second notice or a tap during a held re-read leaves the page an abandoned read the replay would have to answer out of order, and the screen keeps the same list meanwhile (the model's own graph replay, npm run paths -- --coverage, covers it)"

/**
 * The rider's offers of Palermo, reached by signing in as the shards' own rider. Every read of the list is answered by the replay (held, then given the
 * model's answers), so the other files' real offers do not change what this screen shows; the live
 * notice is real: the local dispatches an order of its own and the page hears it on the offers channel.
 */
export const shipmentListMap: UiMap = {
  machine: 'shipment-list',
  where: 'Lista de envíos disponibles del repartidor, local Palermo',
  url: '/logistics/pizzeria-demo-palermo/rider/phoneIntake',
  viewport: { width: 420, height: 860 },
  // the list needs a rider's session (its page asks who-am-I first): the shard's own rider signs in
  setup: riderSignIn,
  notices: true,
  held: {
    shipments: { name: 'la lectura de envíos', method: 'GET', path: '^/api/shipments$' },
    stacks: { name: 'la lectura de multi-entregas', method: 'GET', path: '^/api/shipmentstacks$' },
  },
  events: [
    {
      event: 'xstate.done.actor.available',
      match: { output: { shipments: [{ id: 501 }] } },
      cause: [...read(offers, stacks), subscribed, ...read(offers, stacks)],
    },
    {
      event: 'xstate.done.actor.available',
      cause: [...read(none, noStacks), subscribed, ...read(none, noStacks)],
    },
    {
      event: 'xstate.error.actor.available',
      match: { error: { status: 403 } },
      cause: failed(403, 'Forbidden'),
    },
    {
      event: 'xstate.error.actor.available',
      match: { error: { status: 500 } },
      cause: failed(500, 'Internal Server Error'),
    },
    {
      event: 'shipmentList.refresh',
      cause: [{ tap: refresh }],
      unreachableWhen: [{ in: 'shipmentList.loaded.refreshing', reason: NOTICE_DURING_READ }],
    },
    {
      event: 'shipmentList.changed',
      cause: [
        {
          server: 'staffDispatchesNewOrder',
          says: 'En la consola, el local despacha un pedido nuevo (los repartidores reciben el aviso de ofertas)',
        },
      ],
      unreachableWhen: [{ in: 'shipmentList.loaded.refreshing', reason: NOTICE_DURING_READ }],
    },
    {
      event: 'xstate.done.actor.refresh',
      match: { output: { shipments: [{ id: 501 }] } },
      cause: read(offers, stacks),
    },
    { event: 'xstate.done.actor.refresh', cause: read(none, noStacks) },
    { event: 'xstate.error.actor.refresh', cause: failed(500, 'Internal Server Error') },
  ],
  states: {
    shipmentList: [],
    'shipmentList.loading': [
      { see: { role: 'heading', name: message('shipment.listTitle') } },
      { see: loading },
      { gone: offer },
    ],
    'shipmentList.loaded': [
      { see: { role: 'heading', name: message('shipment.listTitle') } },
      { see: refresh },
      { gone: loading },
      { gone: { role: 'alert' } },
    ],
    // decided at once: the page never rests here
    'shipmentList.loaded.deciding': [],
    'shipmentList.loaded.empty': [{ see: empty }, { gone: offer }, { gone: stackOffer }],
    'shipmentList.loaded.listing': [
      { see: offer },
      { see: stackOffer },
      { see: { text: message('shipment.returnTrip') } },
      { gone: empty },
    ],
    // the list on screen stays while it is read again
    'shipmentList.loaded.refreshing': [
      {
        when: { context: 'entries.length' },
        is: 0,
        checks: [{ see: empty }, { gone: offer }],
        otherwise: [{ see: offer }, { see: stackOffer }],
      },
    ],
    'shipmentList.failed': [
      { message: { context: 'error' }, within: { role: 'alert' } },
      { see: refresh },
      { gone: offer },
    ],
    'shipmentList.denied': [
      { see: { role: 'heading', name: message('common.notFound') } },
      { gone: refresh },
    ],
  },
}
