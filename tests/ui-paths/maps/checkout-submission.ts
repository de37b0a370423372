import { message } from '../../../domain/message'
import type { Cause, EventEntry, UiMap } from '../ui-map'

const PALERMO = 'pizzeria-demo-palermo'
const FLORES = 'pizzeria-demo-flores'
const BELGRANO = 'pizzeria-demo-belgrano'
const placeOrder = { role: 'button', name: message('checkout.placeOrder'), prefix: true } as const
const placing = { role: 'button', name: message('checkout.placingOrder') } as const
const nameField = { label: message('checkout.nameLabel') }
const phoneField = { label: message('checkout.phoneLabel') }
const emailField = { label: message('checkout.emailLabel') }
const documentField = { label: message('checkout.documentLabel') }
const cashField = { label: message('checkout.cashAmountPrompt') }
const addressField = { label: message('checkout.addressLabel') }
// the follow-up page of the order just placed: 'Pedido <código>'
const followUp = { role: 'heading', name: 'Pedido', prefix: true } as const
// the payments as the tenant file names them
const card = { role: 'button', name: 'Tarjeta de crédito o débito' } as const
const paymentLink = { role: 'button', name: message('checkout.paymentLink') } as const
// the holder's fields are named by their label and, once marked, by 'Este campo está incompleto' after it
const holder = { role: 'textbox', name: message('checkout.cardNameLabel'), prefix: true } as const
const holderDocument = { role: 'textbox', name: message('checkout.cardDocumentLabel'), prefix: true } as const

/**
 * The diner's own data as the model's valid draft has it; the phone is one no order of this map stores
 * where a look-up could fill the name back in ('Cliente Demo' orders with 11 2345-6789).
 */
const PHONE = '11 2345-6789'
const FRESH_PHONE = '11 2999-0423'

/** The geocoder's suggestion for Av. Santa Fe 3500 (in Palermo's zone, $1.500), its fee answered by `quote`. */
const pickSantaFe = (quote: Cause): Cause[] => [
  { fill: addressField, with: 'Av. Santa Fe 3500' },
  { tap: { role: 'button', name: message('checkout.addressSearch') } },
  { tap: { role: 'button', name: 'Av. Santa Fe 3500', prefix: true } },
  quote,
]

/** Belgrano's schedule answered with no day and no slot: 'Ahora' stays chosen, whatever the hour. */
const noSlots: Cause = {
  answer: 'schedule',
  status: 200,
  title: 'sin días ni horarios',
  json: { schedulerDaysInfo: [], datesBetween: [] },
}

/** Palermo's quote for Santa Fe 3500 as the server gives it, with these of its fields changed. */
const quoteSays = (json: Record<string, unknown>, says: string): Cause => ({
  edited: 'quote',
  edit: (answer) => ({ ...(answer as Record<string, unknown>), ...json }),
  says,
})

interface Form {
  name?: string
  phone?: string
  email?: string
  document?: string
  cash?: string
  quote?: Cause
}

/**
 * Palermo's delivery form filled as the model's valid draft (Santa Fe 3500, 'Cliente Demo', paying with
 * $20.000 a total of $15.470), but for what `over` changes, then 'Realizar pedido'.
 */
const submitDelivery = (over: Form = {}): Cause[] => [
  ...pickSantaFe(over.quote ?? { release: 'quote' }),
  { fill: phoneField, with: over.phone ?? PHONE },
  { fill: nameField, with: over.name ?? 'Cliente Demo' },
  ...(over.email === undefined ? [] : [{ fill: emailField, with: over.email }]),
  ...(over.document === undefined ? [] : [{ fill: documentField, with: over.document }]),
  ...(over.cash === '' ? [] : [{ fill: cashField, with: over.cash ?? '20000' }]),
  { tap: placeOrder },
]

/** The sandbox's approved card and its holder, typed once the provider's fields show. */
const approvedCard: Cause[] = [
  { tap: card },
  { fill: { label: message('payment.cardNumber') }, with: '4509 9535 6623 3704' },
  { fill: { label: message('payment.cardExpiry') }, with: '12/30' },
  { fill: { label: message('payment.cardSecurityCode') }, with: '123' },
  { fill: holder, with: 'Ana Pérez' },
  { fill: holderDocument, with: '30123456' },
]

