import { common } from './es/common'
import { storefront } from './es/storefront'
import { cart } from './es/cart'
import { address } from './es/address'
import { branch } from './es/branch'
import { account } from './es/account'
import { discount } from './es/discount'
import { loyalty } from './es/loyalty'
import { schedule } from './es/schedule'
import { checkout } from './es/checkout'
import { order } from './es/order'
import { survey } from './es/survey'
import { rider } from './es/rider'
import { shipment } from './es/shipment'
import { tracking } from './es/tracking'
import { kiosk } from './es/kiosk'

/**
 * The one Spanish catalogue. Each area owns a module under ./es/; a key reads 'area.name'.
 * Pure data: machines and domain never import it, they carry keys (domain/message.ts).
 */
export const es = {
  common,
  storefront,
  cart,
  address,
  branch,
  account,
  discount,
  loyalty,
  schedule,
  checkout,
  order,
  survey,
  rider,
  shipment,
  tracking,
  kiosk,
} as const

export type Area = keyof typeof es
