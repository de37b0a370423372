import { TZDate } from '@date-fns/tz'
import type { HistoryContext, HistoryMode, HistoryPlate } from './history-context'
import type { Random } from './history-random'

const MINUTE = 60_000

/** Day-of-week factors (Sunday first): weekends busier, Monday the quietest. */
const WEEKDAY_FACTOR = [1.2, 0.78, 0.84, 0.9, 0.98, 1.25, 1.38]
/** About one day in twelve rains: more orders, more of them delivered, slower riders. */
const RAIN_CHANCE = 0.08

export const CANCEL_REASONS = [
  'Sin stock de un plato',
  'Fuera de la zona de entrega',
  'El cliente no responde',
  'Demora excesiva',
  'Pedido duplicado',
  'Local sin repartidores',
] as const

export const CAMPAIGNS = ['instagram-verano', 'newsletter-martes', 'google-promo'] as const

const ERROR_TYPES = ['MISSING_ITEMS', 'WRONG_ITEMS', 'LATE_DELIVERY', 'COLD_FOOD', 'DAMAGED_PACKAGE'] as const

export interface HistoryDay {
  start: Date
  rainy: boolean
  orders: number
}

export interface PlannedLine {
  plate: HistoryPlate
  quantity: number
}

export interface PlannedOrder {
  /** the order's number in the history (addresses derive from it) */
  seq: number
  code: string
  orderedAt: Date
  mode: HistoryMode
  payment: HistoryMode['payments'][number]
  lines: PlannedLine[]
  itemsPrice: number
  deliveryFee: number
  serviceFee: number
  redeemed: number
  gained: number
  customer: number | null
  canceled: boolean
  reason: string | null
  acceptedAt: Date | null
  readyAt: Date | null
  dispatchedAt: Date | null
  finishedAt: Date
  etaMinutes: number
  rider: number | null
  paysWith: number | null
  refundDue: number
  error: (typeof ERROR_TYPES)[number] | null
  survey: { rating: number; reasons: string[] } | null
}

/** The days of the history, oldest first, ending today in the venue's zone (orders placed before now only). */
export function planDays(days: number, now: Date, timeZone: string, random: Random): HistoryDay[] {
  const today = new TZDate(now.getTime(), timeZone)
  const result: HistoryDay[] = []
  for (let back = days - 1; back >= 0; back--) {
    const start = new TZDate(today.getFullYear(), today.getMonth(), today.getDate() - back, 0, 0, 0, timeZone)
    const rainy = random.chance(RAIN_CHANCE)
    // A gentle season: summer evenings (December–February here) a little busier than winter ones.
    const season = 1 + 0.08 * Math.cos(((start.getMonth() + 0.5) / 12) * 2 * Math.PI)
    const factor = (WEEKDAY_FACTOR[start.getDay()] ?? 1) * season * (rainy ? 1.35 : 1)
    const orders = Math.max(0, Math.round(random.normal(195 * factor, 12)))
    result.push({ start: new Date(start.getTime()), rainy, orders })
  }
  return result
}

/** The day's order times, in order (so points balances run forward in time). */
export function orderTimes(day: HistoryDay, random: Random): Date[] {
  const times: number[] = []
  for (let i = 0; i < day.orders; i++)
    times.push(day.start.getTime() + orderMinute(random) * MINUTE + random.int(0, 59) * 1000)
  return times.sort((a, b) => a - b).map((t) => new Date(t))
}

/** Minutes after midnight: a lunch peak about 13:15, a taller dinner peak about 21:15, a trickle between. */
export function orderMinute(random: Random): number {
  const r = random.next()
  const hours =
    r < 0.38 ? random.normal(13.25, 0.75) : r < 0.9 ? random.normal(21.25, 1.05) : random.normal(17, 3)
  return Math.round(Math.min(23.9, Math.max(11, hours)) * 60)
}

function pickMode(context: HistoryContext, rainy: boolean, random: Random): HistoryMode {
  const share = { DELIVERY: rainy ? 0.7 : 0.48, TAKE_AWAY: 0.26, TABLE: 0.16, SELF_SERVICE: 0.1 }
  return random.weighted(context.modes.map((mode) => [mode, share[mode.type]] as const))
}

function pickPayment(mode: HistoryMode, random: Random) {
  const share = { CASH: 0.45, ONLINE_CARD: 0.4, PAYMENT_LINK: 0.15, BANK_REDIRECT: 0.1 }
  return random.weighted(mode.payments.map((payment) => [payment, share[payment.method]] as const))
}

