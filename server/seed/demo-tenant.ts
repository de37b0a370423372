/** Company, branches, locals and their configuration of the demo tenant (see shared demo-tenant.md). */
import type { PolygonGeometry } from '../db/tables/delivery'
import type { GeneralConfig, Social } from '../db/tables/tenant'

export const argentina = {
  code: 'AR',
  name: 'Argentina',
  currencyCode: 'ARS',
  currencySymbol: '$',
  phonePrefix: '54',
  mantissaLength: 0,
  thousandsSeparator: '.',
  decimalSeparator: ',',
  timeZone: 'America/Argentina/Buenos_Aires',
}

export const demoCompany = { alias: 'demo-gastronomia', name: 'Demo Gastronomía', countryCode: 'AR' }

export type ModeType = 'DELIVERY' | 'TAKE_AWAY' | 'TABLE' | 'SELF_SERVICE'
export type MenuName = 'Carta principal' | 'Carta para retirar' | 'Carta del café'
type Method = 'CASH' | 'ONLINE_CARD' | 'PAYMENT_LINK'

export interface SeedHours {
  /** ISO days 1 (Monday) … 7 (Sunday). */
  days: number[]
  hours: { startAt: string; endAt: string }[]
}

export interface SeedOrderMode {
  type: ModeType
  pathName: string
  showName: string
  menu: MenuName
  payments: Method[]
  useSchedule?: boolean
  hoursPolicy?: 'BRANCH_HOURS' | 'OWN_HOURS' | 'WITHIN_BRANCH_HOURS'
  scheduledOrders?: 'NONE' | 'ALLOWED' | 'ONLY'
  minDelayInMinutes: number
  maxDelayInMinutes: number
  userFee?: number
  percentageUserFee?: number
  hours?: SeedHours
}

export interface SeedZone {
  name: string
  /** Rectangle in degrees; written as a closed GeoJSON ring. */
  lat: [number, number]
  lng: [number, number]
  fee: number
  minimum: number
  freeDeliveryFrom: number | null
  etaMin: number
  etaMax: number
  cashAllowed: boolean
  ridersAvailable: boolean
}

export interface SeedLocal {
  alias: string
  name: string
  street: string
  number: string
  zone: string
  locality: string
  city: string
  postalCode: string
  lat: number
  lng: number
  callPhone: string
  whatsAppPhone: string
  mandatoryEmail: boolean
  betweenStreetsRequired: boolean
  npsAvg: number | null
  hours?: SeedHours
  modes: SeedOrderMode[]
  zones: SeedZone[]
}

export interface SeedBranch {
  alias: string
  name: string
  timeZone: string
  generalConfig: GeneralConfig
  social: Social
  logo?: string
  menus: MenuName[]
  locals: SeedLocal[]
  customizations: {
    resource: string
    displayType: string
    theme: 'DEFAULT' | 'BANNER' | 'IMPACT'
    commands: string
  }[]
}

export const paymentShowNames: Record<Method, string> = {
  CASH: 'Efectivo',
  ONLINE_CARD: 'Tarjeta de crédito o débito',
  PAYMENT_LINK: 'Link de pago',
}

/** The built-in sandbox card provider takes every online payment of the demo. */
export const sandboxProvider = 'SANDBOX'

const everyDay = [1, 2, 3, 4, 5, 6, 7]
const belgranoHours: SeedHours = {
  days: everyDay,
  hours: [
    { startAt: '11:00', endAt: '15:00' },
    { startAt: '19:00', endAt: '23:30' },
  ],
}

export function rectangle(lat: [number, number], lng: [number, number]): PolygonGeometry {
  const [south, north] = lat
  const [west, east] = lng
  return {
    type: 'Polygon',
    coordinates: [
      [
        [west, south],
        [east, south],
        [east, north],
        [west, north],
        [west, south],
      ],
    ],
  }
}

