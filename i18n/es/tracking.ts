// Spanish texts of the 'tracking' area, verbatim from the specs. Placeholders read {name}.
// Texts the specs do not give are marked "not in the specs" and listed in README's Decisions.
export const tracking = {
  refresh: 'Actualizar',
  order: 'Pedido {code}',
  noCode: '-',
  time: '{time} hs',
  noRider: 'Sin repartidor',
  eta: 'Entrega estimada: {eta}',
  deliveryCode: 'Clave de entrega',
  deliveryCodeHint: 'El repartidor te solicitará esta clave al entregar el pedido',
  shareCode: 'Comparte la clave {code}',
  shareCodeExplained: 'El repartidor confirmará la entrega del pedido con la clave de entrega.',
  shareCodeWait: '¡Espera a recibir el pedido para compartirla!',
  continue: 'Continuar',
  refreshFailedLog: 'Error al refrescar los datos:',
  // not in the specs: the other console lines, and labels of the links and the modal
  fetchFailedLog: 'Error al obtener los datos del seguimiento:',
  liveFailedLog: 'Error en la conexión en tiempo real:',
  whatsAppRider: 'Escribir al repartidor por WhatsApp',
  callRider: 'Llamar al repartidor',
  close: 'Cerrar',
  map: 'Mapa del envío',
  markerRider: 'Repartidor',
  markerBranch: 'Local',
  markerDestination: 'Destino',
  branchLogo: 'Logo del local',
} as const satisfies Record<string, string>
