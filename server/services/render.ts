import type { Message } from '../../domain/message'
import { DEFAULT_MONEY_FORMAT, formatMoney } from '../../domain/money'
import { t } from '../../i18n/t'

/** A domain message in Spanish for a problem's detail, money written as the demo country writes it. */
export const render = (msg: Message): string => t(msg, (amount) => formatMoney(amount, DEFAULT_MONEY_FORMAT))
