import { admin } from './es/admin'
import { adminPrices } from './es/admin-prices'
import { checkout } from './es/checkout'
import { consoleAvailability } from './es/console-availability'
import { consoleSignIn } from './es/console-sign-in'
import { consoleStack } from './es/console-stack'
import { counterBoard } from './es/counter-board'
import { discount } from './es/discount'
import { engine } from './es/engine'
import { guide } from './es/guide'
import { kiosk } from './es/kiosk'
import { loyalty } from './es/loyalty'
import { orderConsole } from './es/order-console'
import { payment } from './es/payment'
import { phoneCode } from './es/phone-code'
import { rider } from './es/rider'
import { schedule } from './es/schedule'
import { shipment } from './es/shipment'
import { support } from './es/support'
import { survey } from './es/survey'
import { tracking } from './es/tracking'
import { whatsapp } from './es/whatsapp'
import { storefrontAreas } from './storefront-areas'

/**
 * The one Spanish catalogue. Each area owns a module under ./es/; a key reads 'area.name'.
 * Pure data: machines and domain never import it, they carry keys (domain/message.ts).
 */
export const es = {
  ...storefrontAreas,
  discount,
  loyalty,
  phoneCode,
  schedule,
  checkout,
  payment,
  survey,
  support,
  rider,
  shipment,
  tracking,
  guide,
  kiosk,
  engine,
  orderConsole,
  consoleAvailability,
  consoleStack,
  consoleSignIn,
  whatsapp,
  counterBoard,
  admin,
  adminPrices,
} as const

export type Area = keyof typeof es
