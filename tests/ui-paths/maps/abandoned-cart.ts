import { message } from '../../../domain/message'
import { flan } from '../../../machines/abandoned-cart.model'
import { toWireItem } from '../../../src/features/engagement/lib/wire-cart'
import { RECOVERY_PHONE } from '../server-actions'
import type { Cause, Check, UiMap } from '../ui-map'

const ALIAS = 'pizzeria-demo-palermo'
// the diner's phone on this device: the watcher mounts only once the device knows it
const STORED_PHONE = '1130000023'
const account = { role: 'button', name: message('account.myAccount') } as const
// the cart page ('Mi pedido'), where a recovered cart opens; the menu's title is the local's name
const cartPage = { role: 'heading', name: message('storefront.myOrder') } as const
const menu = { role: 'heading', name: 'Pizzería Demo Palermo' } as const
const leftOnMenu: Check[] = [{ see: menu }, { gone: cartPage }]
const hide: Cause = { hide: 'report' }
const show: Cause = { show: true }
// what is on every page of the local: the watcher and the account button mount together, once idle
const localPage: Check[] = [{ see: account }]

const newVisit =
  'the recovery link is a visit of its own: the page loads again and its watcher starts watching, so a report still on its way, or one not yet cancelled, belongs to the page left behind'
const noPageWhileRecovering =
  "the local's pages wait for the recovery (the route's loader): no page, and no watcher, until it is done"

/**
 * Abandoned carts on Palermo's delivery menu, with the diner's phone and a one-line cart on the device.
 * Nothing of the watcher shows (it renders nothing): what the person causes is the page hidden and shown
 * again, and what the replay reads is the report and its cancel the page sends (held until the path answers
 * them), while the menu stays as it was. A recovery link (?abandoned&phone=) opens the local again: found,
 * the diner's cart comes back on 'Mi pedido'; otherwise the menu opens as usual.
 */
