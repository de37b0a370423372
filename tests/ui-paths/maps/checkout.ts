import { message } from '../../../domain/message'
import type { Cause, Check, UiMap } from '../ui-map'
import { knownFigures, pendingFigures, ticketLine } from './checkout-figures'

const ALIAS = 'pizzeria-demo-palermo'
const placeOrder = { role: 'button', name: message('checkout.placeOrder'), prefix: true } as const
const placing = { role: 'button', name: message('checkout.placingOrder') } as const
const retry = { role: 'button', name: message('common.retry') } as const
const dialog = { role: 'dialog', name: message('checkout.discountCodeTitle') } as const
const addressField = { label: message('checkout.addressLabel') }
const nameField = { label: message('checkout.nameLabel') }
const phoneField = { label: message('checkout.phoneLabel') }
const ticket = { role: 'region', name: message('checkout.ticketTitle') } as const
const change = { role: 'button', name: message('address.changeAddress') } as const
// Palermo's delivery and self-service share one menu (the hashes say so): a switch keeps the cart in place,
// as the model's two modes do. Its take-away has a menu of its own (a switch there leaves for that menu).
const delivery = { role: 'button', name: 'Delivery' } as const
const selfService = { role: 'button', name: 'Autoservicio' } as const
// the payments of Palermo's delivery as the tenant file names them; the checkout starts on the first, cash
const cash = { role: 'button', name: 'Efectivo' } as const
const card = { role: 'button', name: 'Tarjeta de crédito o débito' } as const

/** The geocoder's suggestion for Av. Santa Fe 3500, tapped ('Cambiar' first when an address shows). */
const pickSantaFe: Cause[] = [
  { unless: addressField, steps: [{ tap: change }] },
  { fill: addressField, with: 'Av. Santa Fe 3500' },
  { tap: { role: 'button', name: message('checkout.addressSearch') } },
  { tap: { role: 'button', name: 'Av. Santa Fe 3500', prefix: true } },
]

/** The menu's Pizza Muzzarella $500 dearer in every size: the cart on the device was filled before. */
function repriceMuzzarella(json: unknown): unknown {
  const menu = json as {
    categories: { plates: { name: string; price?: number; sizes?: { price: number }[] }[] }[]
  }
  return {
    ...menu,
    categories: menu.categories.map((category) => ({
      ...category,
      plates: category.plates.map((plate) =>
        plate.name !== 'Pizza Muzzarella'
          ? plate
          : {
              ...plate,
              ...(plate.price === undefined ? {} : { price: plate.price + 500 }),
              sizes: plate.sizes?.map((size) => ({ ...size, price: size.price + 500 })),
            },
      ),
    })),
  }
}

/** Checks by role, read while the code's dialog is closed: a modal dialog hides the page behind it from them. */
const behind = (...checks: Check[]): Check => ({ unlessIn: 'discountDialogOpen', checks })

const modal =
  "the code's dialog is modal: the name, phone and order button behind it are reached once it is closed"
const buttonWaits = (why: string) => ({
  in: why,
  reason:
    "'Realizar pedido' is disabled while a figure of the total is loading or failed (the reason shows above it); the machine's figuresSettled guard refuses the press too",
})
const sampledAsOutcome = (what: string) =>
  `the checkout's model samples ${what}; the tap is that event's cause in this map, so the relay itself is never a step of its own`

/**
 * The checkout page itself (the parent statechart, machines/checkout.machine.ts) on Palermo's delivery
 * checkout with a stored one-line cart: every figure of the total (the service fee held, failing with
 * 'Reintentar'), the address picked from the geocoder's suggestions and its delivery fee (held, failing),
 * the menu's hashes behind the mode buttons, the cart checked against the menu on 'Realizar pedido' (the
 * Muzzarella repriced on the server's answer) and the code's dialog. What the children show inside their
 * sections is their own maps' (address, phone-lookup, discount-code, schedule, loyalty-redemption); no
 * path here completes the order: the cash amount is never typed, so the submission's checks stop it (the
 * order itself is tests/e2e/checkout.test.ts's).
 */
