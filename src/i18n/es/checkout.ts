// Spanish texts of the 'checkout' area, verbatim from the specs. Placeholders read {name}.
// Texts the specs do not give are marked "not in the specs" and listed in README's Decisions.
export const checkout = {
  title: 'Confirmación del pedido',
  myData: 'Mis datos',
  myAddress: 'MI DIRECCIÓN',
  myPayment: 'Mi pago',
  cashAmountPrompt: '¿Con cuánto abonas?',
  serviceFee: 'Tasa de Servicio',
  serviceFeeWaived: '(Bonificada)',
  // submit checks (2-checkout.md §5), in the order the spec lists them
  phoneRequired: 'Debe ingresar su número de teléfono para continuar.',
  phoneInvalid: 'Debe ingresar un número de teléfono válido para continuar.',
  nameRequired: 'Debe ingresar su nombre para poder realizar el pedido.',
  tableRequired: 'Debe ingresar número de mesa para poder realizar el pedido.',
  emailRequired: 'Debe ingresar su email para poder realizar el pedido',
  emailInvalid: 'Ingrese un email valido',
  documentInvalid: 'Ingrese un documento valido',
  cashAmountRequired: 'Debe ingresar con cuanto abonará para poder realizar el pedido.',
  cashAmountTooLow: 'El monto con el cual abonará no puede ser menor al precio del pedido.',
  addressRequired: 'Debe ingresar dirección para poder realizar el pedido.',
  betweenStreetsRequired: 'Debe ingresar entrecalles para poder realizar el pedido.',
  minimumNotReached: 'El precio del pedido debe ser mayor a {minimum}',
  noRiders: 'En este momento no contamos con repartidores en la zona. Vuelva a intentar más tarde',
  outsideArea: 'Tu dirección no se encuentra dentro de la zona de entrega.',
  deliveryFeeComputing: 'Estamos calculando el costo de envío, aguarde unos momentos.',
  noCashRiders:
    'En este momento no contamos con repartidores en la zona que acepten efectivo. Vuelva a intentar más tarde',
  cardFieldsRequired: 'Debe completar correctamente los campos de la tarjeta para continuar.',
  scheduleLoading: 'Estamos calculando los horarios del local, aguarde unos momentos.',
  scheduleRequired: 'Seleccione un horario de programación del pedido',
  // online card
  fieldIncomplete: 'Este campo está incompleto',
  cardFieldsIncorrect: 'Debe completar correctamente los campos de su tarjeta',
  cardTokenFailed: 'Debe completar los campos de su tarjeta correctamente',
  cardPaymentFailed: 'Hubo un error procesando su pago, vuelva a intentarlo en unos momentos',
  // submission (2-checkout.md §8)
  orderFailed:
    'Hubo un error enviando el pedido, inténtelo en unos minutos, o comuníquese con el local si el error persiste.',
  paymentLinkFailed: 'Error generando link de pago, inténtelo nuevamente más tarde.',
} as const satisfies Record<string, string>
