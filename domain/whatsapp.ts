import type { Message, MessageParam } from './message'

/** An extra (garnish) of a line, as the order answer names it. */
export interface WhatsAppExtra {
  name: string
  quantity: number
}

/** A line of the order as the server answers it: its name carries the size ('Pizza (Grande)'). */
export interface WhatsAppLine {
  name: string
  quantity: number
  accPrice: number
  notes?: string | null
  extras?: readonly WhatsAppExtra[]
}

/**
 * The facts of an order the message names, shaped after the contract's Order (GET
 * /api/diner/{aliasOrId}/order/{orderCode}), so the checkout and the follow-up build it from the same answer.
 */
export interface WhatsAppOrder {
  code: string
  type: 'DELIVERY' | 'TAKE_AWAY' | 'TABLE' | 'SELF_SERVICE'
  displayNumber?: number
  items: readonly WhatsAppLine[]
  itemsPrice: number
  surcharges?: readonly { name: string; amount: number }[]
  discounts?: readonly { name: string; amount: number }[]
  deliveryFee?: number
  userServiceFee?: number
  total: number
  notes?: string | null
  destination?: { fullAddress?: string | null; street?: string | null; number?: string | null } | null
  details?: string | null
  betweenStreets?: string | null
  tableUid?: string | null
  customerName?: string | null
  phone?: string | null
  paymentType?: { paymentMethod: string; showName?: string | null }
  paysWith?: number | null
  paymentInfo?: { paymentUrl?: string | null } | null
  scheduled?: boolean
  scheduledAt?: string | null
}

/** How the message is written: the catalogue's words, the local's time zone, the page's origin. */
export interface WhatsAppWords {
  /** renders a catalogue message ('whatsapp.*'), money given as { money } */
  say: (message: Message) => string
  timeZone: string
  /** resolves a relative payment link ('/pago-sandbox/…') into one the local can open */
  origin: string
}

/**
 * Past this many characters a wa.me link risks being cut by a browser, a phone's share sheet or WhatsApp
 * itself; the message is shortened to fit (see whatsAppLink).
 */
export const WHATSAPP_LINK_MAX = 2000

/**
 * How much the message leaves out, in order, while its link is too long: first the lines' notes, then the
 * garnishes are folded onto their line, then the order's own notes, then the last lines are counted
 * instead of listed. What the local cannot cook or deliver without (mode, address, customer, payment,
 * totals) always stays.
 */
type Detail = { lineNotes: boolean; extrasApart: boolean; orderNotes: boolean; listed: number }

const say = (words: WhatsAppWords, key: string, params?: Record<string, MessageParam>) =>
  words.say(params ? { key: `whatsapp.${key}`, params } : { key: `whatsapp.${key}` })

const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim()

function modeLines(order: WhatsAppOrder, words: WhatsAppWords): string[] {
  if (order.type === 'DELIVERY') {
    const address =
      clean(order.destination?.fullAddress) ||
      clean([order.destination?.street, order.destination?.number].filter(Boolean).join(' '))
    return [
      say(words, 'modeDelivery'),
      ...(address ? [say(words, 'address', { address })] : []),
      ...(clean(order.betweenStreets)
        ? [say(words, 'betweenStreets', { text: clean(order.betweenStreets) })]
        : []),
      ...(clean(order.details) ? [say(words, 'details', { text: clean(order.details) })] : []),
    ]
  }
  if (order.type === 'TABLE')
    return [
      clean(order.tableUid)
        ? say(words, 'modeTable', { table: clean(order.tableUid) })
        : say(words, 'modeTableUnnamed'),
    ]
  if (order.type === 'SELF_SERVICE')
    return [
      order.displayNumber !== undefined
        ? say(words, 'modeSelfServiceNumber', { number: order.displayNumber })
        : say(words, 'modeSelfService'),
    ]
  return [say(words, 'modeTakeAway')]
}

