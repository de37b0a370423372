import { useQuery } from '@tanstack/react-query'
import { Link, useRouter } from '@tanstack/react-router'
import { type ComponentProps, type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react'
import { fromPromise } from 'xstate'
import type { OrderingCustomer } from '../../../../domain/account'
import type { CardPaymentRequest, CardSubmission, CardToken } from '../../../../domain/card'
import { cartLineKey } from '../../../../domain/cart'
import { CART_STORAGE_KEY, type PersistedCart, restoreCart } from '../../../../domain/cart-persistence'
import type { CheckoutDraft, DeliveryAvailability } from '../../../../domain/checkout-validation'
import type { CodeDiscount } from '../../../../domain/discount-code'
import { discountOfPlate } from '../../../../domain/menu-discount'
import type { Message } from '../../../../domain/message'
import { moneyFormatOf } from '../../../../domain/money'
import { limitNotes, notesCounter, notesLimitOf } from '../../../../domain/notes'
import type { PaymentMethod } from '../../../../domain/order-mode'
import { priceOrder } from '../../../../domain/order-pricing'
import { customerPhoneKey, toE164 } from '../../../../domain/phone'
import type { ScheduleConfig } from '../../../../domain/schedule'
import { cardProviderMachine } from '../../../../machines/card-provider.machine'
import {
  type CreatedOrder,
  checkoutSubmissionMachine,
  type OrderPayload,
  type PaymentUrlRequest,
} from '../../../../machines/checkout-submission.machine'
import { discountCodeMachine, type ValidateCodeRequest } from '../../../../machines/discount-code.machine'
import { phoneLookupMachine } from '../../../../machines/phone-lookup.machine'
import { scheduleMachine } from '../../../../machines/schedule.machine'
import { useFlow } from '../../../hooks/use-flow'
import { track } from '../../../lib/analytics'
import { countryQueryOptions } from '../../../lib/country'
import {
  readStored,
  STORED_EMAIL_KEY,
  STORED_NAME_KEY,
  STORED_PHONE_KEY,
  writeStored,
} from '../../../lib/diner-storage'
import { useKiosk } from '../../../lib/kiosk-mode'
import { clearStoredCart } from '../../../lib/stored-cart'
import { useMoney, useT } from '../../../lib/use-t'
import { DigitInput } from '../../../ui/digit-input'
import { toast } from '../../../ui/toast'
import {
  createOrder,
  createPaymentUrl,
  createSandboxCardToken,
  type DeliveryOptions,
  fetchCustomer,
  fetchDeliveryOptions,
  fetchSchedule,
  generalDiscountsQueryOptions,
  generalSurchargesQueryOptions,
  loyaltyProgrammeQueryOptions,
  menuDiscountsQueryOptions,
  type OrderCreate,
  payOrder,
  searchAddress,
  serviceFeesQueryOptions,
  validateCode,
} from '../api/checkout-api'
import { retryOnNetworkFailure } from '../lib/network-retry'
import { buildOrderPayload, type CheckoutAddress, idempotencyKeyOf, orderText } from '../lib/order-payload'
import { CheckoutDialog } from './checkout-dialog'
import { DiscountCodeDialog } from './discount-code-dialog'
import { KioskPaymentRejected } from './kiosk-payment-rejected'
import { LoyaltySection } from './loyalty-section'
import { SandboxCardFields, type SandboxCardValues } from './sandbox-card-fields'
import '../../../../i18n/areas/ordering'

export interface CheckoutContact {
  id: number
  alias: string
  name: string
  whatsAppPhone?: string | null
  mandatoryEmail?: boolean
  branch: { id: number; countryCode?: string | null }
  address: { street?: string; number?: string | null; zone?: string | null; locality?: string | null }
  deliveryConfig: {
    betweenStreetsRequired: boolean
    orderModes: readonly CheckoutOrderMode[]
  }
}

export interface CheckoutOrderMode {
  id: number
  type: 'DELIVERY' | 'TAKE_AWAY' | 'TABLE' | 'SELF_SERVICE'
  active: boolean
  showName?: string | null
  scheduledOrders?: 'NONE' | 'ALLOWED' | 'ONLY'
  minDelayInMinutes?: number | null
  maxDelayInMinutes?: number | null
  paymentTypes: readonly {
    id: number
    paymentMethod: string
    showName?: string | null
    active: boolean
    upload?: 'APP' | 'API'
  }[]
}

export interface CheckoutSearch {
  phone?: string
  name?: string
  tableNumber?: string
  code?: string
  invalidCustomRedirect?: boolean
  rewardId?: number
}

/** The stored cart of this local, read once when the page opens (the cart feature writes it). */
function readStoredCart(alias: string): PersistedCart | null {
  try {
    const raw = window.localStorage.getItem(CART_STORAGE_KEY)
    return raw ? restoreCart(JSON.parse(raw), alias, Date.now()) : null
  } catch {
    return null
  }
}

// The keys the account panel, the visit tracker and the abandoned-cart report read too (src/lib).
const stored = (key: string) => readStored(key) ?? ''

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-xl border border-ink/10 p-4">
      <h2 className="mb-3 font-semibold">{title}</h2>
      {children}
    </section>
  )
}

