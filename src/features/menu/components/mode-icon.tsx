import type { SVGProps } from 'react'
import type { OrderModeType } from '../../../../domain/order-mode'
import { BagIcon, DeliveryIcon, KioskIcon, TableIcon } from '../../../ui/icons'

const ICONS: Record<OrderModeType, (props: SVGProps<SVGSVGElement>) => React.JSX.Element> = {
  DELIVERY: DeliveryIcon,
  TAKE_AWAY: BagIcon,
  TABLE: TableIcon,
  SELF_SERVICE: KioskIcon,
}

export function ModeIcon({ type, ...props }: { type: OrderModeType } & SVGProps<SVGSVGElement>) {
  const Icon = ICONS[type]
  return <Icon {...props} />
}
