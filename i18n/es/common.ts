// Spanish texts of the 'common' area, verbatim from the specs. Placeholders read {name}.
// Texts the specs do not give are marked "not in the specs" and listed in README's Decisions.
export const common = {
  notFound: 'Acceso denegado o link expirado',
  genericError: 'Hubo un error, vuélvalo a intentar en unos minutos',
  cancel: 'Cancelar',
  continue: 'Continuar',
  // not in the specs: the shell's own words
  underConstructionTitle: 'En construcción',
  underConstruction: 'Esta sección está en construcción.',
  loading: 'Cargando…',
  retry: 'Reintentar',
  close: 'Cerrar',
  skipToContent: 'Saltar al contenido',
  poweredBy: 'Hecho con Tucán',
  // a fee of nothing, and any other amount (domain/figures.ts feeMessage)
  free: 'Gratis',
  amount: '{amount}',
  // the toaster and the maps, which their libraries name in English
  notifications: 'Notificaciones',
  closeNotification: 'Cerrar notificación',
  map: 'mapa',
  mapLibrary: 'Una biblioteca JavaScript para mapas interactivos',
  mapZoomIn: 'Acercar',
  mapZoomOut: 'Alejar',
} as const satisfies Record<string, string>
