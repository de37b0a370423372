// Spanish texts of the 'branch' area, verbatim from the specs. Placeholders read {name}.
// Texts the specs do not give are marked "not in the specs" and listed in README's Decisions.
// The working-hours modal and the local cards read the storefront area (domain/working-hours.ts).
export const branch = {
  searchLocal: 'Buscar Local',
  // not in the specs: what the list of locals says when a search finds nothing or the pages run out
  noResults: 'No encontramos locales con ese nombre.',
  endOfList: 'No hay más locales para mostrar.',
  loadingMore: 'Cargando más locales…',
} as const satisfies Record<string, string>
