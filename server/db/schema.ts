// The one schema object Drizzle needs for typed queries; each table lives in tables/<area>.ts.
export * from './tables/country'
export * from './tables/delivery'
export * from './tables/file'
export * from './tables/menu'
export * from './tables/order-modes'
export * from './tables/tenant'
