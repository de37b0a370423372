import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { PersistedCart } from '../../../../domain/cart-persistence'
import { paysAtCounter as paysAtCounterIn } from '../../../../domain/checkout-request'
import { moneyFormatOf } from '../../../../domain/money'
import { offeredModes } from '../../../../domain/order-modes'
import type { CheckoutAddress } from '../../../../domain/order-payload'
import { priceCheckout } from '../../../../machines/checkout.machine'
import { useFlow } from '../../../hooks/use-flow'
import { countryQueryOptions } from '../../../lib/country'
import { useKiosk } from '../../../lib/kiosk-mode'
import { readStoredCart } from '../../../lib/stored-cart'
import { useT } from '../../../lib/use-t'
import { CHECKOUT_SYSTEM_ID, checkoutWithEffects } from '../lib/checkout-actors'
import type {
  CheckoutContact,
  CheckoutMenu,
  CheckoutOrderMode,
  CheckoutSearch,
} from '../lib/checkout-contact'
import { checkoutInputOf } from '../lib/checkout-input'
import { AddressSection } from './address-section'
import { CheckoutDialogs } from './checkout-dialogs'
import { Section } from './checkout-fields'
import { EmptyCheckout } from './empty-checkout'
import { LoyaltySection } from './loyalty-section'
import { MyDataSection } from './my-data-section'
import { NotesSection } from './notes-section'
import { OrderModeSection } from './order-mode-section'
import { PaymentSection } from './payment-section'
import { ScheduleSection } from './schedule-section'
import { SubmitBar } from './submit-bar'
import { TicketSection } from './ticket-section'
import { useCheckoutEffects } from './use-checkout-effects'
import '../../../../i18n/areas/ordering'

/** 'Confirmación del pedido' (2-checkout.md §2): the stored cart, or 'Volver al Menú' when there is none. */
export function CheckoutPage({
  contact,
  search,
  savedAddress = null,
  menu,
}: {
  contact: CheckoutContact
  search: CheckoutSearch
  /** the address the diner gave in the storefront's address modal (userLocation), composed by the route */
  savedAddress?: CheckoutAddress | null
  /** the menu feature's answers, composed by the route */
  menu: CheckoutMenu
}) {
  const [cart] = useState(() => readStoredCart(contact.alias))
  if (!cart || cart.items.length === 0) return <EmptyCheckout alias={contact.alias} />
  return (
    <CheckoutForm contact={contact} cart={cart} search={search} savedAddress={savedAddress} menu={menu} />
  )
}

