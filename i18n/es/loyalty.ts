// Spanish texts of the 'loyalty' area, verbatim from the specs. Placeholders read {name}.
export const loyalty = {
  modalTitle: 'Mis {name}',
  overBalance: 'El máximo de {name} acumulados es: {n}',
  overProgrammeMax: 'El máximo de {name} canjeable es: {n}',
  underProgrammeMin: 'El mínimo de {name} canjeable es: {n}',
  overOrderMax: 'El máximo de {name} utilizable para este pedido es: {n}',
  invalidPhone: 'El número de teléfono es invalido',
  allFieldsRequired: 'Debe completar todos los campos para continuar',
  rewardAlreadyClaimed: 'Ya ha canjeado este premio',
  historyFailed: 'No pudimos cargar tus movimientos, inténtalo de nuevo en unos momentos',
  rewardClaimFailed: 'Hubo un error validando sus datos, inténtelo en unos momentos',
} as const satisfies Record<string, string>
