/**
 * Order modes as the storefront names them in its URLs (/menu/{alias}/{mode}) and the rules of changing
 * from one to another (1-storefront.md §4, 2-checkout.md §4).
 */

/** The mode types, in the order of the database's order_mode_type enum (server/db/tables/order-modes.ts). */
export const ORDER_MODE_TYPES = ['DELIVERY', 'TAKE_AWAY', 'TABLE', 'SELF_SERVICE'] as const
export type OrderModeType = (typeof ORDER_MODE_TYPES)[number]
export type PaymentMethod = 'CASH' | 'ONLINE_CARD' | 'PAYMENT_LINK'

const PAYMENT_METHODS: readonly string[] = ['CASH', 'ONLINE_CARD', 'PAYMENT_LINK'] satisfies PaymentMethod[]
/** A method a cart may carry (a bank redirect is chosen only at checkout). */
export const isPaymentMethod = (method: string): method is PaymentMethod => PAYMENT_METHODS.includes(method)
export const PAYMENT_UPLOADS = ['APP', 'API'] as const
export type PaymentUpload = (typeof PAYMENT_UPLOADS)[number]
/** Whether a diner may schedule an order for later: never, as an option, or only scheduled. */
export const SCHEDULED_ORDERS = ['NONE', 'ALLOWED', 'ONLY'] as const
export type ScheduledOrders = (typeof SCHEDULED_ORDERS)[number]

const PATH_BY_TYPE: Record<OrderModeType, string> = {
  DELIVERY: 'delivery',
  TAKE_AWAY: 'take-away',
  TABLE: 'table',
  SELF_SERVICE: 'self-service',
}

export const modePathOf = (type: OrderModeType): string => PATH_BY_TYPE[type]

/** The mode type a path segment names, or null when the segment is not a mode (a category, preview…). */
export function modeTypeOfPath(segment: string): OrderModeType | null {
  const wanted = segment.trim().toLowerCase()
  return ORDER_MODE_TYPES.find((type) => PATH_BY_TYPE[type] === wanted) ?? null
}

export interface PaymentTypeOption {
  id: number
  paymentMethod: PaymentMethod
  active: boolean
  upload: PaymentUpload
}

/** What the cart keeps of the payment chosen for its mode. */
export interface SelectedPaymentType {
  id: number
  paymentMethod: PaymentMethod
  upload: PaymentUpload
}

export interface OrderModeOption {
  id: number
  type: OrderModeType
  paymentTypes: readonly PaymentTypeOption[]
}

/** What the cart keeps of its order mode. */
export interface SelectedOrderMode {
  id: number
  type: OrderModeType
}

/**
 * The payment a mode starts with: its first active payment type in the order the local lists them,
 * or none when the mode has no active payment.
 */
export function defaultPaymentTypeOf(mode: OrderModeOption): SelectedPaymentType | null {
  const first = mode.paymentTypes.find((p) => p.active)
  return first ? { id: first.id, paymentMethod: first.paymentMethod, upload: first.upload } : null
}

/** orderModeId → menu hash, as GET /api/diner/menu/{alias}/hash answers (empty when that call failed). */
export type MenuHashes = Record<string, string>

/**
 * Two modes show the same menu when both hashes are known and equal. An unknown hash (the hash call
 * failed or left the mode out) counts as a different menu: keeping a cart the new menu may not sell would
 * only fail later at checkout.
 */
export function sameMenu(hashes: MenuHashes, fromModeId: number, toModeId: number): boolean {
  if (fromModeId === toModeId) return true
  const from = hashes[String(fromModeId)]
  const to = hashes[String(toModeId)]
  return from !== undefined && to !== undefined && from === to
}

/** Changing mode discards the cart when the menus differ; it asks first only when there is something to lose. */
export function cartChangeOnModeSwitch(args: {
  hashes: MenuHashes
  fromModeId: number | null
  toModeId: number
  cartItemCount: number
}): 'keep' | 'clear' | 'confirm' {
  if (args.fromModeId === null || sameMenu(args.hashes, args.fromModeId, args.toModeId)) return 'keep'
  return args.cartItemCount > 0 ? 'confirm' : 'clear'
}

/** The menu of a mode: /menu/{alias}/{mode}. */
export const modeMenuPath = (alias: string, type: OrderModeType) =>
  `/menu/${encodeURIComponent(alias)}/${modePathOf(type)}`
