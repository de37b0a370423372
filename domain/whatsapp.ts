import { formatMoney, type MoneyFormat } from './money'

/** One line of the order as the WhatsApp message lists it: its quantity, name and price after discounts. */
export interface WhatsAppLine {
  quantity: number
  name: string
  total: number
}

/**
 * The text of the order a local without the orders console receives by WhatsApp (2-checkout.md §4
 * "Order submission", step 5): one line per item, then the total.
 */
export function whatsAppOrderText(lines: readonly WhatsAppLine[], total: number, money: MoneyFormat): string {
  return [
    ...lines.map((line) => `${line.quantity} x ${line.name} ${formatMoney(line.total, money)}`),
    `Total: ${formatMoney(total, money)}`,
  ].join('\n')
}

/**
 * The external link that opens the message to the local's WhatsApp number: the order's code first (the
 * local finds the order by it), the text, and the payment link when the payment type made one.
 */
export function whatsAppLink(input: {
  phone: string
  code: string
  text: string
  paymentUrl: string | null
}): string {
  const message = [`Pedido ${input.code}`, input.text, ...(input.paymentUrl ? [input.paymentUrl] : [])].join(
    '\n',
  )
  return `https://wa.me/${input.phone.replace(/\D/g, '')}?text=${encodeURIComponent(message)}`
}
