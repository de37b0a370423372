// Spanish texts of the 'rider' area, verbatim from the specs. Placeholders read {name}.
// Texts the specs do not give are marked "not in the specs" and listed in README's Decisions.
export const rider = {
  title: 'Repartidores',
  phoneIntake: 'Ingresa con tu teléfono',
  phonePlaceholder: '9 11 2345-6789',
  next: 'Siguiente',
  confirmPhone: 'Confirma tu teléfono',
  name: 'Nombre y Apellido',
  securityCode: 'Código de seguridad',
  startShift: 'Iniciar turno',
  endShift: 'Finalizar turno',
  greeting: 'Hola {name}!',
  shiftStarted: 'Turno iniciado con éxito',
  shiftEnded: 'Turno finalizado con éxito',
  phonesDontMatch: 'Los números de teléfono no coinciden',
  invalidPhone: 'El número de teléfono es invalido',
  missingFields: 'Debe completar todos los campos para continuar',
  wrongSecurityCode: 'El código de seguridad es erróneo',
  // not in the specs: the disabled first phone's label and the way back to the phone intake
  phone: 'Teléfono',
  changePhone: 'Cambiar teléfono',
  viewShipments: 'Ver envíos',
  // not in the specs: the API's answers to rider calls
  apiUnknownRider: 'No hay un repartidor registrado con ese teléfono en este local',
  apiUnknownLocal: 'El local no existe',
  apiNoRegistration: 'Este local no registra repartidores',
  apiAlreadyRegistered: 'Ya hay un repartidor registrado con ese teléfono',
  apiTooManyAttempts:
    'Demasiados intentos con un código erróneo, vuelve a intentarlo en {minutes, plural, one {# minuto} other {# minutos}}',
  apiSignInRequired: 'Inicia tu turno para continuar',
  apiPhoneMismatch: 'El teléfono no corresponde al repartidor',
} as const satisfies Record<string, string>
