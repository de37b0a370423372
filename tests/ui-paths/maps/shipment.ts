import { MINE, OTHER, shipmentAnswer } from './rider-answers'
import { detailMap, STATUS } from './rider-detail'

// each write answers the status written (any status but the open offer's), to this rider or to one who
// got there first (the model's machines/shipment.model.ts), for a shipment with or without a return trip
const WRITTEN = Object.keys(STATUS).filter((status) => status !== 'LOOKING_FOR_DRIVER')

/**
 * A shipment's detail on the rider's screen (Palermo). The replay answers who-am-I as rider 7 and every
 * read and write of the shipment (held, then given the model's answers), so no real offer moves; the
 * screen, the slider and the key dialog are the real ones.
 */
export const shipmentMap = detailMap({
  machine: 'shipment',
  where: 'Detalle de un envío del repartidor, local Palermo: aceptar, avanzar, clave de entrega, cancelar',
  page: 'simple/501',
  title: 'shipment.simple',
  cancel: 'shipment.cancel',
  apiPath: '^/api/shipments/\\d+$',
  customer: 'Cliente: Cliente Recorridos',
  readName: 'la lectura del envío',
  // the model's fetches: open, mine on the way, a return trip delivered, taken by another rider
  fetched: [
    ['LOOKING_FOR_DRIVER', shipmentAnswer(501, 'LOOKING_FOR_DRIVER', null)],
    ['ON_ROUTE_TO_DROP_OFFS', shipmentAnswer(501, 'ON_ROUTE_TO_DROP_OFFS', MINE)],
    ['DELIVERED', shipmentAnswer(501, 'DELIVERED', MINE, { returnShipment: true })],
    ['IN_STORE', shipmentAnswer(501, 'IN_STORE', OTHER)],
  ],
  updates: WRITTEN.flatMap((status) =>
    [MINE, OTHER].flatMap((rider) =>
      [true, false].map((returnShipment) => ({
        match: { status, returnShipment, riderInfo: { riderId: rider.riderId } },
        json: shipmentAnswer(501, status, rider, { returnShipment }),
      })),
    ),
  ),
})
