// The one schema object Drizzle needs for typed queries; each table lives in tables/<area>.ts.
export * from './tables/country'
