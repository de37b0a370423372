import { message } from '../../../domain/message'
import { fullPage, lastPage } from '../../../machines/loyalty-redemption.model'
import type { Check, Target, UiMap } from '../ui-map'

const NAME = 'Puntos Demo'
const dialog = { role: 'dialog', name: message('loyalty.modalTitle', { name: NAME }) } as const
const phone = { label: message('checkout.phoneLabel') }
const points = { label: message('checkout.pointsToRedeem', { name: NAME }) }
const code = { label: message('phoneCode.codeLabel') }
const redeem = { role: 'button', name: message('checkout.pointsRedeem') } as const
const signUpField = (field: 'name' | 'phone' | 'email'): Target => ({
  role: 'textbox',
  name: message(`checkout.signUp_${field}`),
})
// a history row as the list writes it (the model's rows, dated 1 March 2025)
const row = (orderCode: string) => ({ text: `${orderCode} · 1/3/2025` })
// the form's error, when there is one, inside the dialog
const errorShown: Check = {
  when: { context: 'error' },
  is: null,
  checks: [],
  otherwise: [{ message: { context: 'error' }, within: dialog }],
}
const behindModal =
  "the dialog is modal: the checkout's phone field is behind it, and closing it first is loyalty.closed"
const signUpForm = (phoneNumber: string) => [
  { fill: signUpField('name'), with: 'Cliente Demo' },
  { fill: signUpField('phone'), with: phoneNumber },
  // in capitals: a script line reads no 'word.word' (a catalogue key would)
  { fill: signUpField('email'), with: 'CLIENTE@DEMO.COM' },
]

/**
 * 'Mis Puntos Demo' on Palermo's delivery checkout (a stored one-line cart, the demo customer's phone typed,
 * a link's reward 7 in the address). Other files place orders for the demo customer, so its balance is read
 * as 5.000 points, and the history, the one-time code (random, from the messaging sandbox) and the reward's
 * claim are answered here as the model has them.
 */
