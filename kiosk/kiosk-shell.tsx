import { useRouter } from '@tanstack/react-router'
import { type CSSProperties, type ReactNode, useEffect, useId, useMemo, useState } from 'react'
import { CART_STORAGE_KEY } from '../domain/cart-persistence'
import { kioskSessionMachine } from '../machines/kiosk-session.machine'
import { useFlow } from '../src/hooks/use-flow'
import { useOptionalCartActor } from '../src/lib/cart'
import { type KioskBridge, KioskContext } from '../src/lib/kiosk-mode'
import { useT } from '../src/lib/use-t'
import { KioskButton, KioskToggle } from '../src/ui/kiosk-button'
import '../i18n/areas/ordering'
import { KioskSetup } from './kiosk-setup'

/**
 * Every control of the kiosk is a finger's size at arm's length: at least 64 px each way (issue 21), and
 * body text of at least 20 px.
 */
const TOUCH_TARGETS =
  'text-xl [&_button]:min-h-16 [&_button]:min-w-16 [&_a]:min-h-16 [&_a]:min-w-16 [&_input:not([type=checkbox])]:min-h-16 [&_select]:min-h-16 [&_textarea]:min-h-16 [&_input[type=checkbox]]:size-8'

/** Accessibility mode: black on white, black controls with white text (well above 7:1 everywhere). */
const HIGH_CONTRAST = {
  '--color-main': '#000000',
  '--color-main-contrast': '#ffffff',
  '--color-button-border': '#000000',
  '--color-banner': '#000000',
  '--color-banner-contrast': '#ffffff',
  '--color-background': '#ffffff',
  '--color-card': '#ffffff',
  '--color-text': '#000000',
  '--color-description': '#000000',
  background: '#ffffff',
  color: '#000000',
} as CSSProperties

interface KioskShellProps {
  /** the tableNumber of the kiosk link; without one the kiosk is a self-service totem */
  tableNumber?: string
  /** the venue as the attract screen shows it (logo, name, highlighted plates) */
  welcome?: ReactNode
  children: ReactNode
}

/**
 * Runs the storefront as a table or self-service kiosk: an attract screen between diners, the storefront
 * while one orders, an idle warning before the session resets, and the order number once placed. The
 * kiosk-session machine owns every timing; this view renders its state and reports touches.
 */