const inputClass =
  'mt-1 w-full rounded-lg border border-ink/20 bg-surface px-3 py-2 text-base focus:border-brand focus:outline-none'

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control is the child each field passes in
    <label className="block text-sm font-medium">
      {label}
      {children}
    </label>
  )
}

/** A field of digits: as a phone shows it, or on a kiosk with its keypad kept out of the label's name. */
function DigitField({
  label,
  children,
  ...input
}: ComponentProps<typeof DigitInput> & { label: string; children?: ReactNode }) {
  const id = useId()
  if (!input.keypad)
    return (
      <Field label={label}>
        <DigitInput {...input} />
        {children}
      </Field>
    )
  return (
    <div className="block text-sm font-medium">
      <label htmlFor={id}>{label}</label>
      <DigitInput {...input} id={id} />
      {children}
    </div>
  )
}

/** 'Confirmación del pedido' (2-checkout.md §2): the stored cart, or 'Volver al Menú' when there is none. */
export function CheckoutPage({
  contact,
  search,
  savedAddress = null,
}: {
  contact: CheckoutContact
  search: CheckoutSearch
  /** the address the diner gave in the storefront's address modal (userLocation), composed by the route */
  savedAddress?: CheckoutAddress | null
}) {
  const t = useT()
  const [cart] = useState(() => readStoredCart(contact.alias))
  if (!cart || cart.items.length === 0)
    return (
      <main className="mx-auto flex max-w-xl flex-col items-center gap-4 p-6 text-center">
        <h1 className="text-2xl font-bold">{t('checkout.title')}</h1>
        <p>{t('checkout.emptyCart')}</p>
        <Link
          to="/menu/$alias"
          params={{ alias: contact.alias }}
          className="rounded-full bg-brand px-6 py-3 font-semibold text-brand-contrast"
        >
          {t('storefront.backToMenu')}
        </Link>
      </main>
    )
  return <CheckoutForm contact={contact} cart={cart} search={search} savedAddress={savedAddress} />
}

