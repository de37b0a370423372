import type { PersistedCart } from '../../../../domain/cart-persistence'
import type { CheckoutPageFacts } from '../../../../domain/checkout-request'
import type { CheckoutAddress } from '../../../../domain/order-payload'
import type { CheckoutInput, CheckoutModeOption } from '../../../../machines/checkout.machine'
import { readStored, STORED_EMAIL_KEY, STORED_NAME_KEY, STORED_PHONE_KEY } from '../../../lib/diner-storage'
import type { CheckoutContact, CheckoutOrderMode, CheckoutSearch } from './checkout-contact'

/** A mode as the checkout machine switches to it: its active payments and whether it schedules. */
export const checkoutModeOption = (mode: CheckoutOrderMode): CheckoutModeOption => ({
  id: mode.id,
  type: mode.type,
  paymentTypes: mode.paymentTypes.map((p) => ({
    id: p.id,
    paymentMethod: p.paymentMethod,
    active: p.active,
    upload: p.upload ?? 'APP',
  })),
  scheduledOrders: mode.scheduledOrders ?? 'NONE',
  minDelayInMinutes: mode.minDelayInMinutes ?? null,
  maxDelayInMinutes: mode.maxDelayInMinutes ?? null,
})

/**
 * What the checkout machine starts from: the link's and the stored diner data, the cart's mode and
 * payment, and the modes the diner may switch among (none where the mode is fixed).
 */
export function checkoutInputOf(args: {
  contact: CheckoutContact
  cart: PersistedCart
  search: CheckoutSearch
  savedAddress: CheckoutAddress | null
  mode: CheckoutOrderMode
  switchable: readonly CheckoutOrderMode[]
  tableNumber: string
  /** what the page knows that the order needs */
  page: CheckoutPageFacts
}): CheckoutInput {
  const { contact, cart, search, mode } = args
  const paymentTypes = mode.paymentTypes
    .filter((p) => p.active)
    .map((p) => ({ id: p.id, paymentMethod: p.paymentMethod, upload: p.upload ?? 'APP' }))
  return {
    form: {
      customerName: search.name ?? readStored(STORED_NAME_KEY) ?? '',
      customerEmail: readStored(STORED_EMAIL_KEY) ?? '',
      customerDocument: '',
      tableNumber: args.tableNumber,
      notes: '',
      paysWith: '',
    },
    orderModeId: mode.id,
    mode: {
      type: mode.type,
      minDelayInMinutes: mode.minDelayInMinutes ?? null,
      maxDelayInMinutes: mode.maxDelayInMinutes ?? null,
    },
    delivery: mode.type === 'DELIVERY',
    savedAddress: args.savedAddress,
    items: cart.items,
    paymentTypes,
    paymentTypeId: paymentTypes.find((p) => p.id === cart.paymentType?.id)?.id ?? paymentTypes[0]?.id ?? null,
    scheduling: {
      offered: (mode.scheduledOrders ?? 'NONE') !== 'NONE',
      canOrderNow: mode.scheduledOrders !== 'ONLY',
      now: Date.now(),
    },
    phone: { branchId: contact.branch.id, phone: search.phone ?? readStored(STORED_PHONE_KEY) ?? '' },
    submission: {
      alias: contact.alias,
      branchContactId: contact.id,
      whatsAppPhone: contact.whatsAppPhone ?? '',
      invalidCustomRedirect: search.invalidCustomRedirect === true,
    },
    code: search.code ?? null,
    modes: args.switchable.map(checkoutModeOption),
    page: args.page,
    rewardId: search.rewardId ?? null,
  }
}
