// Spanish texts of the 'survey' area, verbatim from the specs. Placeholders read {name}.
// Texts the specs do not give are marked "not in the specs" and listed in README's Decisions.
export const survey = {
  title: 'Califica tu pedido',
  // not in the specs (issue 18): which order and local the survey is about
  forOrder: 'Pedido {code} en {local}',
  thanks: '¡Gracias por tu calificación!',
  mandatoryQuestion: 'La pregunta {title} es obligatoria',
  textCounter: '{count}/{limit}',
  // not in the specs
  unavailable: 'Esta encuesta no está disponible.',
  submit: 'Enviar',
  stars: '{count} de 5 estrellas',
  loading: 'Cargando la encuesta…',
} as const satisfies Record<string, string>
