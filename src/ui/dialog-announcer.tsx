import { useEffect, useState } from 'react'
import { onToastShown } from './toast'

/** How long a repeated toast stays in the dialog's live region: as long as sonner shows it. */
const ANNOUNCED_MS = 3000

/**
 * Inside a dialog: a polite live region that says each toast shown while the dialog is open, which
 * screen readers would otherwise not hear (the dialog hides the page, the toaster with it). Not drawn:
 * the toast itself is what sighted people read. Tests find it by role ('status') inside the dialog.
 */
export function DialogAnnouncer() {
  const [text, setText] = useState('')
  useEffect(() => {
    let clear: ReturnType<typeof setTimeout> | undefined
    const stop = onToastShown((shown) => {
      setText(shown)
      clearTimeout(clear)
      clear = setTimeout(() => setText(''), ANNOUNCED_MS)
    })
    return () => {
      stop()
      clearTimeout(clear)
    }
  }, [])
  return (
    <div role="status" aria-live="polite" aria-atomic="true" className="sr-only">
      {text}
    </div>
  )
}