export function KioskShell({ tableNumber, welcome, children }: KioskShellProps) {
  const t = useT()
  const [snapshot, send, actorRef] = useFlow(kioskSessionMachine, {
    input: { tableNumber, online: typeof navigator === 'undefined' ? true : navigator.onLine },
  })
  const warningTitleId = useId()
  const attractTitleId = useId()
  const cart = useOptionalCartActor()
  const router = useRouter()
  // The page the kiosk was opened on (its menu with the kiosk's own parameters): every reset returns there.
  const [startHref] = useState(() => router.state.location.href)

  // A public device offers no install of the app (the browser's own prompt included).
  useEffect(() => {
    const refuse = (event: Event) => event.preventDefault()
    window.addEventListener('beforeinstallprompt', refuse)
    return () => window.removeEventListener('beforeinstallprompt', refuse)
  }, [])

  useEffect(() => {
    const offline = () => send({ type: 'kiosk.wentOffline' })
    const online = () => send({ type: 'kiosk.wentOnline' })
    window.addEventListener('offline', offline)
    window.addEventListener('online', online)
    return () => {
      window.removeEventListener('offline', offline)
      window.removeEventListener('online', online)
    }
  }, [send])

  const bridge = useMemo<KioskBridge>(
    () => ({
      tableNumber: actorRef.getSnapshot().context.tableNumber,
      submissionStarted: () => actorRef.send({ type: 'kiosk.submissionStarted' }),
      submissionEnded: () => actorRef.send({ type: 'kiosk.submissionEnded' }),
      orderPlaced: (orderNumber) => actorRef.send({ type: 'kiosk.orderPlaced', orderNumber }),
    }),
    [actorRef],
  )

  useEffect(() => {
    const interacted = () => send({ type: 'kiosk.interacted' })
    document.addEventListener('pointerdown', interacted)
    document.addEventListener('keydown', interacted)
    return () => {
      document.removeEventListener('pointerdown', interacted)
      document.removeEventListener('keydown', interacted)
    }
  }, [send])

  useEffect(() => {
    const subscriptions = [
      actorRef.on('cart.clear', () => {
        // the local's cart actor forgets the lines too, not only storage
        cart?.send({ type: 'cart.cleared' })
        forget(() => localStorage.removeItem(CART_STORAGE_KEY))
      }),
      // No key for the diner's details is fixed yet, and on a shared device nothing stored belongs to
      // the next diner: everything the origin kept goes.
      actorRef.on('customer.clear', () =>
        forget(() => {
          localStorage.clear()
          sessionStorage.clear()
        }),
      ),
      // Back to the kiosk's own menu: nothing of the last diner's pages (plate, checkout) stays.
      actorRef.on('page.reset', () => {
        if (router.state.location.href !== startHref) router.history.replace(startHref)
      }),
    ]
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe()
    }
  }, [actorRef, cart, router, startHref])

  const { notice, online, orderNumber, accessible } = snapshot.context

  // Larger text everywhere (every size is in rem): the root grows while the mode is on.
  useEffect(() => {
    if (!accessible) return
    const root = document.documentElement
    root.style.fontSize = '125%'
    return () => {
      root.style.fontSize = ''
    }
  }, [accessible])

  // The toggle has a bar of its own at the bottom, within a seated reach; the screens keep out of the bar
  // (--kiosk-bar, src/styles.css), so the toggle covers no category, plate or button.
  const accessibilityBar = (
    <div className="fixed inset-x-0 bottom-0 z-40 flex h-(--kiosk-bar) items-center border-ink/10 border-t bg-surface px-4">
      <KioskToggle pressed={accessible} onPressedChange={() => send({ type: 'kiosk.accessibilityToggled' })}>
        {t('kiosk.accessibilityMode')}
      </KioskToggle>
      {snapshot.context.tableNumber ? (
        // the table for the staff passing by; the diner reads it on the attract screen and the checkout
        <p aria-hidden="true" data-testid="kiosk-table" className="ml-auto font-bold text-2xl">
          {t('kiosk.table', { table: snapshot.context.tableNumber })}
        </p>
      ) : null}
    </div>
  )
  const offlineBanner = online ? null : (
    <div
      role="alert"
      className="fixed inset-x-0 top-0 z-[60] bg-black px-4 py-3 text-center font-bold text-lg text-white"
    >
      {t('kiosk.offline')}
      <span className="block font-normal text-base">{t('kiosk.offlineDetail')}</span>
    </div>
  )

  // The staff set-up stays mounted across the session's screens: its gesture and dialog outlive them.
  return (
    <>
      {screen()}
      <KioskSetup />
    </>
  )

  function screen() {
    if (snapshot.hasTag('attract'))
      return (
        <main id="contenido" className="relative min-h-dvh bg-brand text-brand-contrast">
          {offlineBanner}
          {/* the venue, then its one call to action; the whole screen is the button, named by the heading */}
          <div className="pointer-events-none relative flex min-h-dvh flex-col items-center justify-center gap-16 p-8">
            {welcome}
            <h1
              id={attractTitleId}
              className="rounded-full bg-(--color-card) px-12 py-6 text-center font-extrabold text-(--color-text) text-4xl shadow-xl motion-safe:animate-pulse"
            >
              {notice && t(notice)}
            </h1>
          </div>
          <button
            type="button"
            aria-labelledby={attractTitleId}
            onClick={() => {
              requestFullscreen()
              send({ type: 'kiosk.touched' })
            }}
            className="absolute inset-0 z-10 h-full w-full"
          />
        </main>
      )

    if (snapshot.hasTag('orderPlaced'))
      return (
        <main
          id="contenido"
          style={accessible ? HIGH_CONTRAST : undefined}
          data-kiosk=""
          className={`flex min-h-dvh flex-col items-center gap-8 p-8 text-center ${accessible ? 'justify-end pb-48' : 'justify-center pb-(--kiosk-bar)'}`}
        >
          {offlineBanner}
          {accessibilityBar}
          <h1 className="font-bold text-3xl">{notice && t(notice)}</h1>
          <p
            data-testid="kiosk-display-number"
            aria-hidden="true"
            className="rounded-3xl border-8 border-brand px-16 py-8 font-black text-[10rem] leading-none tabular-nums"
          >
            {orderNumber}
          </p>
          <p role="status" className="font-semibold text-3xl">
            {t('kiosk.pickUp')}
          </p>
          <KioskButton tone="brand" className="px-8" onClick={() => send({ type: 'kiosk.newOrder' })}>
            {t('kiosk.newOrder')}
          </KioskButton>
        </main>
      )

    return (
      // In accessibility mode the page starts at the screen's middle: every control is within a seated reach.
      <div
        className={`${TOUCH_TARGETS} pb-(--kiosk-bar) ${accessible ? 'pt-[45dvh]' : ''}`}
        style={accessible ? HIGH_CONTRAST : undefined}
        // the screens' own kiosk-wide: variant (src/styles.css) lays them out across a landscape kiosk
        data-kiosk=""
        data-kiosk-accessible={accessible || undefined}
      >
        {offlineBanner}
        {accessibilityBar}
        <KioskContext.Provider value={bridge}>{children}</KioskContext.Provider>
        {snapshot.hasTag('idleWarning') && (
          <div className="fixed inset-0 z-50 flex items-center justify-center bg-black/60 p-6">
            <div
              role="alertdialog"
              aria-modal="true"
              aria-labelledby={warningTitleId}
              className="flex w-full max-w-sm flex-col items-center gap-4 rounded-2xl bg-white p-6 text-center text-black shadow-xl"
            >
              <h2 id={warningTitleId} className="font-bold text-2xl">
                {t('kiosk.idleTitle')}
              </h2>
              <p>{notice && t(notice)}</p>
              <KioskButton tone="brand" onClick={() => send({ type: 'kiosk.interacted' })}>
                {t('kiosk.keepOrdering')}
              </KioskButton>
            </div>
          </div>
        )}
      </div>
    )
  }
}

/** A kiosk runs fullscreen when the browser allows it; a refusal leaves it in the window. */
function requestFullscreen() {
  const root = document.documentElement
  if (!document.fullscreenEnabled || document.fullscreenElement || !root.requestFullscreen) return
  root.requestFullscreen().catch(() => undefined)
}

/** Storage can be unavailable (private modes, disabled by policy); there is then nothing to forget. */
function forget(remove: () => void) {
  try {
    remove()
  } catch {
    // nothing was stored
  }
}