function CheckoutForm({
  contact,
  cart,
  search,
  savedAddress,
}: {
  contact: CheckoutContact
  cart: PersistedCart
  search: CheckoutSearch
  savedAddress: CheckoutAddress | null
}) {
  const t = useT()
  const money = useMoney()
  const router = useRouter()
  const { data: country } = useQuery({
    ...countryQueryOptions(contact.branch.countryCode ?? 'AR'),
    enabled: !!contact.branch.countryCode,
  })
  const moneyFormat = moneyFormatOf(country ?? null)

  const modes = contact.deliveryConfig.orderModes.filter((m) => m.active)
  // A table link (tableNumber=N) is dine-in at that table, whatever mode the cart was filled in.
  const kiosk = useKiosk()
  const linkTable = (kiosk?.tableNumber ?? search.tableNumber ?? '').trim()
  const tableMode = linkTable === '' ? undefined : modes.find((m) => m.type === 'TABLE')
  const found = tableMode ?? modes.find((m) => m.id === cart.mode?.id) ?? modes[0]
  if (!found) throw new Error('A local without order modes has no checkout')
  const mode: CheckoutOrderMode = found
  const paymentTypes = mode.paymentTypes.filter((p) => p.active)
  const [paymentTypeId, setPaymentTypeId] = useState<number | null>(
    paymentTypes.find((p) => p.id === cart.paymentType?.id)?.id ?? paymentTypes[0]?.id ?? null,
  )
  const paymentType = paymentTypes.find((p) => p.id === paymentTypeId) ?? null
  const paymentMethod = (paymentType?.paymentMethod ?? null) as PaymentMethod | null

  // ── Mis datos ──
  const [customerName, setCustomerName] = useState(search.name ?? stored(STORED_NAME_KEY))
  const [customerEmail, setCustomerEmail] = useState(stored(STORED_EMAIL_KEY))
  const [customerDocument, setCustomerDocument] = useState('')
  const [tableNumber, setTableNumber] = useState(linkTable)
  const tableLocked = tableMode !== undefined
  // At a table or a kiosk the diner pays at the counter: cash needs no 'paga con', and nobody is asked
  // for a phone or a name they would type on a shared screen (both stay optional).
  const onSite = kiosk !== null || tableLocked
  // A kiosk raises no phone keyboard for fields of digits: they take an on-screen keypad (src/ui).
  const onKiosk = kiosk !== null
  const paysAtCounter = onSite && (mode.type === 'TABLE' || mode.type === 'SELF_SERVICE')
  const [notes, setNotes] = useState('')
  const [paysWith, setPaysWith] = useState('')
  const notesLimit = notesLimitOf()

  // ── machines ──
  const [phoneState, sendPhone, phoneActor] = useFlow(
    phoneLookupMachine.provide({
      actors: {
        fetchCustomer: fromPromise<OrderingCustomer, { phone: string; branchId: number }>(({ input }) =>
          fetchCustomer(input.phone, input.branchId),
        ),
      },
    }),
    { input: { branchId: contact.branch.id, phone: search.phone ?? stored(STORED_PHONE_KEY) } },
  )
  const phone = phoneState.context.phone
  const phoneKey = customerPhoneKey(phone, phoneState.context.country) ?? null
  const customer = phoneState.context.customer

  const [discountState, sendDiscount, discountActor] = useFlow(
    discountCodeMachine.provide({
      actors: {
        validateCode: fromPromise<CodeDiscount, ValidateCodeRequest>(({ input }) =>
          validateCode({
            ...input,
            orderDate: new Date().toISOString(),
            branchId: contact.branch.id,
            branchContactId: contact.id,
            orderModeId: mode.id,
            scheduled: scheduleRef.current,
            items: cart.items.map(({ plate: _plate, source: _source, notes: itemNotes, ...line }) => ({
              ...line,
              notes: itemNotes || null,
            })),
          }),
        ),
      },
    }),
    { input: {} },
  )
  const [discountOpen, setDiscountOpen] = useState(false)
  // A code in the link (?code=) is typed in for the diner, who still applies it.
  useEffect(() => {
    if (search.code) sendDiscount({ type: 'discount.codeChanged', code: search.code })
  }, [search.code, sendDiscount])

  const [scheduleState, sendSchedule, scheduleActor] = useFlow(
    scheduleMachine.provide({
      actors: {
        fetchSchedule: fromPromise<ScheduleConfig, { orderModeId: number }>(({ input }) =>
          fetchSchedule(input.orderModeId),
        ),
      },
    }),
  )
  const scheduleRef = useRef(false)
  scheduleRef.current = scheduleState.hasTag('scheduled')
  const schedulingOffered = (mode.scheduledOrders ?? 'NONE') !== 'NONE'
  useEffect(() => {
    if (!schedulingOffered) return
    sendSchedule({
      type: 'schedule.loadRequested',
      orderModeId: mode.id,
      canOrderNow: mode.scheduledOrders !== 'ONLY',
      now: Date.now(),
    })
    const tick = window.setInterval(
      () => sendSchedule({ type: 'schedule.clockTicked', now: Date.now() }),
      60_000,
    )
    return () => window.clearInterval(tick)
  }, [schedulingOffered, sendSchedule, mode.id, mode.scheduledOrders])

  const cardValues = useRef<SandboxCardValues>({ cardNumber: '', cardExpiry: '', cardSecurityCode: '' })
  const [cardState, sendCard, cardActor] = useFlow(
    cardProviderMachine.provide({
      // The sandbox's fields ship with the page: nothing to load.
      actors: { loadCardProvider: fromPromise<void>(async () => {}) },
    }),
  )
  useEffect(() => {
    if (paymentMethod === 'ONLINE_CARD' && cardState.matches('notStarted')) sendCard({ type: 'card.started' })
  }, [paymentMethod, cardState, sendCard])

  // ── address and delivery: the storefront's address (modal, userLocation) to start with, or a search ──
  const [address, setAddress] = useState<CheckoutAddress | null>(null)
  const [addressQuery, setAddressQuery] = useState('')
  const [delivery, setDelivery] = useState<DeliveryOptions | null>(null)
  const [deliveryAvailability, setDeliveryAvailability] = useState<DeliveryAvailability>('computing')
  async function findAddress() {
    if (addressQuery.trim() === '') return toast.error(t('address.enterAddress'))
    try {
      const [first] = await searchAddress(addressQuery)
      if (!first) return toast.error(t('checkout.outsideArea'))
      await takeAddress({
        fullAddress: first.fullAddress,
        street: first.street ?? null,
        city: first.city ?? null,
        locality: first.locality ?? null,
        lat: first.lat,
        lng: first.lng,
        betweenStreets: address?.betweenStreets ?? '',
        details: address?.details ?? '',
      })
    } catch {
      setDeliveryAvailability('failed')
    }
  }
  async function takeAddress(next: CheckoutAddress) {
    setAddress(next)
    setDeliveryAvailability('computing')
    try {
      const options = await fetchDeliveryOptions(contact.branch.id, contact.id, next)
      setDelivery(options)
      setDeliveryAvailability(
        !options.inZone ? 'outsideArea' : options.ridersAvailable === false ? 'noRiders' : 'available',
      )
    } catch {
      setDeliveryAvailability('failed')
    }
  }

  // the address the diner already gave on the menu is where to deliver; a search may still change it
  const savedAddressTaken = useRef(false)
  useEffect(() => {
    if (savedAddressTaken.current || !savedAddress || mode.type !== 'DELIVERY') return
    savedAddressTaken.current = true
    void takeAddress(savedAddress)
  })

  // ── money ──
  const { data: fees } = useQuery({ ...serviceFeesQueryOptions(mode.id), retry: false })
  const [redeemedPoints, setRedeemedPoints] = useState(0)
  const isDelivery = mode.type === 'DELIVERY'
  const deliveryOption =
    isDelivery && delivery?.inZone
      ? {
          fee: delivery.deliveryFee ?? 0,
          cashFee: delivery.cashDeliveryFee ?? null,
          freeDeliveryFrom: delivery.freeDeliveryAmount ?? null,
        }
      : null
  const { data: menuDiscounts } = useQuery(menuDiscountsQueryOptions(contact.branch.id))
  const { data: generalDiscounts } = useQuery({ ...generalDiscountsQueryOptions(mode.id), retry: false })
  const { data: generalSurcharges } = useQuery({ ...generalSurchargesQueryOptions(mode.id), retry: false })
  const appliedCode =
    discountState.hasTag('counts') && discountState.context.applied ? discountState.context.applied : null
  // The order engine's own pricing (domain/order-pricing), so every figure sent is the one the server
  // recomputes: menu discounts per line, the mode's general discounts and surcharges, the code, points.
  const price = (code: typeof appliedCode, loyaltyPoints: number) =>
    priceOrder({
      lines: cart.items.map((item) => ({
        price: item.price,
        quantity: item.quantity,
        priceWithoutModifiers: item.priceWithoutModifiers,
        menuDiscount: discountOfPlate(menuDiscounts ?? [], item.referenceId),
      })),
      generalDiscounts: generalDiscounts ?? [],
      generalSurcharges: generalSurcharges ?? [],
      paymentMethod: paymentMethod ?? null,
      code,
      codeContext: {
        plateIds: cart.items.map((item) => item.referenceId),
        categoryIds: cart.items.map((item) => item.categoryId),
        isFirstPurchase: true,
      },
      loyaltyPoints,
      serviceFee: fees ?? null,
      delivery: deliveryOption,
    })
  const beforeCode = price(null, 0).totals
  const pricing = price(appliedCode, redeemedPoints)
  const totals = pricing.totals
  const discountCart = useMemo(
    () => ({
      subtotal: beforeCode.itemsSubtotal,
      deliveryFee: beforeCode.deliveryFee,
      plateIds: cart.items.map((item) => item.referenceId),
      categoryIds: cart.items.map((item) => item.categoryId),
      isFirstPurchase: true,
    }),
    [beforeCode.itemsSubtotal, beforeCode.deliveryFee, cart.items],
  )
  useEffect(() => {
    sendDiscount({ type: 'discount.cartChanged', cart: discountCart })
  }, [sendDiscount, discountCart])

  // ── loyalty ──
  const { data: programme } = useQuery(loyaltyProgrammeQueryOptions(contact.branch.id))
  const loyaltyActive = !!programme?.active && programme.branchContactIds.includes(contact.id)
  const orderAmountForPoints = totals.total + totals.loyaltyPoints

  // ── submission ──
  const visit = useRef(Math.random().toString(36).slice(2) + Date.now().toString(36))
  const placedNumber = useRef<string | null>(null)
  const [submissionState, sendSubmission, submissionActor] = useFlow(
    checkoutSubmissionMachine.provide({
      actors: {
        createOrder: fromPromise<CreatedOrder, OrderPayload>(async ({ input }) => {
          const order = input as unknown as OrderCreate
          // A network blip sends the same body again with the same key: the server stores it once.
          const key = idempotencyKeyOf(visit.current, order)
          return retryOnNetworkFailure(() => createOrder(order, key))
        }),
        createPaymentUrl: fromPromise<{ url: string; token?: string }, PaymentUrlRequest>(({ input }) =>
          createPaymentUrl(input),
        ),
        createCardToken: fromPromise<CardToken, CardSubmission>(() =>
          createSandboxCardToken(cardValues.current),
        ),
        sendCardPayment: fromPromise<void, CardPaymentRequest>(({ input }) => payOrder(input)),
      },
    }),
    {
      input: {
        alias: contact.alias,
        branchContactId: contact.id,
        whatsAppPhone: contact.whatsAppPhone ?? '',
        invalidCustomRedirect: search.invalidCustomRedirect === true,
      },
    },
  )

  // Emitted effects of every machine, handled at this edge.
  const notify = (level: 'error' | 'success' | 'info', msg: Message) =>
    level === 'error' ? toast.error(t(msg)) : level === 'success' ? toast.success(t(msg)) : toast(t(msg))
  const notifyRef = useRef(notify)
  notifyRef.current = notify
  useEffect(() => {
    const subscriptions = [
      phoneActor.on('phone.dependentsCleared', () => {
        sendDiscount({ type: 'discount.phoneChanged' })
      }),
      phoneActor.on('phone.customerLoaded', (event) => {
        if (event.customer.name) setCustomerName((name) => name || event.customer.name)
      }),
      discountActor.on('notify', (event) => notifyRef.current(event.level, event.message)),
      discountActor.on('discount.dismissed', () => setDiscountOpen(false)),
      discountActor.on('discount.paymentChanged', (event) => setPaymentTypeId(event.paymentId)),
      scheduleActor.on('schedule.switched', () => sendDiscount({ type: 'discount.scheduleChanged' })),
      cardActor.on('notify', (event) => notifyRef.current(event.level, event.message)),
      submissionActor.on('notify', (event) => notifyRef.current(event.level, event.message)),
      submissionActor.on('checkout.revalidate', () =>
        notifyRef.current('error', { key: 'checkout.orderFailed' }),
      ),
      submissionActor.on('order.placed', (event) => {
        const { displayNumber } = event.order
        placedNumber.current = displayNumber === undefined ? null : String(displayNumber)
        // through the shared stored cart, so the local's cart actor empties too and never saves it back
        clearStoredCart()
        track('CREATE_ORDER', contact.alias, { orderCode: event.order.code })
      }),
      submissionActor.on('order-code.store', (event) => {
        try {
          window.localStorage.setItem('lastOrderCode', event.code)
        } catch {
          // storage unavailable
        }
      }),
      submissionActor.on('open-external', (event) => {
        const text = event.paymentUrl
          ? `${event.text}\n${new URL(event.paymentUrl, window.location.href)}`
          : event.text
        window.open(
          `https://wa.me/${event.phone.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`,
          '_blank',
        )
      }),
      submissionActor.on('navigate', (event) => {
        // A kiosk shows the order's short number, then resets for the next diner, instead of the follow-up.
        if (kiosk && placedNumber.current !== null) kiosk.orderPlaced(placedNumber.current)
        else router.history.push(event.to)
      }),
    ]
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe()
    }
  }, [
    phoneActor,
    discountActor,
    scheduleActor,
    cardActor,
    submissionActor,
    sendDiscount,
    router,
    kiosk,
    contact.alias,
  ])

  // The kiosk holds its idle reset while the order is on its way.
  const submittingNow = submissionState.hasTag('submitting')
  const wasSubmitting = useRef(false)
  useEffect(() => {
    if (!kiosk || submittingNow === wasSubmitting.current) return
    wasSubmitting.current = submittingNow
    if (submittingNow) kiosk.submissionStarted()
    else if (!submissionState.hasTag('submitted')) kiosk.submissionEnded()
  }, [kiosk, submittingNow, submissionState])

  function choosePayment(id: number) {
    if (id === paymentTypeId) return
    sendDiscount({ type: 'discount.paymentChangeRequested', paymentId: id })
  }

  function submit() {
    // The card fields check themselves first; the draft reads whether they came out complete.
    if (paymentMethod === 'ONLINE_CARD') cardActor.send({ type: 'card.confirmed' })
    const card = cardActor.getSnapshot()
    const schedule = scheduleState.context
    const draft: CheckoutDraft = {
      phone,
      phoneCountry: phoneState.context.country,
      customerName,
      customerEmail,
      customerDocument,
      tableNumber,
      orderModeType: mode.type,
      paymentMethod,
      paymentAmount: paysAtCounter ? totals.total : paysWith.trim() === '' ? null : Number(paysWith),
      itemsSubtotal: totals.itemsSubtotal,
      total: totals.total,
      required: { phone: !onSite, name: !onSite, email: contact.mandatoryEmail === true },
      delivery: isDelivery
        ? {
            fullAddress: address?.fullAddress ?? '',
            betweenStreets: address?.betweenStreets ?? '',
            betweenStreetsRequired: contact.deliveryConfig.betweenStreetsRequired,
            minimum: delivery?.minimumOrderAmount ?? null,
            availability: deliveryAvailability,
            cashRidersAvailable: delivery?.cashRidersAvailable ?? delivery?.cashAllowed ?? true,
          }
        : null,
      cardComplete: card.hasTag('complete'),
      schedule: {
        loading: scheduleState.hasTag('loading'),
        canOrderNow: schedule.canOrderNow,
        scheduled: scheduleState.hasTag('scheduled'),
        scheduledAt: schedule.scheduledAt,
      },
    }
    const payloadInput = {
      items: cart.items,
      type: mode.type,
      orderModeId: mode.id,
      branchContactId: contact.id,
      paymentTypeId: paymentTypeId ?? 0,
      paymentMethod: paymentMethod ?? 'CASH',
      totals,
      pricing,
      menuDiscounts: menuDiscounts ?? [],
      phone: toE164(phone, phoneState.context.country) ?? null,
      customerName,
      customerEmail,
      customerDocument,
      tableNumber,
      notes,
      optIn: phoneState.context.optIn,
      // at the counter the diner pays the exact total: no change to prepare
      paysWith: paysAtCounter ? totals.total : paysWith.trim() === '' ? null : Number(paysWith),
      address,
      scheduledAt: scheduleState.hasTag('scheduled') ? schedule.scheduledAt : null,
      code:
        discountState.hasTag('counts') && discountState.context.applied
          ? { code: discountState.context.applied.code, id: discountState.context.applied.id }
          : null,
      loyaltyPoints: redeemedPoints,
      minDelayInMinutes: delivery?.minDelayInMinutes ?? mode.minDelayInMinutes ?? null,
      maxDelayInMinutes: delivery?.maxDelayInMinutes ?? mode.maxDelayInMinutes ?? null,
    }
    // Remembered for the next visit (storage unavailable: it asks again). The phone is kept as the key the
    // customer is known by, so the account panel signs the diner in with it.
    writeStored(STORED_NAME_KEY, customerName.trim() || null)
    writeStored(STORED_PHONE_KEY, phoneKey ?? (phone.trim() || null))
    if (customerEmail.trim()) writeStored(STORED_EMAIL_KEY, customerEmail.trim())
    track('PAY_ORDER', contact.alias, { paymentMethod: paymentMethod ?? '', total: String(totals.total) })
    sendSubmission({
      type: 'checkout.submitted',
      request: {
        draft,
        order: buildOrderPayload(payloadInput, moneyFormat) as unknown as OrderPayload,
        orderText: orderText(payloadInput, moneyFormat),
        card:
          paymentMethod === 'ONLINE_CARD'
            ? {
                providerReady: card.hasTag('ready'),
                cardName: card.context.cardName,
                cardDocument: card.context.cardDocument,
                paymentMethodId: card.context.paymentMethodId,
              }
            : null,
        paymentUpload: paymentType?.upload ?? 'APP',
        consoleActive: true,
        kiosk: kiosk !== null,
      },
    })
  }

  // A kiosk's rejected card: the same order, paid again with the card now in the fields.
  function retryPayment() {
    cardActor.send({ type: 'card.confirmed' })
    const card = cardActor.getSnapshot()
    sendSubmission({
      type: 'checkout.paymentRetried',
      card: {
        providerReady: card.hasTag('ready'),
        cardName: card.context.cardName,
        cardDocument: card.context.cardDocument,
        paymentMethodId: card.context.paymentMethodId,
      },
    })
  }
  const paymentRejected = submissionState.hasTag('paymentRejected')

  const submitting = submissionState.hasTag('submitting') || submissionState.hasTag('submitted')
  const paymentLabel = (method: string, showName?: string | null) =>
    (paysAtCounter && method === 'CASH' ? t('kiosk.payAtCounter') : null) ??
    showName ??
    (method === 'CASH'
      ? t('checkout.paymentCash')
      : method === 'ONLINE_CARD'
        ? t('checkout.paymentCard')
        : t('checkout.paymentLink'))
  const counter = notesCounter(notes, notesLimit)
  const address_ = contact.address
  const applied = discountState.context.applied

  return (
    // A landscape kiosk lays the sections out in two columns across the screen.
    <main
      id="contenido"
      className="mx-auto flex max-w-2xl flex-col gap-4 p-4 pb-28 kiosk-wide:grid kiosk-wide:max-w-none kiosk-wide:grid-cols-2 kiosk-wide:items-start kiosk-wide:px-8 kiosk-wide:pb-40"
    >
      <h1 className="text-2xl font-bold kiosk-wide:col-span-2">{t('checkout.title')}</h1>

      <Section title={t('checkout.localSection')}>
        <p className="font-semibold">{contact.name}</p>
        <p className="text-sm text-muted">
          {[address_.street, address_.number, address_.zone, address_.locality].filter(Boolean).join(', ')}
        </p>
      </Section>

      {schedulingOffered ? (
        <Section title={t(scheduleState.context.title)}>
          <div className="flex gap-2">
            {scheduleState.context.canOrderNow ? (
              <button
                type="button"
                aria-pressed={scheduleState.hasTag('orderNow')}
                className="flex-1 rounded-full border border-ink/20 px-4 py-2 aria-pressed:bg-brand aria-pressed:text-brand-contrast"
                onClick={() => sendSchedule({ type: 'schedule.nowChosen' })}
              >
                {t('schedule.now')}
              </button>
            ) : null}
            <button
              type="button"
              aria-pressed={scheduleState.hasTag('scheduled')}
              className="flex-1 rounded-full border border-ink/20 px-4 py-2 aria-pressed:bg-brand aria-pressed:text-brand-contrast"
              onClick={() => sendSchedule({ type: 'schedule.scheduledChosen' })}
            >
              {t('schedule.scheduled')}
            </button>
          </div>
          {scheduleState.context.notice ? (
            <p className="mt-2 text-sm text-muted">{t(scheduleState.context.notice)}</p>
          ) : null}
          {scheduleState.hasTag('scheduled') ? (
            <div className="mt-3 grid grid-cols-2 gap-2">
              <select
                aria-label={t('schedule.scheduled')}
                className={inputClass}
                value={scheduleState.context.selection?.date ?? ''}
                onChange={(e) => sendSchedule({ type: 'schedule.dayChosen', date: e.target.value })}
              >
                {scheduleState.context.days.map((day) => (
                  <option key={day.date} value={day.date}>
                    {day.date}
                  </option>
                ))}
              </select>
              <select
                aria-label={t('schedule.title')}
                className={inputClass}
                value={scheduleState.context.selection?.time ?? ''}
                onChange={(e) => sendSchedule({ type: 'schedule.slotChosen', time: e.target.value })}
              >
                {(
                  scheduleState.context.days.find((d) => d.date === scheduleState.context.selection?.date)
                    ?.slots ?? []
                ).map((slot) => (
                  <option key={slot} value={slot}>
                    {slot}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
        </Section>
      ) : null}

      <Section title={t('checkout.myData')}>
        <div className="space-y-3">
          <Field label={t('checkout.nameLabel')}>
            <input
              className={inputClass}
              autoComplete="name"
              value={customerName}
              onChange={(e) => setCustomerName(e.target.value)}
            />
          </Field>
          <DigitField
            label={t('checkout.phoneLabel')}
            keypad={onKiosk}
            className={inputClass}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={phone}
            onValueChange={(text) => sendPhone({ type: 'phone.changed', phone: text })}
          />
          <Field label={t('checkout.emailLabel')}>
            <input
              className={inputClass}
              type="email"
              autoComplete="email"
              value={customerEmail}
              onChange={(e) => setCustomerEmail(e.target.value)}
            />
          </Field>
          <DigitField
            label={t('checkout.documentLabel')}
            keypad={onKiosk}
            className={inputClass}
            value={customerDocument}
            onValueChange={(text) => setCustomerDocument(text.replace(/[.,+-]/g, ''))}
          />
          {mode.type === 'TABLE' && tableLocked ? (
            <p className="font-semibold text-lg" data-testid="checkout-table">
              {t('kiosk.table', { table: tableNumber })}
            </p>
          ) : mode.type === 'TABLE' ? (
            <DigitField
              label={t('checkout.tableLabel')}
              keypad={onKiosk}
              // a phone types any table name; a kiosk's keypad gives table numbers
              inputMode={onKiosk ? 'numeric' : 'text'}
              className={inputClass}
              value={tableNumber}
              onValueChange={setTableNumber}
            />
          ) : null}
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={phoneState.context.optIn}
              onChange={(e) => sendPhone({ type: 'phone.optInChanged', optIn: e.target.checked })}
            />
            {t('checkout.optInLabel')}
          </label>
        </div>
      </Section>

      {isDelivery ? (
        <Section title={t('checkout.myAddress')}>
          <div className="flex gap-2">
            <input
              aria-label={t('checkout.addressLabel')}
              className={inputClass}
              value={addressQuery}
              onChange={(e) => setAddressQuery(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') void findAddress()
              }}
            />
            <button
              type="button"
              className="mt-1 rounded-lg border border-ink/20 px-4 font-semibold"
              onClick={() => void findAddress()}
            >
              {t('checkout.addressSearch')}
            </button>
          </div>
          {address ? (
            <div className="mt-3 space-y-3">
              <p className="text-sm font-semibold" data-testid="checkout-address">
                {address.fullAddress}
              </p>
              {deliveryAvailability === 'outsideArea' ? (
                <p className="text-sm text-red-700">{t('checkout.outsideArea')}</p>
              ) : null}
              <Field label={t('checkout.betweenStreetsLabel')}>
                <input
                  className={inputClass}
                  value={address.betweenStreets}
                  onChange={(e) => setAddress({ ...address, betweenStreets: e.target.value })}
                />
              </Field>
              <Field label={t('checkout.detailsLabel')}>
                <input
                  className={inputClass}
                  value={address.details}
                  onChange={(e) => setAddress({ ...address, details: e.target.value })}
                />
              </Field>
            </div>
          ) : null}
        </Section>
      ) : null}

      <Section title={t('checkout.myPayment')}>
        <fieldset className="flex flex-wrap gap-2">
          {paymentTypes.map((option) => (
            <button
              key={option.id}
              type="button"
              aria-pressed={option.id === paymentTypeId}
              // the order already exists with its card: after a rejection only the panel below changes it
              disabled={paymentRejected}
              className="rounded-full disabled:opacity-60 border border-ink/20 px-4 py-2 aria-pressed:bg-brand aria-pressed:text-brand-contrast"
              onClick={() => choosePayment(option.id)}
            >
              {paymentLabel(option.paymentMethod, option.showName)}
            </button>
          ))}
        </fieldset>
        {paymentMethod === 'CASH' && !paysAtCounter ? (
          <div className="mt-3">
            <DigitField
              label={t('checkout.cashAmountPrompt')}
              keypad={onKiosk}
              className={inputClass}
              type={onKiosk ? 'text' : 'number'}
              min={0}
              value={paysWith}
              onValueChange={setPaysWith}
            />
          </div>
        ) : null}
        {paymentMethod === 'ONLINE_CARD' && cardState.hasTag('ready') ? (
          <div className="mt-3 space-y-3">
            <SandboxCardFields
              keypad={onKiosk}
              valuesRef={cardValues}
              onBinChanged={(bin) => sendCard({ type: 'card.binChanged', bin })}
              onCompleteChanged={(complete) => sendCard({ type: 'card.providerFieldsChanged', complete })}
            />
            <Field label={t('checkout.cardNameLabel')}>
              <input
                className={inputClass}
                autoComplete="cc-name"
                value={cardState.context.cardName}
                onChange={(e) => sendCard({ type: 'card.nameChanged', value: e.target.value })}
              />
              {cardState.context.errors.cardName ? (
                <span className="text-sm text-red-700">{t(cardState.context.errors.cardName)}</span>
              ) : null}
            </Field>
            <DigitField
              label={t('checkout.cardDocumentLabel')}
              keypad={onKiosk}
              className={inputClass}
              value={cardState.context.cardDocument}
              onValueChange={(text) => sendCard({ type: 'card.documentChanged', value: text })}
            >
              {cardState.context.errors.cardDocument ? (
                <span className="text-sm text-red-700">{t(cardState.context.errors.cardDocument)}</span>
              ) : null}
            </DigitField>
          </div>
        ) : null}
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <button
            type="button"
            className="rounded-full border border-ink/20 px-4 py-2 text-sm font-semibold"
            onClick={() => setDiscountOpen(true)}
          >
            {t('checkout.discountCodeButton')}
          </button>
          {applied ? (
            <span className="text-sm">
              {applied.code} ·{' '}
              {discountState.hasTag('counts') ? t('discount.applied') : t('discount.notApplied')}
              {discountState.context.notice && discountState.hasTag('notCounted') ? (
                <span className="block text-muted">{t(discountState.context.notice)}</span>
              ) : null}
            </span>
          ) : null}
          {applied ? (
            <button
              type="button"
              className="text-sm underline"
              onClick={() => sendDiscount({ type: 'discount.deletePressed' })}
            >
              {t('checkout.discountCodeDelete')}
            </button>
          ) : null}
        </div>
      </Section>

      {loyaltyActive && programme ? (
        <LoyaltySection
          programme={programme}
          welcomeText={programme.welcomeText ?? null}
          branchId={contact.branch.id}
          branchContactId={contact.id}
          phone={phoneKey}
          balance={customer?.loyaltyPointsBalance ?? 0}
          orderAmount={orderAmountForPoints}
          rewardId={search.rewardId ?? null}
          onRedeemed={setRedeemedPoints}
        />
      ) : null}

      <Section title={t('checkout.ticketTitle')}>
        <ul className="divide-y divide-ink/10 text-sm">
          {cart.items.map((item, i) => (
            <li key={cartLineKey(item)} className="py-2">
              <p className="flex justify-between gap-2">
                <span>
                  {item.quantity} x {item.name}
                </span>
                <span>{money(item.price * item.quantity)}</span>
              </p>
              {(pricing.lineDiscounts[i] ?? 0) > 0 ? (
                <p className="flex justify-between gap-2 text-muted">
                  <span>{t('checkout.lineDiscount')}</span>
                  <span>-{money(pricing.lineDiscounts[i] ?? 0)}</span>
                </p>
              ) : null}
            </li>
          ))}
        </ul>
        <dl className="mt-3 grid grid-cols-[1fr_auto] gap-1 text-sm" data-testid="checkout-totals">
          <dt>{t('checkout.subtotal')}</dt>
          <dd>{money(totals.itemsSubtotal)}</dd>
          {totals.codeDiscount > 0 ? (
            <>
              <dt>{t('checkout.codeDiscount')}</dt>
              <dd>-{money(totals.codeDiscount)}</dd>
            </>
          ) : null}
          {totals.loyaltyPoints > 0 && programme ? (
            <>
              <dt>{programme.name}</dt>
              <dd>-{money(totals.loyaltyPoints)}</dd>
            </>
          ) : null}
          {deliveryOption ? (
            <>
              <dt>{t('checkout.deliveryFee')}</dt>
              <dd>{totals.deliveryFee === 0 ? t('checkout.deliveryFree') : money(totals.deliveryFee)}</dd>
            </>
          ) : null}
          <dt>{t('checkout.serviceFee')}</dt>
          <dd>
            {totals.userServiceFee === 0 ? t('checkout.serviceFeeWaived') : money(totals.userServiceFee)}
          </dd>
          <dt className="text-base font-bold">{t('checkout.total')}</dt>
          <dd className="text-base font-bold" data-testid="checkout-total">
            {money(totals.total)}
          </dd>
        </dl>
      </Section>

      <Section title={t('checkout.notesTitle')}>
        <textarea
          aria-label={t('checkout.notesTitle')}
          className={inputClass}
          rows={3}
          placeholder={t('checkout.notesPlaceholder')}
          value={notes}
          onChange={(e) => setNotes(limitNotes(e.target.value, notesLimit))}
        />
        {counter ? <p className="text-right text-xs text-muted">{t(counter)}</p> : null}
      </Section>

      <div className="fixed inset-x-0 bottom-0 z-30 border-t border-ink/10 bg-surface p-4">
        {paymentRejected ? (
          <KioskPaymentRejected
            error={submissionState.context.paymentError}
            onRetry={retryPayment}
            onPayAtCounter={() => sendSubmission({ type: 'checkout.payAtCounterChosen' })}
          />
        ) : (
          <button
            type="button"
            className="mx-auto block w-full max-w-2xl rounded-full bg-brand px-6 py-3 font-semibold text-brand-contrast disabled:opacity-60"
            disabled={submitting}
            aria-busy={submitting}
            onClick={submit}
          >
            {submitting ? t('checkout.placingOrder') : `${t('checkout.placeOrder')} · ${money(totals.total)}`}
          </button>
        )}
      </div>

      <DiscountCodeDialog
        open={discountOpen}
        onClose={() => setDiscountOpen(false)}
        snapshot={discountState}
        send={sendDiscount}
        press={() =>
          sendDiscount({
            type: 'discount.buttonPressed',
            paymentId: paymentTypeId,
            phone: phoneKey ?? phone,
            dataValid: phoneKey !== null,
          })
        }
      />
      <CheckoutDialog
        open={discountState.hasTag('confirmingPaymentChange')}
        onClose={() => sendDiscount({ type: 'discount.paymentChangeCancelled' })}
        title={t('checkout.myPayment')}
      >
        <p>{discountState.context.confirmation ? t(discountState.context.confirmation) : null}</p>
        <div className="mt-4 flex gap-2">
          <button
            type="button"
            className="flex-1 rounded-full border border-ink/20 px-4 py-2"
            onClick={() => sendDiscount({ type: 'discount.paymentChangeCancelled' })}
          >
            {t('common.cancel')}
          </button>
          <button
            type="button"
            className="flex-1 rounded-full bg-brand px-4 py-2 font-semibold text-brand-contrast"
            onClick={() => sendDiscount({ type: 'discount.paymentChangeAccepted' })}
          >
            {t('checkout.confirm')}
          </button>
        </div>
      </CheckoutDialog>
    </main>
  )
}
