import { type CSSProperties, type ReactNode, useEffect, useMemo, useSyncExternalStore } from 'react'
import { branchTheme, type ColorConfig } from '../../domain/colour'

const darkQuery = '(prefers-color-scheme: dark)'

function subscribe(onChange: () => void) {
  const media = window.matchMedia(darkQuery)
  media.addEventListener('change', onChange)
  return () => media.removeEventListener('change', onChange)
}

const prefersDark = () => window.matchMedia(darkQuery).matches

/**
 * Paints its subtree in a branch's colours by setting the theme's CSS variables, which Tailwind's brand
 * colours name (tailwind.config.ts). The page background follows, so overscroll shows the branch colour too.
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

  useEffect(() => {
    const root = document.documentElement
    root.style.setProperty('--page-background', theme.variables['--color-background'])
    root.style.colorScheme = theme.mode === 'DARK' ? 'dark' : 'light'
    return () => {
      root.style.removeProperty('--page-background')
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
