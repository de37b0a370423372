/**
 * The tenant file (tenant.schema.json beside openapi.yaml) as TypeScript: what a person writes, keyed by
 * aliases and names rather than database ids. Money in whole units of the country's currency.
 */
import type { GeneralConfig, Social } from '../db/tables/tenant'

export const TENANT_FORMAT = 'tucan-tenant/1'

export type Day = 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun'
export const DAYS: Day[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']

/** Days and the ranges ('11:00-15:00') they are open. */
export type TenantHours = { days: Day[]; times: string[] }[]

export type OrderModeType = 'DELIVERY' | 'TAKE_AWAY' | 'TABLE' | 'SELF_SERVICE'
export type PaymentMethodName = 'CASH' | 'ONLINE_CARD' | 'PAYMENT_LINK' | 'BANK_REDIRECT'

export interface MinutesRange {
  min: number
  max: number
}

export interface TenantFile {
  $schema?: string
  format: typeof TENANT_FORMAT
  country: {
    code: string
    name: string
    currencyCode: string
    currencySymbol: string
    phonePrefix: string
    mantissaLength?: number
    thousandsSeparator?: string
    decimalSeparator?: string
    timeZone: string
  }
  company: { alias: string; name: string; backOffice?: BackOfficeAccount[] }
  indicators?: { name: string; showName?: string; backgroundColor: string; textColor: string }[]
  branches: TenantBranch[]
}

/** An owner (the whole company) or a manager of one branch or local (`scope`, its alias) of the back office. */
export interface BackOfficeAccount {
  email: string
  name: string
  role: 'owner' | 'manager'
  scope?: string
  password?: string
  passwordHash?: string
}

export interface TenantBranch {
  alias: string
  name: string
  timeZone?: string
  generalConfig?: GeneralConfig
  social?: Social
  customMessage?: string | null
  askForLocation?: boolean
  logo?: string
  customizations?: {
    resource: string
    displayType?: string
    theme?: 'DEFAULT' | 'BANNER' | 'IMPACT'
    commands?: Record<string, unknown>
  }[]
  plates: TenantPlate[]
  menus: TenantMenu[]
  menuDiscounts?: TenantMenuDiscount[]
  discountCodes?: TenantDiscountCode[]
  loyalty?: TenantLoyalty
  locals: TenantLocal[]
}

export interface TenantPlate {
  name: string
  showName?: string
  description?: string
  price?: number
  sizes?: { name: string; price: number }[]
  maxQuantity?: number
  indicators?: string[]
  garnishGroups?: TenantGarnishGroup[]
  picture?: string
}

export interface TenantGarnishGroup {
  name: string
  showName?: string
  mandatory?: boolean
  multipleSelection?: boolean
  min: number
  max: number
  garnishes: { name: string; showName?: string; description?: string; price?: number; visible?: boolean }[]
}

export interface TenantMenuItem {
  plate: string
  /** This menu's price for a plate sold by unit. */
  price?: number
  remarked?: boolean
  upselled?: boolean
  visible?: boolean
}

/** A plate's name alone, or the name with this menu's own settings. */
export type TenantMenuEntry = string | TenantMenuItem

export interface TenantMenu {
  name: string
  categories: {
    name: string
    showName?: string
    description?: string
    picture?: string
    plates: TenantMenuEntry[]
  }[]
}

export interface TenantMenuDiscount {
  name: string
  type: 'PERCENT' | 'MULTIPLE' | 'FIXED' | 'FINAL_PRICE'
  active?: boolean
  percentage?: number
  buy?: number
  pay?: number
  fixedDiscount?: number
  finalPrice?: number
  plates: string[]
}

export interface TenantDiscountCode {
  code: string
  type: 'PERCENT' | 'FIXED' | 'DELIVERY_FEE'
  value?: number
  local?: string
  plate?: string
  minimumOrderAmount?: number
  maxDiscountAmount?: number
  firstTimeOnly?: boolean
  limitedUsage?: boolean
  orderModes?: OrderModeType[]
  paymentMethods?: PaymentMethodName[]
  maxUses?: number
  active?: boolean
  validFrom?: string
  validUntil?: string
}

export interface TenantLoyalty {
  name: string
  active?: boolean
  orderPercentage: number
  minRedeemedPoints?: number
  maxRedeemedPoints: number
  maxRedeemedPercentage: number
  supportsDiscounts?: boolean
  welcomeText?: string
  locals: string[]
  rewards?: { name: string; rewardAmount: number; active?: boolean; local?: string }[]
}

export interface TenantLocal {
  alias: string
  name: string
  address: {
    street: string
    number: string
    zone?: string | null
    locality?: string | null
    city: string
    postalCode?: string | null
    lat: number
    lng: number
  }
  callPhone?: string
  whatsAppPhone?: string
  mandatoryEmail?: boolean
  betweenStreetsRequired?: boolean
  blocked?: boolean
  onlinePaymentEnabled?: boolean
  ordersConsole?: boolean
  /** hours an unpaid online order stays payable from its follow-up; 48 when absent */
  payWindowHours?: number
  /** the staff PIN of the local's kiosks (issue 21): plain in a hand-written file, hashed on export */
  kioskPin?: string
  kioskPinHash?: string
  /** minutes a ready number stays on the counter board (issue 35); absent: the default */
  boardReadyMinutes?: number
  npsAvg?: number | null
  hours?: TenantHours
  orderModes: TenantOrderMode[]
  deliveryZones?: TenantZone[]
  survey?: TenantSurvey
  staff?: { name: string; password?: string; passwordHash?: string }[]
  riders?: {
    name: string
    phone: string
    securityCode?: string
    securityCodeHash?: string
    etaMinutes?: MinutesRange
  }[]
  riderRegistrationCode?: string
}

export interface TenantAdjustment {
  name: string
  type: 'PERCENT' | 'FIXED'
  value: number
  paymentMethods?: PaymentMethodName[]
  active?: boolean
}

/** A general discount only an external loyalty partner's user gets (through getExternalBenefits). */
export interface TenantPartnerBenefit extends TenantAdjustment {
  partner: string
  externalBenefitType?: string
}

export interface TenantOrderMode {
  type: OrderModeType
  path: string
  showName?: string
  menu: string
  active?: boolean
  orderEnabled?: boolean
  useSchedule?: boolean
  hoursPolicy?: 'BRANCH_HOURS' | 'OWN_HOURS' | 'WITHIN_BRANCH_HOURS'
  hours?: TenantHours
  scheduledOrders?: 'NONE' | 'ALLOWED' | 'ONLY'
  delayMinutes: MinutesRange
  serviceFee?: { fixed?: number; percent?: number }
  payments: { method: PaymentMethodName; showName?: string; provider?: string; active?: boolean }[]
  discounts?: TenantAdjustment[]
  surcharges?: TenantAdjustment[]
  partnerBenefits?: TenantPartnerBenefit[]
}

export interface TenantZone {
  name: string
  area: { type: 'Polygon'; coordinates: [number, number][][] }
  fee: number
  minimum?: number
  freeDeliveryFrom?: number | null
  etaMinutes: MinutesRange
  cashAllowed?: boolean
  ridersAvailable?: boolean
}

export interface TenantSurvey {
  active?: boolean
  questions: {
    title: string
    subTitle?: string
    type: 'rating' | 'text' | 'multiselect'
    mandatory?: boolean
    priority?: boolean
    reasons?: string[]
  }[]
}

export const defaultPaymentShowNames: Record<PaymentMethodName, string> = {
  CASH: 'Efectivo',
  ONLINE_CARD: 'Tarjeta de crédito o débito',
  PAYMENT_LINK: 'Link de pago',
  BANK_REDIRECT: 'Transferencia bancaria',
}

/** The built-in sandbox card provider takes online payments unless the file names another. */
export const DEFAULT_ONLINE_PROVIDER = 'SANDBOX'

export const menuEntryPlate = (entry: TenantMenuEntry) => (typeof entry === 'string' ? entry : entry.plate)
