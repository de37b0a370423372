import type { LiveBus } from './bus'

/**
 * The bus channel of a local's orders console: named by the local's id, so only the server picks it
 * (the browser names the local by alias, and only a staff session of that local is subscribed).
 */
export const consoleChannel = (localId: number) => `console-${localId}`

/** Tells the console of the local that this order was created or changed. */
export const publishConsoleOrder = (live: LiveBus, localId: number, orderId: number) =>
  live.publish(consoleChannel(localId), String(orderId))

/** The detail of a console notice about the support chat (an order's notice names its numeric id). */
export const SUPPORT_NOTICE = 'support'

/** Tells the console of the local that a support conversation changed (a message, a read). */
export const publishConsoleSupport = (live: LiveBus, localId: number) =>
  live.publish(consoleChannel(localId), SUPPORT_NOTICE)
