import { type CSSProperties, type ReactNode, useLayoutEffect, useMemo, useSyncExternalStore } from 'react'
import { branchTheme, type ColorConfig } from '../../domain/colour'

const darkQuery = '(prefers-color-scheme: dark)'

function subscribe(onChange: () => void) {
  const media = window.matchMedia(darkQuery)
  media.addEventListener('change', onChange)
  return () => media.removeEventListener('change', onChange)
}

const prefersDark = () => window.matchMedia(darkQuery).matches

/**
 * Paints a branch's pages in its colours by setting the theme's CSS variables, which Tailwind's brand
 * colours name (tailwind.config.ts). They go on the subtree for the first paint and on the document root so
 * dialogs rendered in portals and the page background (overscroll) follow too.
 */
export function BranchTheme({
  colorConfig,
  children,
}: {
  colorConfig: ColorConfig | null | undefined
  children: ReactNode
}) {
  const dark = useSyncExternalStore(subscribe, prefersDark, () => false)
  const theme = useMemo(() => branchTheme(colorConfig, dark), [colorConfig, dark])

  useLayoutEffect(() => {
    const root = document.documentElement
    for (const [name, value] of Object.entries(theme.variables)) root.style.setProperty(name, value)
    root.style.colorScheme = theme.mode === 'DARK' ? 'dark' : 'light'
    return () => {
      for (const name of Object.keys(theme.variables)) root.style.removeProperty(name)
      root.style.removeProperty('color-scheme')
    }
  }, [theme])

  return (
    <div
      data-color-mode={theme.mode.toLowerCase()}
      style={theme.variables as CSSProperties}
      className="min-h-dvh bg-surface text-ink"
    >
      <meta name="theme-color" content={theme.variables['--color-main']} />
      {children}
    </div>
  )
}
