// Spanish texts of the 'payment' area: the payment answers of the API and the sandbox provider's page.
// Texts the specs do not give are marked "not in the specs" and listed in README's Decisions.
export const payment = {
  callbackFailed:
    'Tuvimos un problema al generar el pago de tu pedido. Por favor intente nuevamente más tarde.',
  cardPaymentFailed: 'Hubo un error procesando su pago, vuelva a intentarlo en unos momentos',
  cardTokenFailed: 'Debe completar los campos de su tarjeta correctamente',
  // not in the specs: the API's own words
  orderNotFound: 'No encontramos el pedido',
  orderAlreadyPaid: 'El pedido ya está pagado',
  paymentInProgress: 'El pago del pedido se está procesando',
  notCardOrder: 'El pedido no se paga con tarjeta',
  notPayable: 'El pedido ya no admite pagos',
  amountMismatch: 'El monto no coincide con el total del pedido ({total})',
  paymentPending: 'El pago todavía no fue resuelto',
  eventMismatch: 'El evento ya fue registrado para otro pago',
  sandboxOnly: 'El proveedor de pagos configurado no emite tarjetas de prueba',
  // not in the specs: the sandbox provider's hosted page
  sandboxTitle: 'Pago de prueba',
  sandboxNotice: 'Entorno de prueba: no se realiza ningún cobro real.',
  sandboxOrder: 'Pedido {code}',
  sandboxAmount: 'Total a pagar',
  sandboxApprove: 'Aprobar pago',
  sandboxReject: 'Rechazar pago',
  sandboxDecided: 'Este pago ya fue {outcome}.',
  sandboxApproved: 'aprobado',
  sandboxRejected: 'rechazado',
  sandboxExpired: 'reemplazado por otro pago del pedido',
  sandboxVoided: 'anulado',
  sandboxBack: 'Volver al pedido',
  sandboxUnknown: 'Este link de pago no existe o expiró.',
  // not in the specs: the sandbox card fields
  cardNumber: 'Número de tarjeta',
  cardExpiry: 'Vencimiento (MM/AA)',
  cardSecurityCode: 'Código de seguridad',
  cardName: 'Nombre del titular',
  cardDocument: 'DNI del titular',
  sandboxCardsHint: 'Tarjetas de prueba: 4509 9535 6623 3704 (aprobada), 4000 0000 0000 0002 (rechazada).',
  // not in the specs: changing an unpaid order's payment method (issue 20)
  methodChangePaid: 'El pedido ya está pagado: su forma de pago no cambia',
  methodChangeProcessing: 'El pago del pedido se está procesando: espera a que termine',
  methodChangeFinal: 'El pedido ya terminó: su forma de pago no cambia',
  methodChangeNotSwitchable: 'Solo se puede cambiar a una forma de pago en persona',
  methodChangeNotOffered: 'Esta modalidad no acepta esa forma de pago',
  // not in the specs (issue 32): paying a pending order from its follow-up, and how the payment
  // went; here, not in 'order', since the menu's first load carries the 'order' area and not this one
  payProcessing: 'Tu pago se está procesando. Te avisamos en esta página cuando se confirme.',
  payCardHeading: 'Paga con tu tarjeta',
  payConfirm: 'Pagar {amount}',
  payApproved: '¡Listo! Tu pago fue aprobado.',
  payRejected: 'Tu pago fue rechazado. Puedes intentarlo de nuevo.',
  payConfirming: 'Estamos confirmando tu pago…',
} as const satisfies Record<string, string>
