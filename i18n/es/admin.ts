// Spanish texts of the back office at /admin (issue 36). The specs leave the back office out of their
// scope, so these are our words, in the console's tone (tú). Placeholders read {name}.
export const admin = {
  title: 'Administración',
  signInTitle: 'Ingreso a la administración',
  emailLabel: 'E-mail',
  passwordLabel: 'Contraseña',
  signIn: 'Ingresar',
  signingIn: 'Ingresando…',
  signOut: 'Salir',
  wrongCredentials: 'E-mail o contraseña incorrectos',
  tooManyAttempts:
    'Demasiados intentos. Prueba de nuevo en {minutes, plural, one {# minuto} other {# minutos}}.',
  signInRequired: 'Ingresa con tu cuenta de administración',
  consoleOnly: 'Tu cuenta es de la consola de pedidos: no tiene acceso a la administración.',
  outsideScope: 'Tu cuenta no administra {name}.',
  otherCompany: 'Tu cuenta no administra esta empresa.',
  unknownPlace: 'No encontramos esa marca o local',
  signedInAs: 'Sesión de {name}',
  roleOwner: 'Dueño/a',
  roleManager: 'Encargado/a',
  noAccessTitle: 'Sin acceso',
  localsTitle: 'Tus locales',
  loading: 'Cargando…',
  loadFailed: 'No pudimos cargar los datos. Prueba de nuevo.',
  auditLink: 'Registro de cambios',
} as const
