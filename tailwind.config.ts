import type { Config } from 'tailwindcss'

// Brand colours are CSS variables set per branch at run time (src/features/theme), so Tailwind only names them.
export default {
  content: ['./index.html', './src/**/*.{ts,tsx}', './kiosk/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        brand: 'var(--color-main)',
        'brand-contrast': 'var(--color-main-contrast)',
        'brand-border': 'var(--color-button-border)',
        banner: 'var(--color-banner)',
        'banner-contrast': 'var(--color-banner-contrast)',
        surface: 'var(--color-background)',
        ink: 'var(--color-text)',
        muted: 'var(--color-description)',
      },
      fontFamily: { brand: 'var(--font-brand, system-ui, sans-serif)' },
    },
  },
} satisfies Config
