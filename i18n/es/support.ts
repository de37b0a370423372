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
  // the diner's chat (the follow-up's 'Ayuda', /soporte)
  help: 'Ayuda',
  title: 'Chat con {local}',
  titleLoading: 'Chat con el local',
  forOrder: 'Pedido {code}',
  presetMessage: 'Hola, necesito ayuda con mi pedido {code}',
  empty: 'Escríbenos y te respondemos en este chat.',
  you: 'Tú',
  messageLabel: 'Tu mensaje',
  send: 'Enviar',
  sending: 'Enviando…',
  sendFailed: 'No pudimos enviar tu mensaje. Vuelve a intentarlo.',
  loadFailed: 'No pudimos abrir el chat.',
  noOrder: 'Abre el chat desde el seguimiento de tu pedido para escribirle al local.',
  close: 'Cerrar',
  // the console's 'Mensajes'
  inbox: 'Mensajes',
  inboxEmpty: 'Todavía no hay mensajes de clientes.',
  unread: '{count} sin leer',
  answerLabel: 'Tu respuesta',
  answerFailed: 'No pudimos enviar la respuesta. Vuelve a intentarlo.',
  inboxFailed: 'No pudimos leer los mensajes.',
  recordName: 'Nombre',
  recordCompany: 'Empresa',
  recordBranch: 'Local',
  recordOrder: 'Pedido',
  recordLink: 'Enlace de soporte',
  recordEmail: 'Email',
  recordPhone: 'Teléfono',
  back: 'Volver a los mensajes',
} as const satisfies Record<string, string>