function scheduledLine(order: WhatsAppOrder, words: WhatsAppWords): string[] {
  if (!order.scheduled || !order.scheduledAt) return []
  const at = new Date(order.scheduledAt)
  if (Number.isNaN(at.getTime())) return []
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('es-AR', { timeZone: words.timeZone, ...options }).format(at)
  return [
    say(words, 'scheduled', {
      date: part({ day: '2-digit', month: '2-digit' }),
      time: part({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
    }),
  ]
}

function customerLines(order: WhatsAppOrder, words: WhatsAppWords): string[] {
  const name = clean(order.customerName)
  const phone = clean(order.phone)
  return [
    ...(name ? [say(words, 'customer', { name })] : []),
    ...(phone ? [say(words, 'phone', { phone })] : []),
  ]
}

function itemLines(order: WhatsAppOrder, words: WhatsAppWords, detail: Detail): string[] {
  const lines: string[] = []
  const listed = order.items.slice(0, detail.listed)
  for (const item of listed) {
    const extras = (item.extras ?? []).map((x) =>
      x.quantity > 1 ? `${x.quantity} x ${clean(x.name)}` : clean(x.name),
    )
    const head = say(words, 'line', {
      quantity: item.quantity,
      name: clean(item.name),
      amount: { money: item.accPrice },
    })
    if (detail.extrasApart) {
      lines.push(head, ...extras.map((extra) => say(words, 'extra', { name: extra })))
    } else {
      lines.push(extras.length ? `${head} ${say(words, 'extrasFolded', { names: extras.join(', ') })}` : head)
    }
    if (detail.lineNotes && clean(item.notes))
      lines.push(say(words, 'lineNotes', { text: clean(item.notes) }))
  }
  const rest = order.items.slice(detail.listed)
  if (rest.length > 0)
    lines.push(
      say(words, 'moreLines', {
        count: rest.reduce((sum, item) => sum + item.quantity, 0),
        amount: { money: rest.reduce((sum, item) => sum + item.accPrice, 0) },
      }),
    )
  return lines
}

function totalLines(order: WhatsAppOrder, words: WhatsAppWords): string[] {
  const money = (amount: number) => ({ money: amount })
  return [
    say(words, 'subtotal', { amount: money(order.itemsPrice) }),
    ...(order.surcharges ?? []).map((l) =>
      say(words, 'surcharge', { name: clean(l.name), amount: money(l.amount) }),
    ),
    ...(order.discounts ?? []).map((l) =>
      say(words, 'discount', { name: clean(l.name), amount: money(l.amount) }),
    ),
    ...(order.deliveryFee ? [say(words, 'deliveryFee', { amount: money(order.deliveryFee) })] : []),
    ...(order.userServiceFee ? [say(words, 'serviceFee', { amount: money(order.userServiceFee) })] : []),
    say(words, 'total', { amount: money(order.total) }),
  ]
}

function absolute(url: string, origin: string): string {
  try {
    return new URL(url, origin).toString()
  } catch {
    return url
  }
}

function paymentLines(order: WhatsAppOrder, words: WhatsAppWords): string[] {
  const method = order.paymentType?.paymentMethod
  const named = clean(order.paymentType?.showName)
  const label =
    named ||
    (method === 'CASH'
      ? say(words, 'methodCash')
      : method === 'ONLINE_CARD'
        ? say(words, 'methodCard')
        : method === 'PAYMENT_LINK'
          ? say(words, 'methodLink')
          : '')
  const lines = label ? [say(words, 'payment', { method: label })] : []
  if (method === 'CASH' && order.paysWith && order.paysWith > 0) {
    lines.push(say(words, 'paysWith', { amount: { money: order.paysWith } }))
    if (order.paysWith > order.total)
      lines.push(say(words, 'change', { amount: { money: order.paysWith - order.total } }))
  }
  const url = order.paymentInfo?.paymentUrl
  if (url) lines.push(say(words, 'paymentLink', { url: absolute(url, words.origin) }))
  return lines
}

function compose(order: WhatsAppOrder, words: WhatsAppWords, detail: Detail): string {
  const notes = clean(order.notes)
  const blocks = [
    [say(words, 'title', { code: order.code }), ...modeLines(order, words), ...scheduledLine(order, words)],
    customerLines(order, words),
    itemLines(order, words, detail),
    detail.orderNotes && notes ? [say(words, 'orderNotes', { text: notes })] : [],
    totalLines(order, words),
    paymentLines(order, words),
  ]
  return blocks
    .filter((block) => block.length > 0)
    .map((block) => block.join('\n'))
    .join('\n\n')
}

const linkOf = (phone: string, text: string) =>
  `https://wa.me/${phone.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`

/** The message of the order the local receives by WhatsApp, with every detail it has. */
export function whatsAppMessage(order: WhatsAppOrder, words: WhatsAppWords): string {
  return compose(order, words, {
    lineNotes: true,
    extrasApart: true,
    orderNotes: true,
    listed: order.items.length,
  })
}

/**
 * The wa.me link that opens the order's message to the local's number, within WHATSAPP_LINK_MAX: when the
 * whole message is too long, it leaves out detail in the order of Detail; as a last resort the text is cut
 * and ends with '…'.
 */
export function whatsAppLink(
  phone: string,
  order: WhatsAppOrder,
  words: WhatsAppWords,
  max = WHATSAPP_LINK_MAX,
): string {
  const all = order.items.length
  const tries: Detail[] = [
    { lineNotes: true, extrasApart: true, orderNotes: true, listed: all },
    { lineNotes: false, extrasApart: true, orderNotes: true, listed: all },
    { lineNotes: false, extrasApart: false, orderNotes: true, listed: all },
    { lineNotes: false, extrasApart: false, orderNotes: false, listed: all },
  ]
  for (const detail of tries) {
    const link = linkOf(phone, compose(order, words, detail))
    if (link.length <= max) return link
  }
  for (let listed = all - 1; listed >= 0; listed--) {
    const link = linkOf(
      phone,
      compose(order, words, { lineNotes: false, extrasApart: false, orderNotes: false, listed }),
    )
    if (link.length <= max) return link
  }
  // Not even the essentials fit (a huge address or name): the text is cut, by whole characters.
  const chars = Array.from(
    compose(order, words, {
      lineNotes: false,
      extrasApart: false,
      orderNotes: false,
      listed: Math.min(all, 1),
    }),
  )
  let low = 0
  let high = chars.length
  while (low < high) {
    const mid = Math.ceil((low + high) / 2)
    if (linkOf(phone, `${chars.slice(0, mid).join('')}…`).length <= max) low = mid
    else high = mid - 1
  }
  return linkOf(phone, `${chars.slice(0, low).join('')}…`)
}

/** The text a wa.me link carries. */
export const whatsAppText = (link: string): string => new URL(link).searchParams.get('text') ?? ''