const pizzeriaLogo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"><circle cx="60" cy="60" r="58" fill="#C0392B"/>' +
    '<text x="60" y="74" font-family="Georgia,serif" font-size="44" font-weight="bold" fill="#FFFFFF" text-anchor="middle">PD</text></svg>',
)}`

export const demoBranches: SeedBranch[] = [
  {
    alias: 'pizzeria-demo',
    name: 'Pizzería Demo',
    timeZone: argentina.timeZone,
    generalConfig: {
      colorConfig: {
        lightMainColor: '#C0392B',
        darkMainColor: '#C0392B',
        promotionalBannerColorLight: '#C0392B',
        promotionalBannerColorDark: '#C0392B',
        colorModeType: 'LIGHT',
      },
      menuConfig: { plateDetailInModal: false, platesInMainView: true },
      onlineMarketingConfig: {
        showRating: true,
        ratingThreshold: 4,
        installPromptEnabled: true,
        installPromptOrderModes: ['DELIVERY', 'TAKE_AWAY'],
      },
    },
    social: {
      instagram: 'https://www.instagram.com/pizzeriademo',
      facebook: 'https://www.facebook.com/pizzeriademo',
    },
    logo: pizzeriaLogo,
    menus: ['Carta principal', 'Carta para retirar'],
    customizations: [
      {
        resource: 'PROMOTIONAL_BANNER',
        displayType: 'BANNER',
        theme: 'BANNER',
        commands: JSON.stringify({
          text: 'Envío gratis en pedidos desde $30.000',
          orderModeType: 'DELIVERY',
        }),
      },
      {
        resource: 'MAP_PROVIDER',
        displayType: 'DEFAULT',
        theme: 'DEFAULT',
        commands: JSON.stringify({ mapProvider: 'leaflet', geocodingProvider: 'osm' }),
      },
    ],
    locals: [
      {
        alias: 'pizzeria-demo-palermo',
        name: 'Pizzería Demo Palermo',
        street: 'Av. Santa Fe',
        number: '3253',
        zone: 'Palermo',
        locality: 'CABA',
        city: 'Ciudad Autónoma de Buenos Aires',
        postalCode: 'C1425',
        lat: -34.5882,
        lng: -58.4108,
        callPhone: '+54 11 4000-0001',
        whatsAppPhone: '+54 9 11 4000-0001',
        mandatoryEmail: false,
        betweenStreetsRequired: false,
        npsAvg: 4.6,
        modes: [
          {
            type: 'DELIVERY',
            pathName: 'delivery',
            showName: 'Delivery',
            menu: 'Carta principal',
            payments: ['CASH', 'ONLINE_CARD'],
            minDelayInMinutes: 30,
            maxDelayInMinutes: 45,
            userFee: 200,
            percentageUserFee: 2,
          },
          {
            type: 'TAKE_AWAY',
            pathName: 'take-away',
            showName: 'Take Away',
            menu: 'Carta para retirar',
            payments: ['CASH', 'ONLINE_CARD', 'PAYMENT_LINK'],
            minDelayInMinutes: 15,
            maxDelayInMinutes: 25,
          },
          {
            type: 'TABLE',
            pathName: 'table',
            showName: 'En el salón',
            menu: 'Carta principal',
            payments: ['CASH', 'ONLINE_CARD'],
            minDelayInMinutes: 10,
            maxDelayInMinutes: 20,
          },
          {
            type: 'SELF_SERVICE',
            pathName: 'self-service',
            showName: 'Autoservicio',
            menu: 'Carta principal',
            payments: ['CASH', 'ONLINE_CARD'],
            minDelayInMinutes: 10,
            maxDelayInMinutes: 20,
          },
        ],
        zones: [
          {
            name: 'Palermo',
            lat: [-34.6, -34.56],
            lng: [-58.44, -58.395],
            fee: 1500,
            minimum: 8000,
            freeDeliveryFrom: 30000,
            etaMin: 30,
            etaMax: 45,
            cashAllowed: true,
            ridersAvailable: true,
          },
        ],
      },
      {
        alias: 'pizzeria-demo-belgrano',
        name: 'Pizzería Demo Belgrano',
        street: 'Av. Cabildo',
        number: '2040',
        zone: 'Belgrano',
        locality: 'CABA',
        city: 'Ciudad Autónoma de Buenos Aires',
        postalCode: 'C1428',
        lat: -34.5606,
        lng: -58.4566,
        callPhone: '+54 11 4000-0002',
        whatsAppPhone: '+54 9 11 4000-0002',
        mandatoryEmail: true,
        betweenStreetsRequired: true,
        npsAvg: 4.2,
        hours: belgranoHours,
        modes: [
          {
            type: 'DELIVERY',
            pathName: 'delivery',
            showName: 'Delivery',
            menu: 'Carta principal',
            payments: ['CASH', 'ONLINE_CARD'],
            useSchedule: true,
            hoursPolicy: 'BRANCH_HOURS',
            scheduledOrders: 'ALLOWED',
            minDelayInMinutes: 35,
            maxDelayInMinutes: 50,
          },
          {
            type: 'TAKE_AWAY',
            pathName: 'take-away',
            showName: 'Take Away',
            menu: 'Carta para retirar',
            payments: ['CASH', 'ONLINE_CARD'],
            useSchedule: true,
            hoursPolicy: 'BRANCH_HOURS',
            scheduledOrders: 'ALLOWED',
            minDelayInMinutes: 15,
            maxDelayInMinutes: 25,
          },
        ],
        zones: [
          {
            name: 'Belgrano',
            lat: [-34.575, -34.545],
            lng: [-58.475, -58.44],
            fee: 1200,
            minimum: 6000,
            freeDeliveryFrom: null,
            etaMin: 35,
            etaMax: 50,
            cashAllowed: true,
            ridersAvailable: true,
          },
        ],
      },
    ],
  },
  {
    alias: 'cafe-demo',
    name: 'Café Demo',
    timeZone: argentina.timeZone,
    // Café Demo shows a plate's detail in a modal over the menu (menuConfig.plateDetailInModal)
    generalConfig: { menuConfig: { plateDetailInModal: true, platesInMainView: true } },
    social: {},
    menus: ['Carta del café'],
    customizations: [],
    locals: [
      {
        alias: 'cafe-demo-centro',
        name: 'Café Demo Centro',
        street: 'Florida',
        number: '500',
        zone: 'San Nicolás',
        locality: 'CABA',
        city: 'Ciudad Autónoma de Buenos Aires',
        postalCode: 'C1005',
        lat: -34.601,
        lng: -58.375,
        callPhone: '+54 11 4000-0003',
        whatsAppPhone: '+54 9 11 4000-0003',
        mandatoryEmail: false,
        betweenStreetsRequired: false,
        npsAvg: null,
        modes: [
          {
            type: 'TAKE_AWAY',
            pathName: 'take-away',
            showName: 'Take Away',
            menu: 'Carta del café',
            payments: ['CASH', 'ONLINE_CARD'],
            minDelayInMinutes: 10,
            maxDelayInMinutes: 15,
          },
        ],
        zones: [],
      },
    ],
  },
]
