import type { ReactNode, SVGProps } from 'react'

/** The console's own line icons (same 24-unit grid as src/ui/icons.tsx); decorative. */
function Icon({ children, ...props }: SVGProps<SVGSVGElement> & { children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      width="1em"
      height="1em"
      {...props}
    >
      {children}
    </svg>
  )
}

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
