// Spanish texts of the 'guide' area ('La carta está en Tucán', 3-delivery.md §2.9). The title is the
// storefront's (storefront.guideTitle). Placeholders read {name}.
// not in the specs: every text below
export const guide = {
  intro: 'Encuentra las cartas de los locales cerca tuyo.',
  addressLabel: 'Tu dirección',
  addressPlaceholder: 'Ej: Av. Santa Fe 3500',
  addressSubmit: 'Buscar locales',
  myLocation: 'Usar mi ubicación',
  searchLabel: 'Buscar local',
  searchPlaceholder: 'Nombre del local',
  needsLocation: 'Ingresa tu dirección o usa tu ubicación para ver los locales cercanos.',
  addressNotFound: 'No encontramos esa dirección en Argentina',
  locationFailed: 'No pudimos obtener tu ubicación',
  searchFailed: 'No pudimos buscar los locales, vuelve a intentarlo',
  empty: 'No encontramos locales cerca',
  retry: 'Reintentar',
  more: 'Ver más locales',
  viewMenu: 'Ver carta',
  distance: 'a {distance}',
} as const satisfies Record<string, string>
