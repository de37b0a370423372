import type { OrderModeOption } from '../domain/order-mode'
import { defineModel } from './graph/model'
import { orderModeChangeMachine } from './order-mode-change.machine'

/** Palermo's modes: delivery and table share the main menu, take-away has its own (a different hash). */
export const palermoModes: OrderModeOption[] = [
  {
    id: 1,
    type: 'DELIVERY',
    paymentTypes: [
      { id: 11, paymentMethod: 'CASH', active: true, upload: 'APP' },
      { id: 12, paymentMethod: 'ONLINE_CARD', active: true, upload: 'API' },
    ],
  },
  {
    id: 2,
    type: 'TAKE_AWAY',
    paymentTypes: [
      { id: 21, paymentMethod: 'CASH', active: false, upload: 'APP' },
      { id: 22, paymentMethod: 'PAYMENT_LINK', active: true, upload: 'API' },
    ],
  },
  { id: 3, type: 'TABLE', paymentTypes: [] },
]

export const orderModeChangeModel = defineModel({
  name: 'order-mode-change',
  description:
    'Choosing an order mode: a different menu discards the cart (asking first when it has items), the mode ' +
    'takes its default payment, the discount code is cleared and the menu of the mode opens; leaving for ' +
    'another local with items asks first.',
  machine: orderModeChangeMachine,
  input: {
    alias: 'pizzeria-demo-palermo',
    modes: palermoModes,
    hashes: { 1: 'carta-principal', 2: 'carta-para-retirar', 3: 'carta-principal' },
    currentModeId: 1,
    cartItemCount: 2,
  },
  events: [
    { type: 'orderMode.selected', modeId: 1 },
    { type: 'orderMode.selected', modeId: 2 },
    { type: 'orderMode.selected', modeId: 3 },
    { type: 'orderMode.selected', modeId: 99 },
    { type: 'orderMode.cartChanged', itemCount: 0 },
    { type: 'orderMode.cartChanged', itemCount: 2 },
    { type: 'orderMode.localChangeRequested', alias: 'pizzeria-demo-belgrano' },
    { type: 'orderMode.localChangeRequested', alias: 'pizzeria-demo-palermo' },
  ],
})