/** The checkout machine rendered: each section reads its part of the state and sends what the diner does. */
function CheckoutForm({
  contact,
  cart,
  search,
  savedAddress,
  menu,
}: {
  contact: CheckoutContact
  cart: PersistedCart
  search: CheckoutSearch
  savedAddress: CheckoutAddress | null
  menu: CheckoutMenu
}) {
  const t = useT()
  const queryClient = useQueryClient()
  const { data: country } = useQuery({
    ...countryQueryOptions(contact.branch.countryCode ?? 'AR'),
    enabled: !!contact.branch.countryCode,
  })
  // the modes the link allows (allowedOM, a kiosk's own kind), the menu's rule; never none
  const offered = offeredModes(contact.deliveryConfig.orderModes, search)
  const modes = offered.length > 0 ? offered : contact.deliveryConfig.orderModes.filter((m) => m.active)
  // A table link (tableNumber=N) is dine-in at that table, whatever mode the cart was filled in.
  const kiosk = useKiosk()
  const linkTable = (kiosk?.tableNumber ?? search.tableNumber ?? '').trim()
  const tableMode = linkTable === '' ? undefined : modes.find((m) => m.type === 'TABLE')
  const found = tableMode ?? modes.find((m) => m.id === cart.mode?.id) ?? modes[0]
  if (!found) throw new Error('A local without order modes has no checkout')
  // At a table or a kiosk the diner pays at the counter: cash needs no 'paga con', and nobody is asked
  // for a phone or a name they would type on a shared screen (both stay optional). There the mode is fixed.
  const onSite = kiosk !== null || tableMode !== undefined

  const [edge] = useState(() => ({
    visitId: Math.random().toString(36).slice(2) + Date.now().toString(36),
    cardValues: { current: { cardNumber: '', cardExpiry: '', cardSecurityCode: '' } },
  }))
  const [machine] = useState(() =>
    checkoutWithEffects({
      queryClient,
      branchId: contact.branch.id,
      branchContactId: contact.id,
      orderModeId: found.id,
      items: cart.items,
      loadMenuPlates: menu.loadPlates,
      loadMenuHashes: menu.loadHashes,
      orderModeType: found.type,
      ...edge,
    }),
  )
  const [state, send, actor] = useFlow(machine, {
    systemId: CHECKOUT_SYSTEM_ID,
    input: checkoutInputOf({
      contact,
      cart,
      search,
      savedAddress,
      mode: found,
      switchable: onSite ? [] : modes,
      tableNumber: linkTable,
      page: {
        onSite,
        mandatoryEmail: contact.mandatoryEmail === true,
        betweenStreetsRequired: contact.deliveryConfig.betweenStreetsRequired,
        consoleActive: contact.ordersConsole !== false,
        kiosk: kiosk !== null,
        // where the link's rule left no mode, every active one was offered: the server is told no link
        link:
          offered.length > 0
            ? {
                ...(search.allowedOM ? { allowedOM: search.allowedOM } : {}),
                kiosk: search.kiosk ?? search.tableNumber !== undefined,
              }
            : {},
        // the route loaded the country before the page: its format is known when the checkout starts
        money: moneyFormatOf(country ?? null),
      },
    }),
  })
  useCheckoutEffects(actor, contact.alias)
  // the mode the machine is in now: the diner may have switched it on this page
  const mode: CheckoutOrderMode = modes.find((m) => m.id === state.context.orderModeId) ?? found
  const paymentTypes = mode.paymentTypes.filter((p) => p.active)
  const paysAtCounter = paysAtCounterIn(onSite, mode.type)

  const { phone: phoneActor, schedule: scheduleActor, loyalty: loyaltyActor } = state.children
  const pricing = priceCheckout(state.context, state.context.appliedCode, state.context.loyaltyPoints)
  const { programme } = state.context

  const place = contact.address
  return (
    // A landscape kiosk lays the sections out in two columns across the screen.
    <main
      id="contenido"
      // marks the page for 'Mi cuenta', which is not shown over the checkout (account-button.tsx)
      data-checkout-page
      className="mx-auto flex max-w-2xl flex-col gap-4 p-4 pb-[calc(7rem+var(--toast-room,0px))] kiosk-wide:grid kiosk-wide:max-w-none kiosk-wide:grid-cols-2 kiosk-wide:items-start kiosk-wide:px-8 kiosk-wide:pb-40"
    >
      <h1 className="text-2xl font-bold kiosk-wide:col-span-2">{t('checkout.title')}</h1>
      <Section title={t('checkout.localSection')}>
        <p className="font-semibold">{contact.name}</p>
        <p className="text-sm text-muted">
          {[place.street, place.number, place.zone, place.locality].filter(Boolean).join(', ')}
        </p>
      </Section>
      <OrderModeSection actor={actor} modes={modes} />
      {state.context.scheduling.offered && scheduleActor ? <ScheduleSection actor={scheduleActor} /> : null}
      {phoneActor ? (
        <MyDataSection
          phoneActor={phoneActor}
          form={state.context.form}
          onFieldChanged={(field, value) => send({ type: 'checkout.fieldChanged', field, value })}
          keypad={kiosk !== null}
          table={mode.type !== 'TABLE' ? null : tableMode ? 'fromLink' : 'typed'}
        />
      ) : null}
      {mode.type === 'DELIVERY' ? <AddressSection actor={actor} /> : null}
      <PaymentSection
        actor={actor}
        options={paymentTypes}
        paysAtCounter={paysAtCounter}
        keypad={kiosk !== null}
        cardValues={edge.cardValues}
      />
      {loyaltyActor && programme ? (
        <LoyaltySection actor={loyaltyActor} welcomeText={programme.welcomeText ?? null} />
      ) : null}
      <TicketSection actor={actor} pricing={pricing} pointsName={programme?.name ?? null} />
      <NotesSection actor={actor} />
      <SubmitBar actor={actor} total={pricing.totals.total} />
      <CheckoutDialogs actor={actor} />
    </main>
  )
}