/** Palermo's self-service kiosk: its start screen, a burger to its checkout, the sandbox card typed there. */
const KIOSK = `/menu/${PALERMO}/self-service?kiosk=1`
const retryPayment = { role: 'button', name: message('kiosk.retryPayment') } as const
const kioskCardOrder: Cause[] = [
  { open: KIOSK },
  { tap: { role: 'button', name: message('kiosk.touchToStart') } },
  { tap: { role: 'link', name: 'Hamburguesa Completa', prefix: true } },
  { tap: { role: 'button', name: 'Agregar ', prefix: true } },
  { tap: { role: 'link', name: 'Ver mi pedido', prefix: true } },
  { tap: { role: 'link', name: 'Continuar' } },
  { tap: card },
  { fill: { label: message('payment.cardNumber') }, with: '4509 9535 6623 3704' },
  { fill: { label: message('payment.cardExpiry') }, with: '12/30' },
  { fill: { label: message('payment.cardSecurityCode') }, with: '123' },
  { fill: holder, with: 'Cliente Kiosco' },
  { fill: holderDocument, with: '30123456' },
  { tap: placeOrder },
]

const draft = (fields: Record<string, unknown>) => ({ request: { draft: fields } })

/** One invalid draft of the model, caused by the form filled so that exactly its check fails. */
const invalid = (fields: Record<string, unknown>, cause: Cause[]): EventEntry => ({
  event: 'checkout.submitted',
  match: draft(fields),
  cause,
})

/**
 * The order button's own path (machines/checkout-submission.machine.ts), the checkout's submit child, on
 * the real checkouts the model's requests belong to. Palermo's delivery checkout with a stored one-line
 * cart is the start; each invalid draft the page can produce is the form filled so that its check is the
 * last failing one (the toast shows the last), some on the checkout of the local whose settings ask for it
 * (Belgrano's email and between-streets, its schedule held; Palermo's table typed; a Provoleta below the
 * zone's minimum). The valid requests place real orders where they belong: cash at Flores (no console:
 * WhatsApp opens), a payment link on Palermo's take-away, the sandbox card on its delivery, and the card on
 * Palermo's self-service kiosk, where a failed card waits for 'Reintentar el pago' or 'Pagar en caja'.
 * The order, the payment link, the card's token and payment and the change to the counter are held, so
 * each answer (or failure) is the path's; the delivery fee is held too, for the quotes that block.
 */
