import { account } from './es/account'
import { address } from './es/address'
import { api } from './es/api'
import { branch } from './es/branch'
import { cart } from './es/cart'
import { checkout } from './es/checkout'
import { common } from './es/common'
import { consoleAvailability } from './es/console-availability'
import { consoleSignIn } from './es/console-sign-in'
import { consoleStack } from './es/console-stack'
import { discount } from './es/discount'
import { engagement } from './es/engagement'
import { engine } from './es/engine'
import { guide } from './es/guide'
import { kiosk } from './es/kiosk'
import { loyalty } from './es/loyalty'
import { order } from './es/order'
import { orderConsole } from './es/order-console'
import { payment } from './es/payment'
import { rider } from './es/rider'
import { schedule } from './es/schedule'
import { shipment } from './es/shipment'
import { storefront } from './es/storefront'
import { survey } from './es/survey'
import { tracking } from './es/tracking'

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
  payment,
  survey,
  rider,
  shipment,
  tracking,
  guide,
  kiosk,
  engagement,
  api,
  engine,
  orderConsole,
  consoleAvailability,
  consoleStack,
  consoleSignIn,
} as const

export type Area = keyof typeof es
