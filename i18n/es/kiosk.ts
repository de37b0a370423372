// Spanish texts of the 'kiosk' area, verbatim from the specs. Placeholders read {name}.
// Texts the specs do not give are marked "not in the specs" and listed in README's Decisions.
export const kiosk = {
  // not in the specs: the kiosk shell is the product's own
  touchToStart: 'Toca la pantalla para hacer tu pedido',
  tableTouchToStart: 'Mesa {table}: toca la pantalla para hacer tu pedido',
  idleTitle: '¿Sigues ahí?',
  idleWarning: 'Tu pedido se reiniciará en {seconds} segundos',
  keepOrdering: 'Seguir pidiendo',
  orderPlaced: '¡Gracias! Tu número de pedido es {orderNumber}',
  newOrder: 'Nuevo pedido',
  pickUp: 'Retirá tu pedido cuando veas tu número',
  offline: 'Sin conexión',
  offlineDetail: 'Tu pedido no se pierde: seguimos intentando en cuanto vuelva la conexión.',
  accessibilityMode: 'Modo accesible',
  payAtCounter: 'Pagar en caja',
  retryPayment: 'Reintentar el pago',
  keypad: 'Teclado numérico',
  keypadDelete: 'Borrar',
  keypadDone: 'Listo',
  table: 'Mesa {table}',
} as const satisfies Record<string, string>
