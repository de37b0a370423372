// Spanish texts of the console's availability panel (the "86", issue 8 item 4). The console is "not
// shown" in the specs, so these are our words. Placeholders read {name}.
export const consoleAvailability = {
  title: 'Disponibilidad',
  hint: 'Lo que marques como agotado desaparece del menú hasta el final del día o hasta que lo vuelvas a activar.',
  loadFailed: 'No pudimos cargar los productos. Prueba de nuevo.',
  retry: 'Reintentar',
  empty: 'Este local no tiene productos en su menú',
  available: 'Disponible',
  unavailable: 'Agotado por hoy',
  markUnavailable: 'Agotar por hoy',
  markAvailable: 'Volver a ofrecer',
  garnishes: 'Guarniciones de {name}',
  garnishLabel: '{group}: {name}',
  changeFailed: 'No pudimos cambiar la disponibilidad. Prueba de nuevo.',
  markedUnavailable: '{name} no se ofrece hasta mañana',
  markedAvailable: '{name} se ofrece otra vez',
  unknownEntity: 'No encontramos ese producto en este local',
} as const
