import { message } from '../../../domain/message'
import type { DiscountCodeContext } from '../../../machines/discount-code.machine'
import { PARTNER_COOKIES } from '../../../src/features/checkout/lib/partner-session'
import { palermoModes, storedCartEntry } from '../../e2e/stored-cart'
import type { Cause, UiMap } from '../ui-map'

const ALIAS = 'pizzeria-demo-palermo'
const dialog = { role: 'dialog', name: message('checkout.discountCodeTitle') } as const
const confirmation = { role: 'dialog', name: message('checkout.myPayment') } as const
const field = { label: message('checkout.discountCodeLabel') }
const phone = { label: message('checkout.phoneLabel') }
const openDialog: Cause = { tap: { role: 'button', name: message('checkout.discountCodeButton') } }
const closeDialog: Cause = { tap: { role: 'button', name: message('common.close') } }
// the other payment of the mode, named as the tenant file names it: the checkout starts on cash, the first
// one (checkout-input.ts)
const card: Cause = { tap: { role: 'button', name: 'Tarjeta de crédito o débito' } }
// the dialog is modal: what lies behind it (the phone, the payments, 'Eliminar código') is reached by
// closing it, and it is opened again after, so every state below is read with the dialog open
const behindDialog = (...steps: Cause[]): Cause[] => [closeDialog, ...steps, openDialog]

const noScheduleWithCodes =
  "the demo's codes are Palermo's, and Palermo's modes take no scheduled orders: no schedule section shows beside a code (Belgrano schedules, and has no codes); the switch is unit-tested in machines/discount-code"
const partnerOnlyOnOpening =
  "a partner's benefit comes with the checkout's figures, which load when the page opens or after a mode switch, which first empties the code (discount.orderModeChanged): never over a code typed, being checked or applied"
const modalConfirmation =
  "the payment's confirmation is modal: the code field, the payments and 'Eliminar código' are behind it until it is answered (Aceptar or Cancelar)"

/**
 * The checkout's discount code ('Agregar código de descuento') on Palermo's delivery checkout with a stored
 * one-line cart ($13.500, under MINIMO20's $20.000 minimum), against the real server's codes; the demo
 * customer's phone is typed first, as 'Aplicar' needs the diner's data.
 */
