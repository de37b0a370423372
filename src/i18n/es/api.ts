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
} as const satisfies Record<string, string>
