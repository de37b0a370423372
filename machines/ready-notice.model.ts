import { defineModel } from './graph/model'
import { readyNoticeMachine } from './ready-notice.machine'

export const readyNoticeModel = defineModel({
  name: 'ready-notice',
  description:
    "The follow-up's 'Tu pedido está listo para retirar': quiet when found ready, a vibration (and a notification if allowed) when it becomes ready while the page is open, gone once picked up.",
  machine: readyNoticeMachine,
  events: [
    { type: 'order.seen', ready: false, counter: true },
    { type: 'order.seen', ready: true, counter: true },
    { type: 'order.seen', ready: false, counter: false },
    { type: 'notice.permission', permission: 'default' },
    { type: 'notice.permission', permission: 'granted' },
    { type: 'notice.permission', permission: 'denied' },
    { type: 'notice.permissionAsked' },
  ],
})
