/**
 * A tenant with one local and a menu of many plates (sizes, garnishes and badges on some), the shape a large
 * venue's file has: for the 5,000-plate import test and `npm run bench` (bench/big-menu.ts).
 */
import type { TenantFile, TenantPlate } from './format'

const CATEGORY_SIZE = 100

export function bigTenant(plateCount: number, alias = 'gran-carta'): TenantFile {
  const plates: TenantPlate[] = Array.from({ length: plateCount }, (_, i) => {
    const name = `Plato ${String(i + 1).padStart(5, '0')}`
    const description = `Descripción del plato ${i + 1}, con ingredientes de estación.`
    if (i % 10 === 0)
      return {
        name,
        description,
        sizes: [
          { name: 'Chica', price: 5000 + i },
          { name: 'Grande', price: 8000 + i },
        ],
      }
    if (i % 10 === 1)
      return {
        name,
        description,
        price: 6000 + i,
        garnishGroups: [
          {
            name: 'Extras',
            min: 0,
            max: 2,
            garnishes: [
              { name: 'Queso', price: 500 },
              { name: 'Huevo', price: 400 },
              { name: 'Panceta', price: 700 },
            ],
          },
        ],
      }
    return { name, description, price: 3000 + i, ...(i % 10 === 2 ? { indicators: ['Vegano'] } : {}) }
  })
  const categories = Array.from({ length: Math.ceil(plateCount / CATEGORY_SIZE) }, (_, c) => ({
    name: `Categoría ${c + 1}`,
    plates: plates.slice(c * CATEGORY_SIZE, (c + 1) * CATEGORY_SIZE).map((p) => p.name),
  }))
  return {
    format: 'tucan-tenant/1',
    country: {
      code: 'AR',
      name: 'Argentina',
      currencyCode: 'ARS',
      currencySymbol: '$',
      phonePrefix: '54',
      mantissaLength: 0,
      thousandsSeparator: '.',
      decimalSeparator: ',',
      timeZone: 'America/Argentina/Buenos_Aires',
    },
    company: { alias: `${alias}-sa`, name: 'Gran Carta S.A.' },
    indicators: [{ name: 'Vegano', backgroundColor: '#2E7D32', textColor: '#FFFFFF' }],
    branches: [
      {
        alias,
        name: 'Gran Carta',
        plates,
        menus: [{ name: 'Carta', categories }],
        locals: [
          {
            alias: `${alias}-centro`,
            name: 'Gran Carta Centro',
            address: {
              street: 'Av. de Mayo',
              number: '1200',
              city: 'Ciudad Autónoma de Buenos Aires',
              lat: -34.609,
              lng: -58.385,
            },
            orderModes: [
              {
                type: 'TAKE_AWAY',
                path: 'take-away',
                showName: 'Take Away',
                menu: 'Carta',
                delayMinutes: { min: 15, max: 25 },
                payments: [{ method: 'CASH' }],
              },
            ],
          },
        ],
      },
    ],
  }
}
