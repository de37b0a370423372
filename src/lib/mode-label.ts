import type { OrderModeType } from '../../domain/order-mode'
import { defaultModeLabel } from '../../domain/order-modes'
import type { MessageKey } from './use-t'

/**
 * A mode as a diner reads it: the local's showName, or the storefront's default name of its type when the
 * local left it empty (or the screen has only the type, as the follow-up). One home for the menu's tabs,
 * header and mode picker, the checkout's 'Modos de pedido' and the follow-up.
 */
export function modeLabel(
  mode: { type: OrderModeType; showName?: string | null },
  t: (key: MessageKey) => string,
): string {
  return mode.showName?.trim() || t(defaultModeLabel(mode.type))
}