export const loyaltyRedemptionMap: UiMap = {
  machine: 'loyalty-redemption',
  where:
    "Confirmación del pedido (delivery, Palermo), sección 'Mis Puntos Demo' con el teléfono de Cliente Demo",
  url: '/menu/pizzeria-demo-palermo/checkout?rewardId=7',
  cart: { alias: 'pizzeria-demo-palermo', mode: 'DELIVERY' },
  setup: [{ fill: phone, with: '11 2345-6789' }],
  rewrite: [
    {
      name: 'el saldo de Cliente Demo',
      method: 'GET',
      path: '^/api/orderingcustomer/[^/]+$',
      json: { loyaltyPointsBalance: 5000 },
    },
  ],
  held: {
    history: {
      name: 'la lectura de los movimientos',
      method: 'GET',
      path: '^/api/branch/[^/]+/loyalty-points/history/[^/]+$',
    },
    requestCode: { name: 'el envío del código', method: 'POST', path: '^/api/branch/[^/]+/phone-code$' },
    confirmCode: {
      name: 'la confirmación del código',
      method: 'POST',
      path: '^/api/branch/[^/]+/phone-code/confirm$',
    },
    claim: {
      name: 'el canje del premio',
      method: 'POST',
      path: '^/api/diner/customer/[^/]+/loyalty-reward/[^/]+$',
    },
  },
  // the claim's failures are toasts
  notices: true,
  events: [
    {
      event: 'loyalty.infoOpened',
      in: 'loyalty-redemption.closed',
      cause: [{ tap: { role: 'button', name: message('checkout.pointsInfo') } }],
    },
    {
      event: 'loyalty.infoOpened',
      unreachableWhen: [
        {
          in: 'redeemMode',
          reason:
            "the redeem form has no way back to the movements: the section's 'Ver movimientos' is behind the modal",
        },
      ],
    },
    { event: 'loyalty.redeemOpened', cause: [{ tap: redeem }] },
    {
      event: 'loyalty.signUpOpened',
      cause: [{ tap: { role: 'button', name: message('checkout.loyaltySignUp') } }],
    },
    { event: 'loyalty.closed', cause: [{ tap: { role: 'button', name: message('common.close') } }] },
    {
      // a later page failed: the end is already in view, so the diner scrolls up and down to it again
      event: 'loyalty.historyEndReached',
      in: 'loyalty-redemption.info.failed',
      cause: [{ scrollTo: row('A1000') }, { scrollTo: row('A1019') }],
      unreachableIf: [
        {
          when: { context: 'history.length' },
          is: 0,
          reason:
            "after a failed first page the list is empty and its end stays in view: the observer speaks only when that changes (closing and opening 'Ver movimientos' again reads it again)",
        },
      ],
    },
    { event: 'loyalty.historyEndReached', cause: [{ scrollTo: row('A1019') }] },
    { event: 'loyalty.pointsChanged', cause: [{ fill: points, with: { event: 'points' } }] },
    {
      event: 'loyalty.redeemConfirmed',
      cause: [{ tap: { role: 'button', name: message('checkout.pointsApply') } }],
    },
    {
      event: 'loyalty.redemptionRemoved',
      cause: [{ tap: { role: 'button', name: 'Quitar', prefix: true } }],
    },
    {
      event: 'loyalty.orderChanged',
      unreachable:
        "the checkout lists the cart without controls and its total moves only with the mode's fees: the model's order of $4.000 is under this cart's $13.500 alone",
    },
    {
      event: 'loyalty.customerChanged',
      cause: [{ fill: phone, with: '' }],
      unreachableWhen: [
        { in: 'infoMode', reason: behindModal },
        { in: 'redeemMode', reason: behindModal },
        { in: 'verifyMode', reason: behindModal },
        { in: 'loyalty-redemption.signUp', reason: behindModal },
      ],
    },
    { event: 'loyalty.signUpChanged', match: { form: { phone: '12' } }, cause: signUpForm('12') },
    { event: 'loyalty.signUpChanged', cause: signUpForm('11 2345-6789') },
    {
      event: 'loyalty.signUpSubmitted',
      cause: [{ tap: { role: 'button', name: message('common.continue') } }],
    },
    { event: 'loyalty.codeChanged', cause: [{ fill: code, with: { event: 'code' } }] },
    {
      event: 'loyalty.codeSubmitted',
      cause: [{ tap: { role: 'button', name: message('phoneCode.confirm') } }],
    },
    {
      event: 'loyalty.codeResent',
      cause: [{ tap: { role: 'button', name: message('phoneCode.resend') } }],
    },
    {
      event: 'xstate.done.actor.history',
      match: { output: { history: fullPage.history } },
      cause: [{ answer: 'history', status: 200, title: '20 movimientos', json: fullPage }],
    },
    {
      event: 'xstate.done.actor.history',
      cause: [{ answer: 'history', status: 200, title: 'los 2 últimos movimientos', json: lastPage }],
    },
    {
      event: 'xstate.error.actor.history',
      cause: [{ answer: 'history', status: 500, title: 'Internal Server Error' }],
    },
    {
      // the sandbox's code is random: the replay answers with the model's, which the diner then types
      event: 'xstate.done.actor.requestCode',
      match: { output: { required: true } },
      cause: [
        {
          answer: 'requestCode',
          status: 200,
          title: 'código 482913, modo de prueba',
          json: { required: true, expiresAt: null, sandboxCode: '482913' },
        },
      ],
    },
    {
      event: 'xstate.done.actor.requestCode',
      cause: [
        {
          answer: 'requestCode',
          status: 200,
          title: 'el local no pide código',
          json: { required: false, expiresAt: null, sandboxCode: null },
        },
      ],
    },
    {
      event: 'xstate.error.actor.requestCode',
      cause: [{ answer: 'requestCode', status: 503, title: 'Service Unavailable' }],
    },
    {
      event: 'xstate.done.actor.confirmCode',
      cause: [{ answer: 'confirmCode', status: 200, title: 'OK', json: { phone: '+541123456789' } }],
    },
    {
      event: 'xstate.error.actor.confirmCode',
      cause: [{ answer: 'confirmCode', status: 400, title: 'Bad Request' }],
    },
    {
      event: 'xstate.done.actor.claimReward',
      cause: [{ answer: 'claim', status: 200, title: 'OK', json: { id: 7, rewardAmount: 1000, done: true } }],
    },
    {
      event: 'xstate.error.actor.claimReward',
      match: { error: { message: 'Loyalty reward already exists' } },
      cause: [{ answer: 'claim', status: 409, title: 'Loyalty reward already exists' }],
    },
    {
      event: 'xstate.error.actor.claimReward',
      cause: [{ answer: 'claim', status: 503, title: 'Service unavailable' }],
    },
  ],
  states: {
    'loyalty-redemption': [],
    'loyalty-redemption.closed': [
      { gone: dialog },
      {
        when: { context: 'phone' },
        is: null,
        checks: [{ see: { text: message('checkout.pointsNeedPhone') } }],
        otherwise: [{ see: { text: message('checkout.pointsBalance', { n: '5.000', name: NAME }) } }],
      },
      {
        when: { context: 'redeemed' },
        is: 5000,
        checks: [{ see: { role: 'button', name: 'Quitar 5.000 Puntos Demo' } }],
        otherwise: [{ gone: { role: 'button', name: 'Quitar', prefix: true } }],
      },
    ],
    'loyalty-redemption.info': [{ see: dialog }, { see: redeem }],
    'loyalty-redemption.info.loading': [{ see: { text: message('common.loading') } }],
    'loyalty-redemption.info.success': [{ gone: { text: message('common.loading') } }, { see: row('A1019') }],
    'loyalty-redemption.info.complete': [
      { gone: { text: message('common.loading') } },
      { see: row('A1021') },
    ],
    // the list stays as it was (empty, or the pages read before) and says the page could not be read
    'loyalty-redemption.info.failed': [
      { gone: { text: message('common.loading') } },
      { message: { context: 'error' }, within: dialog },
      {
        when: { context: 'history.length' },
        is: 0,
        checks: [{ gone: row('A1000') }],
        otherwise: [{ see: row('A1019') }],
      },
    ],
    'loyalty-redemption.redeem': [
      { see: dialog },
      { field: points, shows: { context: 'points' } },
      errorShown,
    ],
    'loyalty-redemption.verify': [
      { see: dialog },
      { see: { role: 'heading', name: message('phoneCode.title') } },
    ],
    'loyalty-redemption.verify.requesting': [{ see: { text: message('phoneCode.sending') } }],
    'loyalty-redemption.verify.entering': [
      { see: { text: message('phoneCode.sandboxNotice', { code: '482913' }) } },
      { field: code, shows: { context: 'code' } },
      errorShown,
    ],
    'loyalty-redemption.verify.confirming': [
      { see: { role: 'button', name: message('phoneCode.confirming') } },
    ],
    'loyalty-redemption.verify.failed': [{ message: { context: 'error' }, within: dialog }],
    'loyalty-redemption.signUp': [{ see: dialog }],
    'loyalty-redemption.signUp.editing': [
      { field: signUpField('name'), shows: { context: 'form.name' } },
      { field: signUpField('phone'), shows: { context: 'form.phone' } },
      errorShown,
    ],
    // 'Continuar' is disabled while the reward is claimed: the form stays as it was
    'loyalty-redemption.signUp.claiming': [],
  },
}
