// Spanish texts of the 'order' area, verbatim from the specs. Placeholders read {name}.
// Texts the specs do not give are marked "not in the specs" and listed in README's Decisions.
export const order = {
  updateFailed: 'Hubo un error actualizando el pedido',
  paymentCallbackFailed:
    'Tuvimos un problema al generar el pago de tu pedido. Por favor intente nuevamente más tarde.',
  // not in the specs: the follow-up's own words
  loadFailed: 'No pudimos cargar tu pedido. Revisa el enlace o vuelve a intentarlo en unos minutos.',
  payNow: 'Pagar pedido',
  payPending: 'Tu pedido está pendiente de pago',
  payExpired: 'El tiempo para pagar este pedido ha expirado',
  trackerReceived: 'Recibido',
  trackerAccepted: 'Aceptado',
  trackerReady: 'Listo para retirar',
  trackerOnItsWay: 'En camino',
  trackerDelivered: 'Entregado',
  trackerCanceled: 'Cancelado',
  // not in the specs: error report
  reportError: 'Reportar un problema',
  errorReasonPrompt: '¿Qué problema tuvo tu pedido?',
  errorReasonRequired: 'Seleccione un motivo para continuar',
  errorReported: 'Recibimos tu reporte, el local se comunicará contigo',
  errorMissingItem: 'Faltó un producto',
  errorWrongItem: 'Recibí un producto equivocado',
  errorLateDelivery: 'Llegó tarde',
  errorColdFood: 'Llegó frío',
  errorDamagedPackaging: 'Llegó en mal estado',
  errorOther: 'Otro problema',
} as const satisfies Record<string, string>
