import { message } from '../../../domain/message'
import type { ShipmentFacts } from '../../../domain/shipment'
import {
  advanceStack,
  canCancelStack,
  cancelStack,
  nextStackStatus,
  normalizeStack,
  type StackFacts,
  sortStackShipments,
} from '../../../domain/stack'
import { t } from '../../../i18n/t'
import type { Check } from '../ui-map'
import { MINE, OTHER, type StackedShipment, stackAnswer, stacked } from './rider-answers'
import { detailMap, STATUS } from './rider-detail'

type Stacked = StackFacts<ShipmentFacts & StackedShipment>

// the model's fetches (machines/stack.model.ts): open with a return trip, mine on the way, taken
const FETCHED = [
  { id: 900, status: 'LOOKING_FOR_DRIVER', shipments: stacked('LOOKING_FOR_DRIVER', null) },
  { id: 900, status: 'ON_ROUTE_TO_DROP_OFFS', shipments: stacked('ON_ROUTE_TO_DROP_OFFS', MINE) },
  { id: 900, status: 'IN_STORE', shipments: stacked('IN_STORE', OTHER) },
]

// the stack as the machine keeps it: normalised, its shipments in the route's order
const kept = (raw: (typeof FETCHED)[number]) => {
  const stack = normalizeStack(raw) as unknown as Stacked
  return { ...stack, shipments: sortStackShipments(stack.shipments) }
}

/**
 * Every write the rider can make from the fetched stacks (the domain's own steps, as the model answers
 * them): its outcome to this rider or to one who got there first, matched on the stack's and each
 * shipment's status in the order the page sent them.
 */
function writes() {
  const found = new Map<string, { match: Record<string, unknown>; json: unknown }>()
  const queue = FETCHED.filter((raw) => raw.status !== 'IN_STORE').map(kept)
  for (let stack = queue.shift(); stack; stack = queue.shift()) {
    const afters = [
      ...(nextStackStatus(stack) !== null ? [advanceStack(stack)] : []),
      ...(canCancelStack(stack) ? [cancelStack(stack)] : []),
    ]
    for (const after of afters)
      for (const rider of [MINE, OTHER]) {
        const shipments = after.shipments.map((s) => ({ ...s, riderInfo: rider }))
        const match = {
          status: after.status,
          shipments: shipments.map((s) => ({
            id: s.id,
            status: s.status,
            riderInfo: { riderId: rider.riderId },
          })),
        }
        const key = JSON.stringify(match)
        if (found.has(key)) continue
        found.set(key, { match, json: stackAnswer(900, after.status, shipments) })
        if (rider === MINE) queue.push({ ...after, shipments: sortStackShipments(shipments) })
      }
  }
  return [...found.values()]
}

/**
 * Each drop-off of the route with its own status ('Pedido RECO-601 · Entregado'), wherever the route's
 * order puts it (delivered first): per place in the context's list, per shipment there, per status.
 */
function dropOffs(): Check[] {
  const line = (id: number, status: string) =>
    `${t(message('shipment.order', { code: `RECO-${id}` }))} · ${t(message(STATUS[status]?.label as never))}`
  return [0, 1].map((place) => ({
    when: { context: `stack.shipments.${place}.id` },
    is: 601,
    checks: statuses(place, 601, line),
    otherwise: statuses(place, 602, line),
  }))
}

const statuses = (place: number, id: number, line: (id: number, status: string) => string): Check[] =>
  Object.keys(STATUS).reduceRight<Check[]>(
    (otherwise, status) => [
      {
        when: { context: `stack.shipments.${place}.status` },
        is: status,
        checks: [{ see: { text: line(id, status) } }],
        otherwise,
      },
    ],
    [],
  )

/**
 * A multi-delivery on the rider's screen (Palermo): two drop-offs, the second with a return trip to the
 * local. The replay answers who-am-I as rider 7 and every read and write of the stack, so the seeded
 * stack stays for tests/e2e/rider.test.ts.
 */
export const stackMap = detailMap({
  machine: 'stack',
  where:
    'Multi-entrega del repartidor, local Palermo: dos pedidos, el segundo con regreso al local; aceptar, entregar cada punto con su clave, regresar, cancelar',
  page: 'stack/900',
  title: 'shipment.stack',
  cancel: 'shipment.cancelStack',
  apiPath: '^/api/stacking/\\d+$',
  customer: 'Cliente: Cliente Uno',
  readName: 'la lectura de la multi-entrega',
  route: dropOffs(),
  fetched: FETCHED.map((raw) => [raw.status, stackAnswer(raw.id, raw.status, raw.shipments)]),
  updates: writes(),
})
