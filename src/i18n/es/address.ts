// Spanish texts of the 'address' area, verbatim from the specs. Placeholders read {name}.
// Texts the specs do not give are marked "not in the specs" and listed in README's Decisions.
export const address = {
  title: '¿Dónde te encuentras?',
  tabAddress: 'Mi dirección',
  tabLocation: 'Mi ubicación',
  cancel: 'CANCELAR',
  continue: 'CONTINUAR',
  street: 'Dirección',
  details: 'Aclaraciones',
  betweenStreets: 'Entrecalles',
  getCoordinates: 'Obtener mis coordenadas',
  enterAddress: 'Ingrese una dirección',
  incomplete: 'Asegúrese de completar todos los campos obligatorios',
  enterBetweenStreets: 'Ingrese un entrecalles',
  mustEnterAddress: 'Debe ingresar la dirección',
  coordinatesError: 'Error obteniendo coordenadas',
  // not in the specs: the complex inputs are named but not labelled, and the hints are ours
  postalCode: 'Código postal',
  province: 'Provincia',
  locality: 'Localidad',
  detailsHint: 'Piso, departamento, timbre',
  suggestions: 'Sugerencias',
  searching: 'Buscando direcciones…',
  locating: 'Obteniendo coordenadas…',
} as const satisfies Record<string, string>
