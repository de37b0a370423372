import type { ReactNode } from 'react'
import { BrandLogo } from '../../../ui/brand-logo'
import type { RiderLocal } from '../lib/rider-local'

/** 'Repartidores', the local's name and its logo: the top of every rider screen (3-delivery.md §2.2). */
export function RiderHeader({
  local,
  title,
  children,
}: {
  local: RiderLocal
  title: string
  children?: ReactNode
}) {
  return (
    <header className="flex items-center gap-4 px-5 pt-6 pb-4">
      <BrandLogo name={local.name} url={local.logoUrl} className="size-14 shrink-0 text-xl" />
      <div className="min-w-0 flex-1">
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="truncate text-muted">{local.name}</p>
      </div>
      {children}
    </header>
  )
}