/** 1–4 lines; the menu's first plates sell the most (a popularity that falls with the position). */
function pickLines(mode: HistoryMode, random: Random): PlannedLine[] {
  const weighted = mode.plates.map((plate, index) => [plate, 1 / (1 + index * 0.35)] as const)
  const count = random.weighted([
    [1, 0.35],
    [2, 0.35],
    [3, 0.2],
    [4, 0.1],
  ] as const)
  const lines: PlannedLine[] = []
  for (let i = 0; i < count; i++) {
    const plate = random.weighted(weighted)
    const same = lines.find((line) => line.plate === plate)
    if (same) same.quantity += 1
    else lines.push({ plate, quantity: random.chance(0.2) ? 2 : 1 })
  }
  return lines
}

export interface PlanState {
  random: Random
  context: HistoryContext
  /** customers known so far (their count); each new one takes the next number */
  customers: number
  balances: Map<number, number>
  riders: number
  sequence: number
}

/** A customer for the next order: a third are new, the rest come back (recent ones more often). */
function pickCustomer(state: PlanState): number | null {
  const { random } = state
  if (random.chance(0.12)) return null
  if (state.customers === 0 || random.chance(0.33)) return state.customers++
  const back = Math.floor(state.customers * random.next() ** 2)
  return state.customers - 1 - back
}

function money(mode: HistoryMode, lines: PlannedLine[], context: HistoryContext) {
  const itemsPrice = lines.reduce((sum, line) => sum + line.plate.price * line.quantity, 0)
  const zone = context.zone
  const deliveryFee =
    mode.type === 'DELIVERY' && zone && (zone.freeFrom === null || itemsPrice < zone.freeFrom) ? zone.fee : 0
  const serviceFee = mode.userFee + Math.round((itemsPrice * mode.percentageUserFee) / 100)
  return { itemsPrice, deliveryFee, serviceFee }
}

/** Points spent (sometimes, when the balance allows) and earned (on what was delivered). */
function points(state: PlanState, customer: number | null, itemsPrice: number, canceled: boolean) {
  const programme = state.context.loyalty
  if (!programme || customer === null || canceled) return { redeemed: 0, gained: 0 }
  const balance = state.balances.get(customer) ?? 0
  let redeemed = 0
  if (balance >= programme.min && balance > 0 && state.random.chance(0.2)) {
    redeemed = Math.min(balance, programme.max, Math.floor((itemsPrice * programme.maxPercentage) / 100))
  }
  const gained = Math.floor(((itemsPrice - redeemed) * programme.percentage) / 100)
  state.balances.set(customer, balance - redeemed + gained)
  return { redeemed, gained }
}

/** Kitchen and street times; peaks and rain slow them, so some orders arrive after their ETA. */
function timings(
  state: PlanState,
  order: { at: Date; mode: HistoryMode; rainy: boolean; canceled: boolean },
) {
  const { random } = state
  const minute = order.at.getTime()
  const peak = isPeak(order.at, state.context.timeZone)
  const delivery = order.mode.type === 'DELIVERY'
  const etaMinutes = delivery ? 50 : 30
  const acceptedAt = new Date(minute + random.logNormal(2, 0.5) * MINUTE)
  const readyAt = new Date(acceptedAt.getTime() + random.logNormal(peak ? 17 : 13, 0.3) * MINUTE)
  const waitRider = delivery ? random.logNormal(order.rainy ? 9 : 5, 0.5) : 0
  const dispatchedAt = delivery ? new Date(readyAt.getTime() + waitRider * MINUTE) : null
  const finishedAt = dispatchedAt
    ? new Date(dispatchedAt.getTime() + random.logNormal(order.rainy ? 22 : 15, 0.3) * MINUTE)
    : new Date(readyAt.getTime() + random.logNormal(6, 0.5) * MINUTE)
  if (!order.canceled) return { acceptedAt, readyAt, dispatchedAt, finishedAt, etaMinutes }
  // A cancel comes before the kitchen starts, or while it cooks.
  const early = random.chance(0.6)
  const canceledAt = new Date(minute + random.logNormal(early ? 4 : 15, 0.4) * MINUTE)
  return {
    acceptedAt: early ? null : acceptedAt,
    readyAt: null,
    dispatchedAt: null,
    finishedAt: canceledAt,
    etaMinutes,
  }
}

function isPeak(at: Date, timeZone: string): boolean {
  const hour = new TZDate(at.getTime(), timeZone).getHours()
  return (hour >= 12 && hour < 15) || (hour >= 20 && hour < 23)
}

/** The general rating: late orders rate lower; a low rating says what to improve. */
function surveyAnswer(random: Random, late: boolean, reasons: string[]) {
  const rating = late
    ? random.weighted([
        [1, 0.15],
        [2, 0.2],
        [3, 0.3],
        [4, 0.25],
        [5, 0.1],
      ] as const)
    : random.weighted([
        [1, 0.02],
        [2, 0.03],
        [3, 0.1],
        [4, 0.3],
        [5, 0.55],
      ] as const)
  const chosen =
    rating <= 3 && reasons.length > 0 ? [late ? (reasons[0] as string) : random.pick(reasons)] : []
  return { rating, reasons: chosen }
}