export const discountCodeMap: UiMap = {
  machine: 'discount-code',
  where: "Confirmación del pedido (delivery, Palermo), sección 'Mi pago': el diálogo del código de descuento",
  url: `/menu/${ALIAS}/checkout`,
  cart: { alias: ALIAS, mode: 'DELIVERY' },
  // FLASH's 180 s pass on the page's own clock
  clock: true,
  setup: [{ fill: phone, with: '11 2345-6789' }, openDialog],
  held: {
    validate: { name: 'la validación del código', method: 'POST', path: '^/api/codediscounts/validate$' },
  },
  // 'Aplicar' without the diner's data, the unknown code and FLASH's expiry are toasts
  notices: true,
  events: [
    {
      event: 'discount.codeChanged',
      cause: [{ fill: field, with: { event: 'code' } }],
      unreachableWhen: [
        {
          in: 'discount-code.loading',
          reason: "the field is read-only while the code is checked ('Aplicando', tag busy)",
        },
        { in: 'discount-code.success.confirmingPaymentChange', reason: modalConfirmation },
      ],
    },
    {
      event: 'discount.buttonPressed',
      in: 'labelContinue',
      // first: whatever the payment and phone, 'Continuar' closes the dialog: opening it again shows the code still applied
      cause: [{ tap: { role: 'button', name: message('discount.continue') } }, openDialog],
      unreachableWhen: [{ in: 'discount-code.success.confirmingPaymentChange', reason: modalConfirmation }],
    },
    {
      event: 'discount.buttonPressed',
      match: { paymentId: null },
      unreachable:
        'every demo mode has payment types and the checkout starts on the first one (checkout-input.ts): the button always carries a payment',
    },
    {
      // a number too short to be a phone: the diner's data are not valid
      event: 'discount.buttonPressed',
      match: { phone: '12' },
      cause: [
        ...behindDialog({ fill: phone, with: '12' }),
        { tap: { role: 'button', name: message('discount.apply') } },
      ],
    },
    {
      event: 'discount.buttonPressed',
      cause: [{ tap: { role: 'button', name: message('discount.apply') } }],
    },
    // the real server knows MINIMO20 at Palermo
    {
      event: 'xstate.done.actor.validateCode',
      match: { output: { code: 'MINIMO20' } },
      cause: [{ release: 'validate' }],
    },
    {
      // FLASH as the server gives it (limited usage: it counts 180 s), answered for the code typed
      event: 'xstate.done.actor.validateCode',
      cause: [
        {
          answer: 'validate',
          status: 200,
          title: 'FLASH, 10 %, de uso limitado',
          json: {
            id: 5,
            code: 'FLASH',
            type: 'PERCENT',
            value: 10,
            minimumOrderAmount: null,
            plate: null,
            category: null,
            maxDiscountAmount: null,
            firstTimeOnly: false,
            deliveryFee: false,
            limitedUsage: true,
            externalBenefitType: null,
          },
        },
      ],
    },
    {
      event: 'xstate.error.actor.validateCode',
      cause: [{ answer: 'validate', status: 404, title: 'Not Found' }],
    },
    {
      event: 'discount.cartChanged',
      unreachable:
        "the checkout lists the stored cart without controls: its lines, the subtotal MINIMO20's minimum reads, change only on 'Mi pedido', which starts the checkout again; the updates the page does send (figures, first purchase, delivery fee) leave this cart under the minimum",
    },
    {
      event: 'discount.paymentChangeRequested',
      // with a code that goes with another payment the confirmation opens over the page instead
      cause: [closeDialog, card, { unless: confirmation, steps: [openDialog] }],
      unreachableWhen: [{ in: 'discount-code.success.confirmingPaymentChange', reason: modalConfirmation }],
    },
    {
      event: 'discount.paymentChangeAccepted',
      cause: [{ tap: { role: 'button', name: message('checkout.confirm') } }, openDialog],
    },
    {
      event: 'discount.paymentChangeCancelled',
      cause: [{ tap: { role: 'button', name: message('common.cancel') } }, openDialog],
    },
    {
      // the same menu: the cart stays and the page switches mode in place
      event: 'discount.orderModeChanged',
      cause: behindDialog({ tap: { role: 'button', name: 'Autoservicio' } }),
      unreachableWhen: [{ in: 'discount-code.success.confirmingPaymentChange', reason: modalConfirmation }],
      unreachableIf: [
        {
          when: { context: 'applied.externalBenefitType' },
          is: 'PARTNER',
          reason:
            "the partner's benefit is take-away's (demo tenant), and take-away has a menu of its own: a switch from it discards the cart and leaves for the other menu (checkout-mode.test), the code going with the page",
        },
      ],
    },
    { event: 'discount.scheduleChanged', unreachable: noScheduleWithCodes },
    {
      // another number: another customer
      event: 'discount.phoneChanged',
      cause: behindDialog({ fill: phone, with: '11 2345-6780' }),
      unreachableWhen: [{ in: 'discount-code.success.confirmingPaymentChange', reason: modalConfirmation }],
    },
    {
      event: 'discount.externalBenefitReceived',
      // the partner's benefit is for take-away: the diner comes back with a take-away cart
      cause: [
        {
          cookies: {
            [PARTNER_COOKIES.partner]: 'club-demo',
            [PARTNER_COOKIES.externalUserId]: 'socio-42',
            [PARTNER_COOKIES.session]: 's3ss10n',
          },
          says: "El sitio del socio 'club-demo' deja sus cookies en el navegador",
        },
        {
          reopen: 'un carrito de Take Away',
          seed: async (origin) => {
            const modes = await palermoModes(origin)
            const mode = { id: modes.TAKE_AWAY ?? 0, type: 'TAKE_AWAY' }
            return Object.fromEntries([await storedCartEntry(origin, ALIAS, mode)])
          },
        },
        openDialog,
      ],
      unreachableWhen: [
        { in: 'discount-code.initial.filled', reason: partnerOnlyOnOpening },
        { in: 'discount-code.loading', reason: partnerOnlyOnOpening },
        { in: 'discount-code.failed', reason: partnerOnlyOnOpening },
        { in: 'discount-code.success', reason: partnerOnlyOnOpening },
      ],
    },
    {
      event: 'discount.deletePressed',
      cause: behindDialog({ tap: { role: 'button', name: message('checkout.discountCodeDelete') } }),
      unreachableWhen: [{ in: 'discount-code.success.confirmingPaymentChange', reason: modalConfirmation }],
    },
    { event: 'xstate.after.codeTimeLimit.discount-code.success', cause: [{ clock: 180_000 }] },
  ],
  states: {
    'discount-code': [],
    'discount-code.initial': [
      { see: dialog },
      { see: { role: 'button', name: message('discount.apply') } },
      { field, shows: { context: 'code' } },
    ],
    'discount-code.initial.empty': [],
    'discount-code.initial.filled': [],
    'discount-code.loading': [
      { see: dialog },
      { see: { role: 'button', name: message('discount.applying') } },
    ],
    'discount-code.failed': [
      { see: dialog },
      { see: { role: 'button', name: message('discount.apply') } },
      { field, shows: { context: 'code' } },
      { message: { context: 'notice' }, within: dialog },
    ],
    'discount-code.success': [],
    // passed through at once: allowed or not
    'discount-code.success.checking': [],
    'discount-code.success.allowed': [
      { see: dialog },
      { see: { role: 'button', name: message('discount.continue') } },
      // 10 % of $13.500, or the partner's 15 %
      {
        when: { context: 'applied.code' },
        is: 'FLASH',
        checks: [{ see: { text: 'Aplicado (-$1.350)' } }],
        otherwise: [{ see: { text: 'Aplicado (-$2.025)' } }],
      },
      // and the ticket behind the dialog has the code's line with the same amount
      {
        figure: { testId: 'checkout-code-discount', says: 'el descuento del código en el detalle' },
        is: (snapshot) =>
          (snapshot.context as DiscountCodeContext).applied?.code === 'FLASH' ? '-$1.350' : '-$2.025',
        what: 'el descuento del código en el detalle',
      },
    ],
    'discount-code.success.notAllowed': [
      { see: dialog },
      { see: { role: 'button', name: message('discount.continue') } },
      { see: { text: message('discount.notApplied') } },
      // why, with the minimum as money (the only condition a code of this cart misses)
      { see: { text: message('discount.minimumAmount', { amount: '$20.000' }) } },
      // a code not applied takes nothing off the ticket
      {
        figure: { testId: 'checkout-code-discount', says: 'el descuento del código en el detalle' },
        is: () => null,
        what: 'el descuento del código en el detalle',
      },
    ],
    'discount-code.success.confirmingPaymentChange': [
      { gone: dialog },
      { message: { context: 'confirmation' }, within: confirmation },
    ],
  },
}
