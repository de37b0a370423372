import { message } from '../../../domain/message'
import type { Check, UiMap } from '../ui-map'

const ALIAS = 'pizzeria-demo-palermo'
const cardButton = { role: 'button', name: 'Tarjeta de crédito o débito' } as const
const number = { label: message('payment.cardNumber') }
const expiry = { label: message('payment.cardExpiry') }
const code = { label: message('payment.cardSecurityCode') }
// the holder's fields are named by their label alone; once marked, 'Este campo está incompleto' describes them
const holder = { role: 'textbox', name: message('checkout.cardNameLabel') } as const
const document = { role: 'textbox', name: message('checkout.cardDocumentLabel') } as const
const loading = { text: message('checkout.cardFieldsLoading') }
const unavailable = { text: message('checkout.cardFieldsUnavailable') }
const retry = { role: 'button', name: message('common.retry') } as const
const incomplete = { text: message('checkout.fieldIncomplete') }
const placeOrder = { role: 'button', name: message('checkout.placeOrder'), prefix: true } as const

// 'Este campo está incompleto' shows under the holder's name or document while either misses
const holderErrors: Check = {
  when: { context: 'errors.cardName' },
  is: undefined,
  checks: [
    {
      when: { context: 'errors.cardDocument' },
      is: undefined,
      checks: [{ gone: incomplete }],
      otherwise: [{ see: incomplete }],
    },
  ],
  otherwise: [{ see: incomplete }],
}

/**
 * The card provider ('Mi pago' → 'Tarjeta de crédito o débito') on Palermo's take-away checkout with a
 * stored one-line cart. Its fields load from the payment sandbox when the card is chosen (GET
 * /api/payments/sandbox/card-fields), a request the replay holds, lets through or cuts as a provider that
 * is slow or down. The diner's phone is left too short ('12'), so 'Realizar pedido' confirms the card's
 * fields without placing an order: the order's own checks stop at the phone.
 *
 * The sandbox's fields report the number's first six digits and whether number, expiry and code look
 * complete on every change: a number typed whole (16 digits) names the brand, expiry and code typed make the
 * fields complete and a code erased makes them incomplete, so the screen follows the model's two events.
 */
export const cardProviderMap: UiMap = {
  machine: 'card-provider',
  where: "Confirmación del pedido (take away, Palermo), sección 'Mi pago': la tarjeta de crédito o débito",
  url: `/menu/${ALIAS}/checkout`,
  cart: { alias: ALIAS, mode: 'TAKE_AWAY' },
  setup: [{ fill: { label: message('checkout.phoneLabel') }, with: '12' }],
  held: {
    fields: {
      name: 'la carga de los campos de la tarjeta',
      method: 'GET',
      path: '^/api/payments/sandbox/card-fields$',
    },
  },
  // the failed load and the incomplete card are toasts
  notices: true,
  events: [
    { event: 'card.started', cause: [{ tap: cardButton }] },
    { event: 'xstate.done.actor.loadCardProvider', cause: [{ release: 'fields' }] },
    // the provider down: its fields never arrive
    { event: 'xstate.error.actor.loadCardProvider', cause: [{ fail: 'fields' }] },
    { event: 'card.retried', cause: [{ tap: retry }] },
    { event: 'card.nameChanged', cause: [{ fill: holder, with: { event: 'value' } }] },
    { event: 'card.documentChanged', cause: [{ fill: document, with: { event: 'value' } }] },
    // a Visa's first digits (450799), typed as a whole number
    {
      event: 'card.binChanged',
      match: { bin: '450799' },
      cause: [{ fill: number, with: '4507 9900 0000 0000' }],
    },
    // digits no brand starts with
    { event: 'card.binChanged', cause: [{ fill: number, with: '9999 9900 0000 0000' }] },
    {
      event: 'card.providerFieldsChanged',
      match: { complete: true },
      cause: [
        { fill: expiry, with: '12/30' },
        { fill: code, with: '123' },
      ],
    },
    // the code erased: the fields no longer look complete
    { event: 'card.providerFieldsChanged', cause: [{ fill: code, with: '' }] },
    { event: 'card.confirmed', cause: [{ tap: placeOrder }] },
  ],
  states: {
    'card-provider': [{ see: cardButton }],
    'card-provider.notStarted': [{ gone: number }, { gone: loading }, { gone: unavailable }],
    'card-provider.loading': [{ see: loading }, { gone: number }, { gone: retry }],
    'card-provider.failed': [{ gone: loading }, { see: unavailable }, { see: retry }, { gone: number }],
    'card-provider.ready': [
      { gone: loading },
      { gone: unavailable },
      { see: number },
      { see: expiry },
      { see: code },
      { field: holder, shows: { context: 'cardName' } },
      { field: document, shows: { context: 'cardDocument' } },
    ],
    'card-provider.ready.editing': [holderErrors],
    'card-provider.ready.complete': [{ gone: incomplete }],
  },
}