/** One order of the day, complete: what was ordered, by whom, its times, its money and its aftermath. */
export function planOrder(state: PlanState, day: HistoryDay, orderedAt: Date): PlannedOrder {
  const { random, context } = state
  const mode = pickMode(context, day.rainy, random)
  const payment = pickPayment(mode, random)
  const lines = pickLines(mode, random)
  const customer = pickCustomer(state)
  const canceled = random.chance(day.rainy ? 0.09 : 0.05)
  const { itemsPrice, deliveryFee, serviceFee } = money(mode, lines, context)
  const { redeemed, gained } = points(state, customer, itemsPrice, canceled)
  const times = timings(state, { at: orderedAt, mode, rainy: day.rainy, canceled })
  const total = itemsPrice - redeemed + deliveryFee + serviceFee
  // Late: delivered (or, for the other modes, ready) after the ETA given on accepting.
  const promised = times.acceptedAt
    ? times.acceptedAt.getTime() + times.etaMinutes * MINUTE
    : Number.POSITIVE_INFINITY
  const late = ((mode.type === 'DELIVERY' ? times.finishedAt : times.readyAt)?.getTime() ?? 0) > promised
  const online = payment.method !== 'CASH'
  const delivered = !canceled
  const surveyed = delivered && customer !== null && context.survey !== null && random.chance(0.3)
  const seq = state.sequence++
  return {
    seq,
    code: `H${context.localId}-${seq.toString(36).toUpperCase().padStart(6, '0')}`,
    orderedAt,
    mode,
    payment,
    lines,
    itemsPrice,
    deliveryFee,
    serviceFee,
    redeemed,
    gained,
    customer,
    canceled,
    reason: canceled ? random.pick(CANCEL_REASONS) : null,
    ...times,
    rider: mode.type === 'DELIVERY' && delivered ? random.int(0, state.riders - 1) : null,
    paysWith: !online && delivered && random.chance(0.6) ? Math.ceil((total + 1) / 5000) * 5000 : null,
    refundDue: canceled && online && random.chance(0.4) ? total : 0,
    error: delivered && random.chance(0.015) ? random.pick(ERROR_TYPES) : null,
    survey: surveyed ? surveyAnswer(random, late, context.survey?.reasons ?? []) : null,
  }
}

export interface PlannedEvent {
  sessionId: string
  type:
    | 'ORDER_MODE_SELECT'
    | 'ITEM_VIEW'
    | 'ADD_ITEM'
    | 'DELETE_ITEM'
    | 'CONTINUE_TO_CHECKOUT'
    | 'CREATE_ORDER'
    | 'PAY_ORDER'
  campaignId: string | null
  occurredAt: Date
  context: string | null
}

const FUNNEL = ['ORDER_MODE_SELECT', 'ITEM_VIEW', 'ADD_ITEM', 'CONTINUE_TO_CHECKOUT', 'CREATE_ORDER'] as const

function campaign(random: Random): string | null {
  return random.weighted([
    [null, 0.4],
    [CAMPAIGNS[0], 0.28],
    [CAMPAIGNS[1], 0.14],
    [CAMPAIGNS[2], 0.18],
  ] as const)
}

/**
 * The storefront's events around an order (half of the orders came through a recorded visit), and the
 * visits that stopped on the way: menu view → plate → cart → checkout → order.
 */
export function planEvents(state: PlanState, order: PlannedOrder, visits: { n: number }): PlannedEvent[] {
  const { random } = state
  const events: PlannedEvent[] = []
  const session = (reached: number, at: number, plate: HistoryPlate | undefined, placed: boolean) => {
    const sessionId = `hist-${state.context.localId}-${visits.n++}`
    const campaignId = campaign(random)
    for (let step = 0; step <= reached; step++) {
      const type = FUNNEL[step] as PlannedEvent['type']
      const context = plate && step > 0 && step < 3 ? JSON.stringify({ plateId: plate.plateId }) : null
      events.push({ sessionId, type, campaignId, occurredAt: new Date(at + (step - 5) * MINUTE), context })
      if (step === 2 && random.chance(0.12))
        events.push({ sessionId, type: 'DELETE_ITEM', campaignId, occurredAt: new Date(at), context })
    }
    if (placed && order.payment.method !== 'CASH')
      events.push({
        sessionId,
        type: 'PAY_ORDER',
        campaignId,
        occurredAt: new Date(at + MINUTE),
        context: null,
      })
  }
  const at = order.orderedAt.getTime()
  if (random.chance(0.5)) session(4, at, order.lines[0]?.plate, true)
  const stopped = random.int(0, 2)
  for (let i = 0; i < stopped; i++) {
    session(
      random.weighted([
        [0, 0.45],
        [1, 0.3],
        [2, 0.15],
        [3, 0.1],
      ] as const),
      at - random.int(10, 300) * MINUTE,
      random.pick(order.mode.plates),
      false,
    )
  }
  return events
}
