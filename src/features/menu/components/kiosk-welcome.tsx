import { useQuery } from '@tanstack/react-query'
import { useParams } from '@tanstack/react-router'
import { BrandLogo } from '../../../ui/brand-logo'
import { ProductImage } from '../../../ui/product-image'
import type { BranchContact } from '../api/branch-contact'
import { menuQueryOptions } from '../api/menu'
import { findModeByPath } from '../lib/order-modes'

/** How many of the local's highlighted plates the attract screen shows: one row on every kiosk. */
const SHOWN = 4

/**
 * The venue on the kiosk's attract screen (issue 21): its logo, its name and its highlighted plates, in its
 * colours. Nothing here is a control: the whole screen is the attract screen's one button (kiosk shell).
 */
export function KioskWelcome({ contact }: { contact: BranchContact }) {
  const { alias, mode: modeSegment } = useParams({ strict: false })
  const mode = modeSegment ? findModeByPath(contact.deliveryConfig.orderModes, modeSegment) : undefined
  // the menu the kiosk opens on, already loaded by its route: the attract screen only reads it
  const menu = useQuery({ ...menuQueryOptions(alias ?? '', mode?.id ?? 0), enabled: !!alias && !!mode })
  const plates = (menu.data?.remarkeds ?? []).slice(0, SHOWN)
  const name = contact.name
  return (
    <div className="flex flex-col items-center gap-6 text-center">
      <BrandLogo
        name={name}
        url={contact.branch.customLogoURL}
        className="size-40 text-7xl shadow-lg ring-8 ring-white/80"
      />
      <p className="font-extrabold text-5xl text-balance">{name}</p>
      {plates.length > 0 ? (
        <ul className="mt-6 grid w-full max-w-5xl grid-cols-2 gap-6 px-8 portrait:max-w-3xl landscape:grid-cols-4">
          {plates.map((plate) => (
            <li
              key={plate.id}
              className="overflow-hidden rounded-3xl bg-(--color-card) text-(--color-text) shadow-lg"
            >
              {/* the plate's name is written right below: the picture adds no words (axe image-redundant-alt) */}
              <ProductImage src={plate.imageUrl} alt="" sizes="320px" className="aspect-[4/3] w-full" />
              <p className="p-4 font-bold text-2xl leading-tight">{plate.showName || plate.name}</p>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