export const abandonedCartMap: UiMap = {
  machine: 'abandoned-cart',
  where:
    'Menú de Pizzería Demo Palermo (delivery), con el teléfono del cliente y un carrito en el dispositivo',
  url: `/menu/${ALIAS}/delivery`,
  cart: { alias: ALIAS, mode: 'DELIVERY' },
  setup: [{ store: { phone: STORED_PHONE } }, { open: `/menu/${ALIAS}/delivery` }],
  held: {
    // the visit's report; a second one (the page shown again before the first was answered) is the one awaited
    report: {
      name: 'el aviso de carrito abandonado',
      method: 'POST',
      path: '^/api/abandoned/cart/?$',
      latest: true,
    },
    cancel: { name: 'la cancelación del aviso', method: 'PUT', path: '^/api/abandoned/cart/cancel/?$' },
    recover: {
      name: 'la lectura del carrito a recuperar',
      method: 'GET',
      path: '^/api/recovery/cart/[^/]+/[^/]+$',
    },
  },
  notices: true,
  events: [
    {
      event: 'page.hidden',
      match: { cart: { phone: '+541123456789', items: [{ name: 'Flan Casero' }] } },
      cause: [hide],
      unreachableWhen: [{ in: 'abandoned-cart.recovery.fetching', reason: noPageWhileRecovering }],
    },
    {
      event: 'page.hidden',
      match: { cart: { phone: null } },
      unreachable:
        "the watcher mounts only once the device stores the diner's phone (abandoned-cart-gate.tsx): a page without one never reports, nor runs the machine",
    },
    {
      // the cart emptied: the guard leaves it unreported, a step that changes nothing (unit-tested)
      event: 'page.hidden',
      unreachable:
        "the replay's diner keeps the stored cart: emptying it is the cart's map, and hiding with an empty cart changes nothing on the machine (worthReporting refuses it, machines/abandoned-cart.machine.test.ts)",
    },
    {
      event: 'page.visible',
      cause: [show],
      unreachableWhen: [{ in: 'abandoned-cart.recovery.fetching', reason: noPageWhileRecovering }],
    },
    { event: 'xstate.done.actor.reportAbandonedCart', cause: [{ release: 'report' }] },
    {
      event: 'xstate.error.actor.reportAbandonedCart',
      cause: [{ answer: 'report', status: 500, title: 'Internal Server Error' }],
    },
    { event: 'xstate.done.actor.finishReport', cause: [{ release: 'report' }] },
    {
      event: 'xstate.error.actor.finishReport',
      cause: [{ answer: 'report', status: 500, title: 'Internal Server Error' }],
    },
    { event: 'xstate.done.actor.cancelAbandonedCart', cause: [{ release: 'cancel' }] },
    {
      event: 'xstate.error.actor.cancelAbandonedCart',
      cause: [{ answer: 'cancel', status: 500, title: 'Internal Server Error' }],
    },
    {
      event: 'recovery.linkOpened',
      match: { link: { phone: null } },
      unreachable:
        "the local's route starts a recovery only for a link with both ?abandoned and a phone ($alias/route.tsx): without the phone the menu opens as usual",
    },
    {
      event: 'recovery.linkOpened',
      cause: [
        {
          server: 'dinerLeftCart',
          says: `El cliente ${RECOVERY_PHONE} dejó una Pizza Muzzarella (Grande) en su carrito de delivery de Palermo`,
        },
        {
          link: `/menu/${ALIAS}/delivery?abandoned=true&phone=${RECOVERY_PHONE}`,
          says: `Abre el enlace de recuperación /menu/${ALIAS}/delivery?abandoned=true&phone=${RECOVERY_PHONE}`,
        },
      ],
      unreachableWhen: [
        { in: 'abandoned-cart.visibility.reporting', reason: newVisit },
        { in: 'abandoned-cart.visibility.reportingThenCancel', reason: newVisit },
        { in: 'abandoned-cart.visibility.reported', reason: newVisit },
        { in: 'abandoned-cart.visibility.cancelling', reason: newVisit },
      ],
    },
    {
      // a mode the local offers: the real server answers the cart the diner left
      event: 'xstate.done.actor.fetchRecoveryCart',
      match: { output: { orderModeId: 101 } },
      cause: [{ release: 'recover' }],
      // the cart comes back on 'Mi pedido'
      shows: [{ see: cartPage }, { see: { role: 'heading', name: 'Pizza Muzzarella', prefix: true } }],
    },
    {
      event: 'xstate.done.actor.fetchRecoveryCart',
      match: { output: { orderModeId: 999 } },
      cause: [
        {
          answer: 'recover',
          status: 200,
          title: 'un Flan Casero de un modo que el local ya no ofrece',
          json: { orderModeId: 999, items: [toWireItem(flan)], unavailableItems: 0 },
        },
      ],
      shows: leftOnMenu,
    },
    {
      event: 'xstate.done.actor.fetchRecoveryCart',
      cause: [{ answer: 'recover', status: 404, title: 'Not Found' }],
      shows: leftOnMenu,
    },
    {
      event: 'xstate.error.actor.fetchRecoveryCart',
      cause: [{ answer: 'recover', status: 500, title: 'Internal Server Error' }],
      shows: leftOnMenu,
    },
  ],
  states: {
    'abandoned-cart': [],
    'abandoned-cart.visibility': [],
    // the page as it was: the watcher renders nothing, the report and its cancel go on behind it
    'abandoned-cart.visibility.watching': [],
    'abandoned-cart.visibility.reporting': localPage,
    'abandoned-cart.visibility.reportingThenCancel': localPage,
    'abandoned-cart.visibility.reported': localPage,
    'abandoned-cart.visibility.cancelling': localPage,
    'abandoned-cart.recovery': [],
    'abandoned-cart.recovery.idle': localPage,
    // the local's page waits for the cart (the route's loader)
    'abandoned-cart.recovery.fetching': [],
    // a local's page again: 'Mi pedido' with the cart back, or the menu
    'abandoned-cart.recovery.done': localPage,
  },
}
