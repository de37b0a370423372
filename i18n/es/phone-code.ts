// Spanish texts of the one-time code that proves a diner owns a phone before spending its points
// (issue 19). Not in the specs, so these are our words, in the specs' voice (tú). Placeholders read {name}.
export const phoneCode = {
  title: 'Confirma tu teléfono',
  explain: 'Para usar tus {name}, te enviamos un código de 6 dígitos al {phone}.',
  sending: 'Enviando el código…',
  codeLabel: 'Código de 6 dígitos',
  confirm: 'Confirmar',
  confirming: 'Confirmando…',
  resend: 'Enviar otro código',
  sandboxNotice: 'Modo de prueba: no se envió ningún mensaje. Tu código es {code}.',
  codeFormat: 'Ingresa los 6 dígitos del código.',
  wrongCode: 'El código no es correcto o ya venció. Revísalo o pide otro.',
  sendFailed: 'No pudimos enviar el código. Inténtalo de nuevo en unos momentos.',
  tooManyAttempts:
    'Demasiados intentos. Vuelve a intentarlo en {minutes, plural, one {# minuto} other {# minutos}}.',
  tooManyChecks: 'Demasiados intentos. Espera unos minutos y vuelve a intentarlo.',
  message: 'Tu código de {branch} es {code}. Vence en 10 minutos. Si no lo pediste, ignora este mensaje.',
  proofRequired: 'Confirma tu teléfono con el código que te enviamos para usar tus {name}.',
} as const satisfies Record<string, string>
