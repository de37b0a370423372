import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { isOrderPath, placeOf, routeEvents, trafficSource } from '../../../../domain/analytics'
import {
  currentVisit,
  hasLiveSession,
  rememberVisit,
  setVenueResolver,
  startSessionWithLinkClick,
  track,
  type Venue,
} from '../../../lib/analytics'
import { readStored, STORED_NAME_KEY, STORED_PHONE_KEY, writeStored } from '../../../lib/diner-storage'
import { parseStorefrontSearch } from '../../../lib/storefront-search'

let arrived = false

/** The alias a storefront path belongs to, or null for pages outside the storefront. */
const aliasOf = (pathname: string) => {
  const place = placeOf(pathname)
  return 'alias' in place ? place.alias : null
}

/**
 * The visit's campaign tracking (1-storefront.md §2, §4, §7): reads campaignId, source, phone and name from
 * the arrival link, starts the 10-minute analytics session with the arrival's link click (outside the order
 * path), and reports the events that moving through the storefront means. Mounted once the page is idle.
 */
export default function VisitTracker({
  resolveVenue,
}: {
  resolveVenue: (alias: string) => Promise<Venue | null>
}) {
  const router = useRouter()

  useEffect(() => {
    setVenueResolver(resolveVenue)
  }, [resolveVenue])

  useEffect(() => {
    if (arrived) return
    arrived = true
    const { pathname } = router.state.location
    const search = parseStorefrontSearch(Object.fromEntries(new URLSearchParams(location.search)))
    const known = currentVisit()
    if (search.campaignId || search.source || !sessionStorage.getItem('tucan_analytics_visit'))
      rememberVisit({
        campaignId: search.campaignId ?? known.campaignId,
        source: trafficSource(search.source, navigator.userAgent),
      })
    // A link that names the diner (an abandoned-cart or campaign message) remembers them on this device.
    // Validating it needs libphonenumber, loaded only when a link carries a phone.
    if (search.phone) {
      const raw = search.phone
      void import('../../../../domain/phone').then(({ customerPhoneKey }) => {
        const phone = customerPhoneKey(raw)
        if (phone && readStored(STORED_PHONE_KEY) !== phone) writeStored(STORED_PHONE_KEY, phone)
      })
    }
    if (search.name) writeStored(STORED_NAME_KEY, search.name.slice(0, 120))

    const alias = aliasOf(pathname)
    if (alias && !isOrderPath(pathname) && !hasLiveSession()) startSessionWithLinkClick(alias, location.href)
    for (const event of routeEvents(null, pathname)) track(event.type, event.alias, event.context)
  }, [router])

  useEffect(
    () =>
      router.subscribe('onResolved', ({ fromLocation, toLocation }) => {
        if (!fromLocation || fromLocation.pathname === toLocation.pathname) return
        for (const event of routeEvents(fromLocation.pathname, toLocation.pathname))
          track(event.type, event.alias, event.context)
      }),
    [router],
  )

  return null
}
