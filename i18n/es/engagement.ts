// Spanish texts of the 'engagement' area: abandoned-cart recovery, campaigns and the installable app.
// not in the specs: the specs give none of these words; listed in README's Decisions
export const engagement = {
  unknownLocal: 'El local no existe o no pertenece a esta marca',
  unknownMode: 'El modo de pedido no pertenece a este local',
  unknownBranch: 'La marca no existe',
  cartNotFound: 'No encontramos un pedido guardado para este teléfono en este local',
  someItemsUnavailable:
    'Recuperamos tu pedido, pero {count, plural, one {# producto ya no está en el menú y no se agregó} other {# productos ya no están en el menú y no se agregaron}}.',
  allItemsUnavailable: 'Los productos de tu pedido anterior ya no están en el menú.',
  installApp: 'Instalar la app',
  installPrompt: 'Instala {name} en tu teléfono para pedir más rápido.',
  installLater: 'Ahora no',
  back: 'Volver',
  cartReminder: 'Dejaste un pedido sin terminar en {name}. Lo guardamos: vuelve cuando quieras a terminarlo.',
} as const satisfies Record<string, string>