export const checkoutSubmissionMap: UiMap = {
  machine: 'checkout-submission',
  where: "Confirmación del pedido: el botón 'Realizar pedido', sus controles y el envío del pedido",
  url: `/menu/${PALERMO}/checkout`,
  cart: { alias: PALERMO, mode: 'DELIVERY' },
  held: {
    quote: { name: 'el costo de envío', method: 'GET', path: '^/api/branch/\\d+/deliveryzones/fee$' },
    order: { name: 'el envío del pedido', method: 'POST', path: '^/api/order$' },
    paymentUrl: { name: 'el pedido del link de pago', method: 'POST', path: '^/api/paymenturl$' },
    token: {
      name: 'la validación de la tarjeta',
      method: 'POST',
      path: '^/api/payments/sandbox/card-tokens$',
    },
    payment: { name: 'el pago con tarjeta', method: 'POST', path: '^/api/order/payment$' },
    // the order read back for its WhatsApp message, by the local's id (the follow-up reads by alias)
    placedOrder: {
      name: 'la lectura del pedido hecho',
      method: 'GET',
      path: '^/api/diner/\\d+/order/[^/]+$',
    },
    method: {
      name: 'el cambio a pago en caja',
      method: 'POST',
      path: '^/api/order/[^/]+/payment-method$',
    },
    // only Belgrano's modes take scheduled orders: no other page asks
    schedule: { name: 'la lectura de los horarios', method: 'GET', path: '^/api/ordermode/schedule/[^/]+$' },
  },
  // every check's message, and the failures of the order and its payment, are toasts
  notices: true,
  events: [
    // ——— the submit checks: the toast shows the last failing check, so each draft leaves only its own ———
    invalid({ phone: '' }, submitDelivery({ phone: '' })),
    invalid({ phone: '123' }, submitDelivery({ phone: '123' })),
    invalid({ customerName: '' }, submitDelivery({ name: '', phone: FRESH_PHONE })),
    invalid({ orderModeType: 'TABLE' }, [
      // Palermo's 'En el salón' opened without a table in its link: the diner's data and the cash are asked
      // as on any phone, the table is typed, and left empty
      { openWithCart: `/menu/${PALERMO}/checkout`, cart: { alias: PALERMO, mode: 'TABLE' } },
      { fill: phoneField, with: PHONE },
      { fill: nameField, with: 'Cliente Demo' },
      { fill: cashField, with: '20000' },
      { tap: placeOrder },
    ]),
    invalid({ required: { email: true } }, [
      // Belgrano asks for the email (mandatoryEmail); its take-away's schedule answered with no slot
      { openWithCart: `/menu/${BELGRANO}/checkout`, cart: { alias: BELGRANO, mode: 'TAKE_AWAY' } },
      noSlots,
      { fill: phoneField, with: PHONE },
      { fill: nameField, with: 'Cliente Demo' },
      { fill: cashField, with: '20000' },
      { tap: placeOrder },
    ]),
    invalid({ customerEmail: 'cliente@demo' }, submitDelivery({ email: 'cliente@demo' })),
    // the field drops the dots as they are typed: '1.234' reads 1234, four digits
    invalid({ customerDocument: '1.234' }, submitDelivery({ document: '1.234' })),
    invalid({ paymentMethod: 'CASH', paymentAmount: null }, submitDelivery({ cash: '' })),
    invalid({ paymentMethod: 'CASH', paymentAmount: 15_000 }, submitDelivery({ cash: '15000' })),
    invalid({ delivery: { fullAddress: '' } }, [
      { fill: phoneField, with: PHONE },
      { fill: nameField, with: 'Cliente Demo' },
      { fill: cashField, with: '20000' },
      { tap: placeOrder },
    ]),
    invalid({ delivery: { betweenStreetsRequired: true } }, [
      // Belgrano asks for the between-streets; Santa Fe 3500 quoted as inside its zone, the streets left empty
      { openWithCart: `/menu/${BELGRANO}/checkout`, cart: { alias: BELGRANO, mode: 'DELIVERY' } },
      noSlots,
      ...pickSantaFe(
        quoteSays(
          { inZone: true, ridersAvailable: true, cashRidersAvailable: true },
          'Haz que el costo de envío diga que la dirección está dentro de la zona de Belgrano',
        ),
      ),
      { fill: phoneField, with: PHONE },
      { fill: nameField, with: 'Cliente Demo' },
      { fill: emailField, with: 'cliente@demo.com' },
      { fill: cashField, with: '20000' },
      { tap: placeOrder },
    ]),
    invalid({ itemsSubtotal: 7000 }, [
      // a Provoleta ($7.200) alone is below the zone's $8.000
      {
        openWithCart: `/menu/${PALERMO}/checkout`,
        cart: { alias: PALERMO, mode: 'DELIVERY', plate: 'Provoleta' },
      },
      ...submitDelivery(),
    ]),
    invalid(
      { delivery: { availability: 'noRiders' } },
      submitDelivery({
        quote: quoteSays(
          { ridersAvailable: false },
          'Haz que el costo de envío diga que no hay repartidores',
        ),
      }),
    ),
    invalid(
      { delivery: { availability: 'outsideArea' } },
      submitDelivery({
        quote: quoteSays(
          { inZone: false },
          'Haz que el costo de envío diga que la dirección está fuera de zona',
        ),
      }),
    ),
    {
      event: 'checkout.submitted',
      match: draft({ delivery: { availability: 'computing' } }),
      unreachable:
        "'Realizar pedido' is disabled while the delivery fee is computed, the reason above it (the checkout map's feeQuoting): the press never reaches this check",
    },
    invalid(
      { delivery: { cashRidersAvailable: false } },
      submitDelivery({
        quote: quoteSays(
          { cashRidersAvailable: false },
          'Haz que el costo de envío diga que ningún repartidor acepta efectivo',
        ),
      }),
    ),
    invalid({ paymentMethod: 'ONLINE_CARD', cardComplete: false }, [
      ...pickSantaFe({ release: 'quote' }),
      { fill: phoneField, with: PHONE },
      { fill: nameField, with: 'Cliente Demo' },
      { tap: card },
      { fill: { label: message('payment.cardNumber') }, with: '4509 9535 6623 3704' },
      { tap: placeOrder },
    ]),
    invalid({ schedule: { loading: true } }, [
      // Belgrano's take-away reads its schedule as the page opens: the press comes while it is held
      { openWithCart: `/menu/${BELGRANO}/checkout`, cart: { alias: BELGRANO, mode: 'TAKE_AWAY' } },
      { tap: placeOrder },
    ]),
    {
      event: 'checkout.submitted',
      match: draft({ schedule: { canOrderNow: false } }),
      unreachable:
        "no demo mode takes only scheduled orders (scheduledOrders 'ONLY'), so the page never reads 'cannot order now' (the schedule map's noOnlyScheduled); the same toast after 'Programado' with no slot chosen is the schedule map's missing slot",
    },
    // ——— the valid requests: real orders ———
    {
      // the kiosk's own checkout: a failed card waits there for a retry or the counter
      event: 'checkout.submitted',
      match: { request: { kiosk: true } },
      cause: kioskCardOrder,
    },
    {
      // Flores takes its orders by WhatsApp (no console): its take-away, paid cash
      event: 'checkout.submitted',
      match: { request: { consoleActive: false } },
      cause: [
        { openWithCart: `/menu/${FLORES}/checkout`, cart: { alias: FLORES, mode: 'TAKE_AWAY' } },
        { fill: phoneField, with: PHONE },
        { fill: nameField, with: 'Cliente Demo' },
        { fill: cashField, with: '30000' },
        { tap: placeOrder },
      ],
    },
    {
      event: 'checkout.submitted',
      match: draft({ paymentMethod: 'PAYMENT_LINK' }),
      cause: [
        { openWithCart: `/menu/${PALERMO}/checkout`, cart: { alias: PALERMO, mode: 'TAKE_AWAY' } },
        { fill: phoneField, with: PHONE },
        { fill: nameField, with: 'Cliente Demo' },
        { tap: paymentLink },
        { tap: placeOrder },
      ],
    },
    {
      event: 'checkout.submitted',
      match: draft({ paymentMethod: 'ONLINE_CARD', cardComplete: true }),
      cause: [
        ...pickSantaFe({ release: 'quote' }),
        { fill: phoneField, with: PHONE },
        { fill: nameField, with: 'Cliente Demo' },
        ...approvedCard,
        { tap: placeOrder },
      ],
    },
    // ——— the order and its payment ———
    { event: 'xstate.done.actor.createOrder', cause: [{ release: 'order' }] },
    {
      // an answer that lists its errors: the cart is revalidated (src/features/checkout/lib/order-answer.ts),
      // and the page tells the order failed; once the figures and the menu are read again (silently, no
      // 'Actualizamos tu pedido') 'Realizar pedido' is there to press again
      event: 'xstate.error.actor.createOrder',
      match: { error: { status: 409 } },
      cause: [
        {
          answer: 'order',
          status: 409,
          title: 'Conflict',
          json: {
            type: 'about:blank',
            title: 'Conflict',
            status: 409,
            errors: [{ type: 'DISCOUNT_EXPIRED' }],
          },
        },
      ],
      shows: [{ see: { text: message('checkout.orderFailed') } }, { see: placeOrder }],
    },
    {
      event: 'xstate.error.actor.createOrder',
      cause: [{ answer: 'order', status: 500, title: 'Internal Server Error' }],
    },
    { event: 'xstate.done.actor.createPaymentUrl', cause: [{ release: 'paymentUrl' }] },
    {
      event: 'xstate.error.actor.createPaymentUrl',
      cause: [{ answer: 'paymentUrl', status: 502, title: 'Bad Gateway' }],
    },
    { event: 'xstate.done.actor.createCardToken', cause: [{ release: 'token' }] },
    {
      event: 'xstate.error.actor.createCardToken',
      cause: [{ answer: 'token', status: 422, title: 'Unprocessable Entity' }],
    },
    { event: 'xstate.done.actor.sendCardPayment', cause: [{ release: 'payment' }] },
    {
      event: 'xstate.error.actor.sendCardPayment',
      cause: [{ answer: 'payment', status: 402, title: 'Payment Required' }],
    },
    // ——— the kiosk's rejected card: 'Reintentar el pago' or 'Pagar en caja' ———
    {
      event: 'checkout.paymentRetried',
      match: { card: { paymentMethodId: null } },
      // the number erased: the provider no longer reads its brand
      cause: [{ fill: { label: message('payment.cardNumber') }, with: '' }, { tap: retryPayment }],
    },
    {
      event: 'checkout.paymentRetried',
      cause: [
        { fill: { label: message('payment.cardNumber') }, with: '4509 9535 6623 3704' },
        { tap: retryPayment },
      ],
    },
    {
      // the rejection's own 'Pagar en caja' (the payment section above has one of that name too)
      event: 'checkout.payAtCounterChosen',
      cause: [
        {
          tapAt: (from) => ({
            within: { role: 'region', name: from.context.paymentError },
            target: { role: 'button', name: message('kiosk.payAtCounter') },
          }),
        },
      ],
    },
    // ——— a local without the console: the order read back for its WhatsApp message ———
    { event: 'xstate.done.actor.fetchPlacedOrder', cause: [{ release: 'placedOrder' }] },
    {
      // unread, no WhatsApp opens: the follow-up offers the message instead
      event: 'xstate.error.actor.fetchPlacedOrder',
      cause: [{ answer: 'placedOrder', status: 503, title: 'Service Unavailable' }],
      shows: [{ see: { role: 'link', name: message('whatsapp.send') } }],
    },
    { event: 'xstate.done.actor.changePaymentMethod', cause: [{ release: 'method' }] },
    {
      event: 'xstate.error.actor.changePaymentMethod',
      cause: [{ answer: 'method', status: 409, title: 'Conflict' }],
    },
  ],
  states: {
    'checkout-submission': [],
    'checkout-submission.idle': [{ see: placeOrder }],
    'checkout-submission.creatingOrder': [{ see: placing }],
    // passed through at once (to the payment link, the card or the delivery of the order)
    'checkout-submission.orderCreated': [],
    'checkout-submission.requestingPaymentUrl': [{ see: placing }],
    'checkout-submission.creatingCardToken': [{ see: placing }],
    'checkout-submission.sendingCardPayment': [{ see: placing }],
    // the order exists, unpaid: why the card failed, above 'Reintentar el pago' and 'Pagar en caja'
    'checkout-submission.paymentRejected': [
      { see: retryPayment },
      { message: { context: 'paymentError' }, within: { role: 'alert' } },
    ],
    'checkout-submission.changingPaymentMethod': [{ see: placing }],
    'checkout-submission.delivering': [],
    'checkout-submission.readingPlacedOrder': [{ see: placing }],
    // a kiosk shows the order's number for the counter to call; a phone opens the order's follow-up, or
    // its payment link's page
    'checkout-submission.submitted': [
      {
        when: { context: 'request.kiosk' },
        is: true,
        checks: [{ see: { text: message('kiosk.pickUp') } }],
        // a console local's order with a payment link goes to the link's page (the sandbox's) at once
        otherwise: [
          {
            when: { context: 'paymentUrl' },
            is: null,
            checks: [{ see: followUp }],
            otherwise: [
              {
                when: { context: 'request.consoleActive' },
                is: true,
                checks: [{ see: { role: 'heading', name: message('payment.sandboxTitle') } }],
                otherwise: [{ see: followUp }],
              },
            ],
          },
        ],
      },
    ],
  },
}
