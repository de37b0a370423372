// Spanish texts of the 'survey' area, verbatim from the specs. Placeholders read {name}.
// Texts the specs do not give are marked "not in the specs" and listed in README's Decisions.
export const survey = {
  title: 'Califica tu pedido',
  thanks: '¡Gracias por tu calificación!',
  mandatoryQuestion: 'La pregunta {title} es obligatoria',
  textCounter: '{count}/{limit}',
  // not in the specs
  unavailable: 'Esta encuesta no está disponible.',
  submit: 'Enviar',
  stars: '{count} de 5 estrellas',
  loading: 'Cargando la encuesta…',
} as const satisfies Record<string, string>
