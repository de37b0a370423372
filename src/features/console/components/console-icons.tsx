import type { SVGProps } from 'react'
import { Icon as LineIcon } from '../../../ui/icons'

/** The console's own line icons, a little bolder than the storefront's to read from across a kitchen. */
const Icon = (props: SVGProps<SVGSVGElement>) => <LineIcon strokeWidth="2" {...props} />

type P = SVGProps<SVGSVGElement>

export const PrinterIcon = (p: P) => (
  <Icon {...p}>
    <path d="M7 9V3h10v6M7 17H4v-7h16v7h-3" />
    <path d="M7 14h10v7H7z" />
  </Icon>
)

export const BellIcon = (p: P) => (
  <Icon {...p}>
    <path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4l2-2ZM10 21h4" />
  </Icon>
)

export const BellOffIcon = (p: P) => (
  <Icon {...p}>
    <path d="M6 16V11a6 6 0 0 1 9.5-4.9M18 11v5l2 2H8M10 21h4M3 3l18 18" />
  </Icon>
)
