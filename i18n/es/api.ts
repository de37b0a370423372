// Spanish texts of the 'api' area: the `detail` of the API's problem+json answers, which a diner may
// read. Placeholders read {name}.
// not in the specs: the API's own words
export const api = {
  invalidField: 'El campo {field} no es válido',
  missingField: 'Falta el campo {field}',
  unknownField: 'El campo {field} no está permitido',
  invalidJson: 'El cuerpo de la solicitud no es un JSON válido',
  emptyBody: 'Falta el cuerpo de la solicitud',
  bodyTooLarge: 'La solicitud es demasiado grande',
  unsupportedMediaType: 'El tipo de contenido de la solicitud no está soportado',
  routeNotFound: 'No existe la ruta {method} {path}',
  notImplemented: 'La operación {operationId} todavía no está disponible',
  badRequest: 'La solicitud no es válida',
  websocketOnly: 'Este canal solo acepta conexiones WebSocket',
  foreignOrigin: 'Este canal no acepta conexiones desde otro sitio',
  trackingNotFound: 'No encontramos el seguimiento de ese pedido',
  shipmentNotFound: 'No encontramos ese envío',
  positionNotYourShipment: 'Solo el repartidor asignado puede informar la ubicación de este envío',
  positionShiftEnded: 'Tu turno terminó: inicia un turno para informar tu ubicación',
  positionNotOnItsWay: 'La ubicación se informa solo mientras el envío va en camino al cliente',
  positionTooFar: 'La ubicación informada está demasiado lejos del local',
  positionTooFast: 'La ubicación informada no es posible desde la anterior',
  requestTimeout: 'La solicitud tardó demasiado en llegar',
  headersTooLarge: 'Los encabezados de la solicitud son demasiado grandes',
  tooManyRequests: 'Demasiados intentos. Espera un momento y vuelve a intentarlo',
} as const satisfies Record<string, string>
