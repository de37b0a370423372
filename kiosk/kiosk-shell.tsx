import { type ReactNode, useEffect, useId } from 'react'
import { CART_STORAGE_KEY } from '../domain/cart-persistence'
import { kioskSessionMachine } from '../machines/kiosk-session.machine'
import { useFlow } from '../src/hooks/use-flow'
import { useT } from '../src/lib/use-t'

interface KioskShellProps {
  /** the tableNumber of the kiosk link; without one the kiosk is a self-service totem */
  tableNumber?: string
  children: ReactNode
}

/**
 * Runs the storefront as a table or self-service kiosk: an attract screen between diners, the storefront
 * while one orders, an idle warning before the session resets, and the order number once placed. The
 * kiosk-session machine owns every timing; this view renders its state and reports touches.
 */
export function KioskShell({ tableNumber, children }: KioskShellProps) {
  const t = useT()
  const [snapshot, send, actorRef] = useFlow(kioskSessionMachine, { input: { tableNumber } })
  const warningTitleId = useId()

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
      actorRef.on('cart.clear', () => forget(() => localStorage.removeItem(CART_STORAGE_KEY))),
      // No key for the diner's details is fixed yet, and on a shared device nothing stored belongs to
      // the next diner: everything the origin kept goes.
      actorRef.on('customer.clear', () =>
        forget(() => {
          localStorage.clear()
          sessionStorage.clear()
        }),
      ),
    ]
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe()
    }
  }, [actorRef])

  const { notice } = snapshot.context

  if (snapshot.hasTag('attract'))
    return (
      <button
        type="button"
        onClick={() => {
          requestFullscreen()
          send({ type: 'kiosk.touched' })
        }}
        className="flex min-h-dvh w-full items-center justify-center bg-brand p-8 text-center font-bold text-3xl text-brand-contrast"
      >
        {notice && t(notice)}
      </button>
    )

  if (snapshot.hasTag('orderPlaced'))
    return (
      <main
        id="contenido"
        className="flex min-h-dvh flex-col items-center justify-center gap-8 p-8 text-center"
      >
        <p role="status" className="font-bold text-3xl">
          {notice && t(notice)}
        </p>
        <button
          type="button"
          onClick={() => send({ type: 'kiosk.newOrder' })}
          className="rounded-full bg-brand px-8 py-4 font-semibold text-brand-contrast text-xl shadow-sm transition active:scale-95"
        >
          {t('kiosk.newOrder')}
        </button>
      </main>
    )

  return (
    <>
      {children}
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
            <button
              type="button"
              onClick={() => send({ type: 'kiosk.interacted' })}
              className="rounded-full bg-brand px-6 py-3 font-semibold text-brand-contrast shadow-sm transition active:scale-95"
            >
              {t('kiosk.keepOrdering')}
            </button>
          </div>
        </div>
      )}
    </>
  )
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
