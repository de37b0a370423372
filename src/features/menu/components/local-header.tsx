import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, useParams } from '@tanstack/react-router'
import { useRef } from 'react'
import { dialNumber } from '../../../../domain/phone-dial'
import { SCHEDULE_TIME_ZONE } from '../../../../domain/schedule'
import { isClosedNow } from '../../../../domain/working-hours'
import { useNow } from '../../../lib/hydrating'
import { useKiosk } from '../../../lib/kiosk-mode'
import { useInProgressOrder } from '../../../lib/last-order'
import { useT } from '../../../lib/use-t'
import { BrandLogo } from '../../../ui/brand-logo'
import { FacebookIcon, InstagramIcon, PhoneIcon, PinIcon, StoreIcon, WhatsAppIcon } from '../../../ui/icons'
import { type BranchContact, branchContactQueryOptions, type OrderMode } from '../api/branch-contact'
import { CompactHeader, useHeaderCollapsed } from './compact-header'
import { HoursDialog } from './hours-dialog'

function addressLine(address: BranchContact['address']): string {
  const street = [address.street, address.number].filter(Boolean).join(' ')
  return [street, address.zone, address.locality ?? address.city].filter(Boolean).join(', ')
}

function mapsUrl(contact: BranchContact): string {
  const { lat, lng } = contact.address
  const query = lat !== undefined && lng !== undefined ? `${lat},${lng}` : addressLine(contact.address)
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`
}

function SocialLinks({ contact }: { contact: BranchContact }) {
  const t = useT()
  const social = contact.branch.social ?? {}
  const call = contact.callPhone ? dialNumber(contact.callPhone) : undefined
  const whatsApp = contact.whatsAppPhone ? dialNumber(contact.whatsAppPhone) : undefined
  const links = [
    social.instagram && { href: social.instagram, label: t('storefront.instagram'), Icon: InstagramIcon },
    social.facebook && { href: social.facebook, label: t('storefront.facebook'), Icon: FacebookIcon },
    call && { href: `tel:${call}`, label: t('storefront.call'), Icon: PhoneIcon },
    whatsApp && {
      href: `https://wa.me/${whatsApp.replace('+', '')}`,
      label: t('storefront.whatsApp'),
      Icon: WhatsAppIcon,
    },
  ].filter((link) => Boolean(link)) as { href: string; label: string; Icon: typeof PhoneIcon }[]
  if (links.length === 0) return null
  return (
    <ul className="flex gap-2">
      {links.map(({ href, label, Icon }) => (
        <li key={label}>
          <a
            href={href}
            target={href.startsWith('http') ? '_blank' : undefined}
            rel="noopener noreferrer"
            aria-label={label}
            title={label}
            className="flex size-9 items-center justify-center rounded-full border border-ink/15 text-lg transition hover:bg-ink/5 sm:size-10 sm:text-xl"
          >
            <Icon />
          </a>
        </li>
      ))}
    </ul>
  )
}

/**
 * Branch header of the menu screens (storefront spec §2): banner, logo, name, address linking to a maps
 * service, a closed tag, 'Ver Horarios' and social links.
 */
export function LocalHeader({
  contact,
  modes,
  currentMode,
}: {
  contact: BranchContact
  modes: readonly OrderMode[]
  currentMode?: OrderMode
}) {
  const t = useT()
  const banner = contact.branch.customBannerLogoURL
  const inProgress = useInProgressOrder(contact.alias)
  // Whether the local is closed depends on the time: the page is hydrated at the time it was rendered.
  // (The query the route loaded, by the alias in the URL, which may be written otherwise than contact.alias.)
  const { alias } = useParams({ from: '/menu/$alias' })
  const { dataUpdatedAt } = useSuspenseQuery(branchContactQueryOptions(alias))
  const now = useNow(dataUpdatedAt)
  // A kiosk is locked to this local: no other local, no link out (maps, social, phone) and no new tab.
  const locked = useKiosk() !== null
  // once the tall header has scrolled away, a compact bar stands for it (compact-header.tsx)
  const end = useRef<HTMLDivElement>(null)
  const collapsed = useHeaderCollapsed(end)
  return (
    <header data-collapsed={collapsed || undefined}>
      <title>{contact.name}</title>
      <div
        // short on a phone, so the first screen reaches the dishes (the sticky categories stay once it scrolls)
        className="h-16 bg-banner bg-cover bg-center sm:h-40"
        style={banner ? { backgroundImage: `url(${JSON.stringify(banner)})` } : undefined}
      />
      <div className="mx-auto -mt-8 max-w-3xl px-4 sm:-mt-12">
        <div className="rounded-3xl bg-(--color-card) p-3 shadow-[0_8px_30px_rgb(0_0_0/0.08)] ring-1 ring-ink/5 sm:p-6">
          <div className="flex items-start gap-4">
            <BrandLogo
              name={contact.branch.name}
              url={contact.branch.customLogoURL}
              className="-mt-8 size-16 shrink-0 shadow-md sm:-mt-10 sm:size-20 ring-4 ring-(--color-card)"
            />
            <div className="min-w-0 flex-1">
              <h1 className="text-xl leading-tight font-extrabold text-balance sm:text-2xl">
                {contact.name}
              </h1>
              {locked ? (
                <p className="mt-1 inline-flex items-start gap-1 text-muted">
                  <PinIcon className="mt-0.5 size-4 shrink-0" />
                  <span>{addressLine(contact.address)}</span>
                </p>
              ) : (
                <a
                  href={mapsUrl(contact)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="mt-1 inline-flex items-start gap-1 text-sm text-muted hover:underline"
                >
                  <PinIcon className="mt-0.5 size-4 shrink-0" />
                  <span>{addressLine(contact.address)}</span>
                  <span className="sr-only"> ({t('storefront.openMaps')})</span>
                </a>
              )}
            </div>
          </div>
          <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 sm:mt-4">
            {currentMode &&
            isClosedNow(
              currentMode,
              contact.deliveryConfig.workingDays ?? [],
              now,
              contact.branch.timeZone ?? SCHEDULE_TIME_ZONE,
            ) ? (
              <span className="rounded-full bg-ink px-3 py-1 text-xs font-bold tracking-wide text-surface uppercase">
                {t('storefront.closed')}
              </span>
            ) : null}
            {locked ? null : <HoursDialog contact={contact} modes={modes} />}
            {locked ? null : (
              <Link
                to="/$alias"
                params={{ alias: contact.branch.alias }}
                className="inline-flex items-center gap-1.5 text-sm font-semibold text-muted hover:underline"
              >
                <StoreIcon className="size-4" />
                {t('storefront.changeLocal')}
              </Link>
            )}
            {/* in the same row as the hours: one line less before the dishes */}
            {locked ? null : <SocialLinks contact={contact} />}
          </div>
          {inProgress && !locked ? (
            <a
              href={`/menu/${encodeURIComponent(contact.alias)}/order/${encodeURIComponent(inProgress)}`}
              target="_blank"
              rel="noopener"
              className="mt-3 flex items-center justify-center rounded-full bg-brand px-4 py-2 text-sm font-bold text-brand-contrast"
            >
              {t('order.inProgress')}
            </a>
          ) : null}
          {currentMode && !currentMode.orderEnabled ? (
            <p className="mt-3 rounded-xl bg-ink/5 px-3 py-2 text-sm font-medium">
              {t('storefront.orderingDisabled')}
            </p>
          ) : null}
        </div>
      </div>
      <div ref={end} aria-hidden="true" className="h-px" />
      <CompactHeader contact={contact} currentMode={currentMode} shown={collapsed} />
    </header>
  )
}
