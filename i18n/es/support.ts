// Spanish texts of the 'support' area (issue 32): the support chat between a diner and the local.
// 'Comensal' is the spec's customer type; the rest is not in the specs (tú voice). Placeholders read {name}.
export const support = {
  // API problems (the diner may read them)
  orderNotFound: 'No encontramos el pedido',
  conversationNotFound: 'No encontramos esa conversación',
  conversationOfAnotherLocal: 'Esa conversación es de otro local',
  tooManyMessages: 'Enviaste muchos mensajes seguidos. Espera un momento y vuelve a intentarlo',
  // the customer record of the spec
  customerType: 'Comensal',
} as const satisfies Record<string, string>
