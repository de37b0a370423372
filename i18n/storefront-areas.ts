import { account } from './es/account'
import { address } from './es/address'
import { api } from './es/api'
import { branch } from './es/branch'
import { cart } from './es/cart'
import { common } from './es/common'
import { engagement } from './es/engagement'
import { order } from './es/order'
import { storefront } from './es/storefront'

/** The areas any storefront page may show: the web app starts with these (i18n/app-catalogue.ts). */
export const storefrontAreas = {
  common,
  storefront,
  cart,
  address,
  branch,
  account,
  order,
  engagement,
  api,
} as const
