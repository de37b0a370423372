// Spanish texts of the 'schedule' area, verbatim from the specs. Placeholders read {name}.
export const schedule = {
  title: 'Tipo de pedido',
  titleOnlyScheduled: 'Programa tu pedido',
  now: 'En el momento',
  scheduled: 'Programado',
  loading: 'Estamos calculando los horarios del local, aguarde unos momentos.',
  required: 'Seleccione un horario de programación del pedido',
} as const satisfies Record<string, string>
