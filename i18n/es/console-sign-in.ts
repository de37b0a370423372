// Spanish texts of the console sign-in form (issue 8) not already in the orders console's area.
export const consoleSignIn = {
  fieldsRequired: 'Ingresa tu usuario y tu contraseña',
  tooManyAttempts: 'Demasiados intentos. Prueba de nuevo en unos minutos.',
  failed: 'No pudimos ingresar. Prueba de nuevo.',
} as const
