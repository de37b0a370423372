import { message } from '../../../domain/message'
import type { EventEntry, UiMap } from '../ui-map'
import { ME, MINE, shipmentAnswer } from './rider-answers'

// the thumb of the shipment's next step (on the way to the local: 'Llegué al local'), dragged before the
// step is sent; once it is, the thumb shows the step after it, so what is checked is any slider's value
const slider = { role: 'slider', name: message('shipment.stepInStore') } as const
const thumb = { role: 'slider' } as const
const dragTo = { drag: slider, to: { event: 'value' } } as const

// the model's sample positions (machines/slider.model.ts)
const POSITIONS = [10, 25, 40, 55, 70, 85, 95]

const moves: EventEntry[] = POSITIONS.map((value) => ({
  event: 'slider.moved',
  match: { value },
  cause: [dragTo],
  unreachableIf: [
    {
      when: { context: 'value' },
      is: value,
      reason: 'a drag to where the thumb already is changes no value: the range sends nothing',
    },
  ],
}))

/**
 * The slide-to-advance control on the rider's shipment detail (Palermo, shipment 501 on its way to the
 * local), dragged with the pointer: the replay answers who-am-I, the shipment's read and its write (as the
 * shipment map does), so no real offer moves. A release at 85 or more sends the step, which springs the
 * thumb back at once (the page's write makes the detail busy); the write's answer moves it to the local.
 */
export const sliderMap: UiMap = {
  machine: 'slider',
  where: 'Control «desliza para avanzar» del detalle de un envío del repartidor, local Palermo',
  url: '/logistics/pizzeria-demo-palermo/shipments/simple/501',
  viewport: { width: 420, height: 860 },
  held: {
    whoAmI: { name: 'la identificación del repartidor', method: 'GET', path: '^/api/whoami$' },
    read: { name: 'la lectura del envío', method: 'GET', path: '^/api/shipments/\\d+$' },
    update: { name: 'el cambio de estado', method: 'PUT', path: '^/api/shipments/\\d+$' },
  },
  setup: [
    { answer: 'whoAmI', status: 200, title: 'OK', json: ME },
    {
      answer: 'read',
      status: 200,
      title: 'OK',
      json: shipmentAnswer(501, 'ON_ROUTE_TO_PICK_UP', MINE),
    },
  ],
  events: [
    ...moves,
    { event: 'slider.released', cause: [{ drag: slider, to: 'release' }] },
    {
      event: 'slider.reset',
      // the write the release sent, held till now, is answered: the path waits for it, so a release that
      // confirms nothing fails here
      cause: [
        { happens: 'El control vuelve solo al inicio: el detalle envía el cambio de estado' },
        { answer: 'update', status: 200, title: 'OK', json: shipmentAnswer(501, 'IN_STORE', MINE) },
      ],
    },
  ],
  states: {
    slider: [{ see: thumb }, { see: { text: message('shipment.slideHint') } }],
    // at the start, or sprung back after a release short of the end (or after a step it sent)
    'slider.idle': [{ field: thumb, shows: { context: 'value' } }],
    // the thumb follows the pointer
    'slider.dragging': [{ field: thumb, shows: { context: 'value' } }],
    // left at once: the step it confirmed makes the detail busy, which springs the thumb back
    'slider.confirmed': [],
  },
}
