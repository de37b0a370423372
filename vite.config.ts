import { readFile } from 'node:fs/promises'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { precompress } from './scripts/build/precompress'

// The router plugin must run before react() so the generated route tree is ready when JSX is compiled.
export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/routes',
      generatedRouteTree: './src/route-tree.gen.ts',
    }),
    react(),
    tailwindcss(),
    // The installable app: a service worker that precaches the shell and keeps the last menu. The manifest
    // is per branch, served by the server (/manifest/{alias}); the app registers the worker once idle.
    VitePWA({
      injectRegister: false,
      registerType: 'autoUpdate',
      manifest: false,
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png}'],
        // the demo's pictures (public/demo) load with the menu that shows them, not with the app's install
        globIgnores: ['demo/**'],
        // Precache the shell only (what index.html loads); other chunks are cached as the diner uses them.
        manifestTransforms: [
          async (entries) => {
            const html = await readFile(new URL('./dist/index.html', import.meta.url), 'utf8')
            const shell = entries.filter(
              (entry) => !entry.url.startsWith('assets/') || html.includes(entry.url),
            )
            return { manifest: shell, warnings: [] }
          },
        ],
        navigateFallback: '/index.html',
        // Pages the server renders itself: the payment sandbox's hosted page must never become the SPA.
        navigateFallbackDenylist: [/^\/api\//, /^\/manifest\//, /^\/pago-sandbox\//],
        runtimeCaching: [
          {
            // Fingerprinted, so a cached copy is always right.
            urlPattern: /\/assets\/[^/]+\.(js|css)$/,
            handler: 'CacheFirst',
            options: { cacheName: 'assets', expiration: { maxEntries: 120 } },
          },
          {
            urlPattern: /\/api\/diner\/[^/]+\/menu\/\d+$/,
            handler: 'NetworkFirst',
            options: { cacheName: 'last-menu', expiration: { maxEntries: 1 }, networkTimeoutSeconds: 4 },
          },
          {
            // What the menu page needs around the menu: the local and its country.
            urlPattern: /\/api\/(diner\/branchcontacts|country)\/[^/]+$/,
            handler: 'NetworkFirst',
            options: { cacheName: 'last-local', expiration: { maxEntries: 4 }, networkTimeoutSeconds: 4 },
          },
          {
            // What the checkout's total depends on (its order button waits for them): fees, general
            // discounts and surcharges of a mode, the local's menu discounts.
            urlPattern:
              /\/api\/(ordermodes\/\d+\/(fees|generaldiscounts|generalsurcharges)|diner\/[^/]+\/discounts)$/,
            handler: 'NetworkFirst',
            options: { cacheName: 'last-figures', expiration: { maxEntries: 16 }, networkTimeoutSeconds: 4 },
          },
        ],
      },
    }),
    precompress(),
  ],
  // `vite build` builds the browser's app and then the server's renderer (src/entry-prerender.tsx): the
  // same app, bundled whole for Node, with which the server renders a local's page with react-dom/server.
  builder: {},
  environments: {
    ssr: {
      // One file with its libraries, so the server loads nothing from src/ or the app's node_modules tree.
      resolve: { noExternal: true },
      // React's production server build, whatever NODE_ENV the server runs with (tests run it as 'test').
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: {
        outDir: 'dist/prerender',
        emptyOutDir: true,
        copyPublicDir: false,
        manifest: false,
        rolldownOptions: {
          input: 'src/entry-prerender.tsx',
          output: { codeSplitting: false },
        },
      },
    },
  },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // The manifest tells the server which chunks each route needs, to hint them in the page (page-preloads.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        // The libraries every page starts with travel as one file: dozens of small chunks compress worse
        // and cost a request each. Libraries only some screens use (dialogs, toasts, phone numbers, maps)
        // are left out, so they stay in the lazy chunks of the screens that need them.
        codeSplitting: {
          groups: [
            {
              // What the first script (src/boot.ts) shares with the app, and Vite's preloader, which every
              // lazy import goes through: kept out of the groups below, so that the first script imports
              // nothing else before a rendered page is painted.
              name: 'boot',
              test: /vite[\\/]preload-helper|[\\/]src[\\/]boot[\\/]/,
              priority: 1,
            },
            {
              // React (react, react-dom, the scheduler) with the libraries every page starts with;
              // tests/build/framework-chunk.test.ts checks it is React's and that dist/ holds no Preact.
              name: 'framework',
              // Mutations are the checkout's and the console's: they stay in those screens' chunks.
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack|xstate|@xstate|use-sync-external-store|openapi-fetch|@date-fns)[\\/](?!.*(mutationObserver|useMutation)\.js$)/,
            },
            {
              // The app's own shared modules every page uses (API client, storage, hooks, the catalogue with
              // the areas it starts with; the other areas come with their screens, i18n/areas/).
              // The WhatsApp hand-off (the checkout's and the follow-up's, with the message builder it
              // drags along) stays out: no menu shows it.
              name: 'app',
              test: /([\\/]src[\\/](lib[\\/](?!whatsapp-handoff)|api[\\/]|hooks[\\/]use-flow)|[\\/]i18n[\\/](app-catalogue|render)\.ts)/,
            },
            {
              // The small drawing pieces every menu shows (icons, pictures, the logo, badges): one file
              // instead of four tiny chunks, each a request with its own imports on every first load.
              name: 'menu-ui',
              test: /[\\/]src[\\/]ui[\\/](icons|product-image|brand-logo|indicator-badges)\.tsx$/,
            },
            {
              // The rules a menu page reads (totals, discounts, hours, schedules, the venue's phone links), likewise
              // one file.
              name: 'menu-rules',
              test: /[\\/]domain[\\/](totals|menu-discount|working-hours|schedule|phone-dial)\.ts$/,
            },
            {
              // Everything else the app starts with, above all the route files' options that the route tree
              // imports: the lazy route components import them too, so each became its own tiny chunk, and a
              // request, on every first load.
              name: 'initial',
              test: /[\\/]src[\\/](router\.tsx|route-tree\.gen\.ts|routes[\\/][^?]*\.tsx?)$/,
            },
          ],
        },
      },
    },
  },
})