export const checkoutMap: UiMap = {
  machine: 'checkout',
  where:
    'Confirmación del pedido (delivery, Palermo): cifras del total, dirección y costo de envío, modos y envío',
  url: `/menu/${ALIAS}/checkout`,
  cart: { alias: ALIAS, mode: 'DELIVERY' },
  // the phone's look-up waits for the diner to stop typing, and the mode's figures stay a minute in the
  // page's cache: both on the replay's clock
  clock: true,
  held: {
    fees: { name: 'la tasa de servicio', method: 'GET', path: '^/api/ordermodes/\\d+/fees$' },
    quote: { name: 'el costo de envío', method: 'GET', path: '^/api/branch/\\d+/deliveryzones/fee$' },
    hashes: { name: 'la comparación de menús', method: 'GET', path: '^/api/diner/menu/[^/]+/hash$' },
    // only the newest: the local's cart may read the menu as the page opens
    menu: { name: 'la lectura del menú', method: 'GET', path: '^/api/diner/[^/]+/menu/\\d+$', latest: true },
  },
  // the cart repriced is told in a toast
  notices: true,
  events: [
    { event: 'xstate.done.actor.figures', cause: [{ release: 'fees' }] },
    {
      event: 'xstate.error.actor.figures',
      cause: [{ answer: 'fees', status: 503, title: 'Service Unavailable' }],
    },
    { event: 'checkout.figuresRetried', cause: [{ tap: retry }] },
    { event: 'xstate.done.actor.menuHashes', cause: [{ release: 'hashes' }] },
    {
      event: 'xstate.error.actor.menuHashes',
      cause: [{ answer: 'hashes', status: 503, title: 'Service Unavailable' }],
    },
    {
      // the order-mode child emits it once the diner taps the other mode of the same menu; a minute first,
      // so the mode's figures are read again rather than from the page's cache (as a diner who hesitates)
      event: 'orderMode.modeApplied',
      match: { mode: { id: 5 } },
      cause: [{ clock: 61_000 }, { tap: selfService }],
      unreachableIf: [
        {
          context: { hashes: null },
          reason:
            "with the menus' hashes unknown the switch asks first, and 'Continuar' empties the cart for the other menu: the order-mode-change map's flow",
        },
      ],
    },
    {
      event: 'orderMode.modeApplied',
      cause: [{ clock: 61_000 }, { tap: delivery }],
      unreachableIf: [
        {
          context: { hashes: null },
          reason:
            "with the menus' hashes unknown the switch asks first, and 'Continuar' empties the cart for the other menu: the order-mode-change map's flow",
        },
      ],
    },
    {
      event: 'orderMode.discountCodeCleared',
      unreachable: sampledAsOutcome(
        "the switch by its order-mode child's modeApplied, which the same tap emits with discountCodeCleared",
      ),
    },
    {
      event: 'orderMode.cartCleared',
      unreachable:
        "emitted only when the diner confirms a switch to a mode with another menu: the cart goes and the page leaves for that menu (the order-mode-change map and tests/e2e/checkout-mode.test.ts); the model's modes share one menu",
    },
    {
      event: 'checkout.modeSelected',
      unreachable: sampledAsOutcome("a mode button's tap by its outcome, orderMode.modeApplied"),
    },
    {
      event: 'checkout.modeChangeAnswered',
      unreachable:
        "the confirmation shows only for a mode with another menu (see orderMode.cartCleared); the model's modes share one menu",
    },
    {
      event: 'address.confirmed',
      match: { address: { lat: null } },
      unreachable:
        'every suggestion of the geocoder carries its point (server/geocoding): a tapped one is always quoted',
    },
    { event: 'address.confirmed', cause: pickSantaFe },
    {
      event: 'checkout.addressChosen',
      unreachable:
        'raised only as the page opens, for an address the diner gave on the menu (stored userLocation); the model opens without one, and an address picked on the page is address.confirmed',
    },
    {
      event: 'checkout.suggestionPicked',
      unreachable: sampledAsOutcome("a suggestion's tap by the address child's address.confirmed"),
    },
    {
      event: 'checkout.addressChangeRequested',
      unreachable: sampledAsOutcome("'Cambiar' as the first step of address.confirmed"),
    },
    {
      event: 'checkout.addressNotesChanged',
      unreachable:
        "not sampled by the checkout's model: the between-streets and details only ride along with the address (tests/e2e/checkout.test.ts types them and reads them on the order)",
    },
    { event: 'xstate.done.actor.deliveryQuote', cause: [{ release: 'quote' }] },
    {
      event: 'xstate.error.actor.deliveryQuote',
      cause: [{ answer: 'quote', status: 503, title: 'Service Unavailable' }],
    },
    { event: 'checkout.feeRetried', cause: [{ tap: retry }] },
    {
      event: 'checkout.paymentChosen',
      unreachable:
        "with no code the discount child answers the request at once (discount.paymentChanged), so the page never rests between the two; the model samples them apart, and the tap on the other payment is replayed as discount.paymentChanged's cause",
    },
    {
      // with no code the discount child takes the payment at once: the same tap
      event: 'discount.paymentChanged',
      match: { paymentId: 2 },
      cause: [{ tap: card }],
      unreachableWhen: [{ in: 'discountDialogOpen', reason: modal }],
    },
    {
      event: 'discount.paymentChanged',
      cause: [{ tap: cash }],
      unreachableWhen: [{ in: 'discountDialogOpen', reason: modal }],
    },
    {
      event: 'checkout.discountOpened',
      cause: [{ tap: { role: 'button', name: message('checkout.discountCodeButton') } }],
    },
    { event: 'checkout.discountClosed', cause: [{ tap: { role: 'button', name: message('common.close') } }] },
    {
      event: 'checkout.discountPressed',
      unreachable:
        "the checkout's model types no code, and with none 'Aplicar' is disabled; the dialog's button with a code is the discount-code map's, on this page",
    },
    {
      event: 'discount.dismissed',
      unreachable:
        "the code's child dismisses the dialog on 'Continuar', once a code is applied: the discount-code map replays it on this page; the checkout's model types no code",
    },
    {
      event: 'loyalty.pointsRedeemed',
      unreachable:
        "the loyalty child emits the points once a redemption is confirmed (phone code, reward), which the loyalty-redemption map replays on this page; the checkout's model samples them to check the order body it sends",
    },
    {
      event: 'loyalty.rewardClaimed',
      unreachable:
        "not sampled by the checkout's model: the loyalty child's sign-up claims the link's reward (the loyalty-redemption map's); the page only toasts it",
    },
    ...(
      [
        'xstate.done.actor.loyaltyProgramme',
        'xstate.error.actor.loyaltyProgramme',
        'xstate.snapshot.phone',
        'xstate.snapshot.schedule',
        'xstate.snapshot.discount',
      ] as const
    ).map((event) => ({
      event,
      unreachable:
        "sampled by the checkout's model only to check the order body it sends (phone, slot, code, loyalty); on the page they follow the phone-lookup, schedule, discount-code and loyalty-redemption maps' own steps, replayed there, and this map's paths never send the order",
    })),
    {
      event: 'phone.customerLoaded',
      // the number typed again, so the look-up runs again; the look-up waits for the typing to stop
      cause: [{ fill: phoneField, with: '' }, { fill: phoneField, with: '11 2345-6789' }, { clock: 1000 }],
      unreachableWhen: [{ in: 'discountDialogOpen', reason: modal }],
    },
    {
      event: 'phone.dependentsCleared',
      unreachable:
        "not sampled by the checkout's model: the phone child emits it as the number changes (the phone-lookup map's phone.changed), and the code it clears is the discount-code map's phoneChanged",
    },
    {
      event: 'checkout.fieldChanged',
      cause: [{ fill: nameField, with: { event: 'value' } }],
      unreachableWhen: [{ in: 'discountDialogOpen', reason: modal }],
    },
    {
      event: 'checkout.submitPressed',
      cause: [{ tap: placeOrder }],
      unreachableWhen: [
        { in: 'discountDialogOpen', reason: modal },
        buttonWaits('figuresLoading'),
        buttonWaits('figuresFailed'),
        buttonWaits('feeQuoting'),
        buttonWaits('feeFailed'),
      ],
    },
    // the menu as the server has it: the cart on the device is the menu's (a cart already repriced is not)
    {
      event: 'xstate.done.actor.cartCheck',
      match: { output: [{ price: 4500 }] },
      cause: [{ release: 'menu' }],
    },
    {
      event: 'xstate.done.actor.cartCheck',
      cause: [
        {
          edited: 'menu',
          edit: repriceMuzzarella,
          says: 'Haz que la lectura del menú diga la Pizza Muzzarella $500 más cara',
        },
      ],
    },
    {
      // the page reads the menu again twice, a second and then two apart, before it gives up
      event: 'xstate.error.actor.cartCheck',
      cause: [
        { answer: 'menu', status: 503, title: 'Service Unavailable' },
        { clock: 1000 },
        { answer: 'menu', status: 503, title: 'Service Unavailable' },
        { clock: 2000 },
        { answer: 'menu', status: 503, title: 'Service Unavailable' },
      ],
    },
    // the page's minute: the schedule child's slots (none at Palermo) follow it
    { event: 'checkout.clockTicked', cause: [{ clock: 60_000 }] },
    // what the children emit for the edge: the order's own path is the checkout-submission map's
    ...(
      [
        'notify',
        'order.placed',
        'order-code.store',
        'console.notify',
        'payment.orderRecorded',
        'open-external',
        'navigate',
      ] as const
    ).map((event) => ({
      event,
      unreachable:
        "not sampled by the checkout's model: the submission child's (and the card's) effects, relayed to the page untouched; the checkout-submission map replays the order button's own path",
    })),
    ...(['checkout.paymentRetried', 'checkout.payAtCounterChosen'] as const).map((event) => ({
      event,
      unreachable:
        "the rejected card's panel ('Reintentar', 'Pagar en caja') shows only on a kiosk whose card payment failed after the order was created: the checkout-submission map's paymentRejected (tests/e2e/kiosk-order.test.ts); the checkout's model samples neither",
    })),
    // an order refused with a list of errors: the figures and the cart read again, silently
    {
      event: 'checkout.revalidate',
      unreachable:
        "emitted by the submission child only when the server refuses the order it sent with a list of errors (a 409): the checkout's model holds no submission in flight, the checkout-submission map replays that answer (the failure toast, then 'Realizar pedido' again)",
    },
    ...(['xstate.done.actor.cartRevision', 'xstate.error.actor.cartRevision'] as const).map((event) => ({
      event,
      unreachable:
        "the menu read after a refused order (checkout.revalidate, replayed by the checkout-submission map's 409 with errors): never reached from this map's paths",
    })),
    {
      event: 'checkout.modeSwitched',
      unreachable:
        'raised by the machine itself within the switch (orderMode.modeApplied): never a step of its own',
    },
    {
      event: 'schedule.switched',
      unreachable:
        "Palermo's modes take no scheduled orders (no schedule section), and the model samples no schedule: the code it clears is the discount-code map's scheduleChanged",
    },
  ],
  states: {
    checkout: [
      behind(
        { see: { role: 'heading', name: message('checkout.title') } },
        { pressed: delivery, shows: { context: 'delivery' } },
      ),
      { field: nameField, shows: { context: 'form.customerName' } },
      // the ticket's line and subtotal, as the context has them (checkout-figures.ts)
      ...ticketLine,
      // cash asks what the diner pays with; a card shows its fields
      {
        when: { context: 'paymentTypeId' },
        is: 1,
        checks: [{ see: { label: message('checkout.cashAmountPrompt') } }],
        // (by its name's start: once marked, the field's error is read after its label)
        otherwise: [
          behind({ see: { role: 'textbox', name: message('checkout.cardNameLabel'), prefix: true } }),
        ],
      },
    ],
    'checkout.figures': [],
    'checkout.figures.loading': [{ see: { text: message('checkout.figuresLoading') } }, ...pendingFigures],
    // the sentence with 'Reintentar' after it, above the order button
    'checkout.figures.failed': [
      { see: { textStart: message('checkout.figuresFailed') } },
      behind({ see: retry }),
      ...pendingFigures,
    ],
    'checkout.figures.ready': [
      { gone: { text: message('checkout.figuresLoading') } },
      { gone: { textStart: message('checkout.figuresFailed') } },
      // the fees, the total: Palermo's delivery (the self-service mode's fee is its own)
      { when: { context: 'orderModeId' }, is: 1, checks: knownFigures },
    ],
    'checkout.delivery': [],
    'checkout.delivery.noAddress': [
      {
        when: { context: 'delivery' },
        is: true,
        checks: [{ see: addressField }],
        otherwise: [{ gone: addressField }, { gone: { text: message('checkout.myAddress') } }],
      },
    ],
    'checkout.delivery.quoting': [
      behind({ see: change }),
      { see: { text: message('checkout.deliveryFeeComputing') } },
    ],
    'checkout.delivery.quoteFailed': [
      behind({ see: change }, { see: retry }),
      { see: { text: message('checkout.deliveryFeeFailed') } },
    ],
    'checkout.delivery.quoted': [
      {
        when: { context: 'delivery' },
        is: true,
        checks: [
          // Santa Fe 3500's fee in the order's detail, as the model's quote has it
          behind({ see: change }, { see: { within: ticket, target: { text: '$1.500' } } }),
          { gone: { text: message('checkout.deliveryFeeComputing') } },
          { gone: { text: message('checkout.deliveryFeeFailed') } },
        ],
      },
    ],
    'checkout.order': [],
    'checkout.order.idle': [behind({ see: placeOrder })],
    'checkout.order.checkingCart': [behind({ see: placing })],
    // a refused order's cart read against the menu ('Realizar pedido' waits, as for the check before sending)
    'checkout.order.revisingCart': {
      unreachable:
        "entered only on checkout.revalidate, a refused order's answer: the checkout-submission map replays it (its 409 with errors)",
    },
    'checkout.modeSwitch': [behind({ see: { role: 'heading', name: message('storefront.orderModes') } })],
    // the mode buttons show, waiting (disabled) until the menus' hashes tell whether the cart stays
    'checkout.modeSwitch.loading': [],
    'checkout.modeSwitch.ready': [],
    'checkout.loyalty': [],
    'checkout.loyalty.loading': [],
    ...Object.fromEntries(
      ['checkout.loyalty.on', 'checkout.loyalty.off'].map((id) => [
        id,
        {
          unreachable:
            "the loyalty programme's answer is the loyalty-redemption map's (its section on this page); the checkout's model samples it only to check the order body",
        },
      ]),
    ),
    'checkout.discountDialog': [],
    'checkout.discountDialog.closed': [{ gone: dialog }],
    'checkout.discountDialog.open': [{ see: dialog }],
  },
}
