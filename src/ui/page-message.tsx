import type { ReactNode } from 'react'

type Tone = 'neutral' | 'warning' | 'error'

const toneIcon: Record<Tone, ReactNode> = {
  neutral: (
    <path
      d="M12 8v4m0 4h.01M3 12a9 9 0 1 0 18 0 9 9 0 0 0-18 0Z"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  ),
  warning: (
    <path
      d="M4 20h16M6 20V9l6-5 6 5v11M10 20v-5h4v5M9.5 11.5h5"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  ),
  error: <path d="M12 3 2 21h20L12 3Zm0 6v5m0 3h.01" strokeLinecap="round" strokeLinejoin="round" />,
}

/**
 * A full-page message: not found, under construction, failed loads. The title is the page's h1 so screen
 * readers land on it first.
 */
export function PageMessage({
  title,
  children,
  tone = 'neutral',
  action,
}: {
  title: string
  children?: ReactNode
  tone?: Tone
  action?: ReactNode
}) {
  return (
    <main
      id="contenido"
      className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 px-6 py-16 text-center"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        className="size-16 text-muted"
      >
        {toneIcon[tone]}
      </svg>
      <h1 className="text-2xl font-bold text-balance">{title}</h1>
      {children ? <div className="text-muted text-pretty">{children}</div> : null}
      {action}
    </main>
  )
}
