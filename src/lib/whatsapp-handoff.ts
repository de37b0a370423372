import { useMemo } from 'react'
import { SCHEDULE_TIME_ZONE } from '../../domain/schedule'
import { type WhatsAppOrder, whatsAppLink } from '../../domain/whatsapp'
import { useT } from './use-t'

/**
 * The order's WhatsApp link as the checkout and the follow-up open it (issue 32): one builder
 * (domain/whatsapp.ts) over the server's answer, in the catalogue's words and the local's time zone.
 */
export function useWhatsAppLink(
  timeZone: string | undefined,
): (phone: string, order: WhatsAppOrder) => string {
  const t = useT()
  return useMemo(
    () => (phone: string, order: WhatsAppOrder) =>
      whatsAppLink(phone, order, {
        say: (message) => t(message),
        timeZone: timeZone ?? SCHEDULE_TIME_ZONE,
        origin: window.location.href,
      }),
    [t, timeZone],
  )
}

// "Sent" is what this device knows: the link opened. WhatsApp tells nothing back.
const sentKey = (code: string) => `whatsAppSent:${code}`

export function wasWhatsAppSent(code: string): boolean {
  try {
    return window.localStorage.getItem(sentKey(code)) !== null
  } catch {
    return false
  }
}

export function rememberWhatsAppSent(code: string): void {
  try {
    window.localStorage.setItem(sentKey(code), new Date().toISOString())
  } catch {
    // storage unavailable: the follow-up offers the message again, which is harmless
  }
}

/**
 * Opens the link in a new window. Outside the tap's user activation (Chromium allows about 5 s) the
 * popup blocker answers null: nothing is remembered, so the follow-up offers the message.
 */
export function openWhatsApp(link: string, code: string): boolean {
  const opened = window.open(link, '_blank')
  if (!opened) return false
  opened.opener = null
  rememberWhatsAppSent(code)
  return true
}
