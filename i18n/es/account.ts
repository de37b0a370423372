// Spanish texts of the 'account' area, verbatim from the specs. Placeholders read {name}.
export const account = {
  signInTitle: 'Iniciar sesión',
  signInPrompt: 'Ingresa con tu teléfono',
  signInButton: 'Ingresar',
  invalidPhone: 'Debe ingresar un número válido',
  signInSuccess: 'Inicio de sesión con éxito',
  signInFailed: 'Error iniciando sesión',
  signInRequired: 'Inicie sesión',
  myOrdersTitle: 'Mis pedidos',
  noOrders: 'No tienes pedidos realizados',
  // not in the specs: the panel's own words
  myAccount: 'Mi cuenta',
  greeting: '¡Hola, {name}!',
  signOut: 'Cerrar sesión',
  phoneLabel: 'Teléfono',
  phoneCountry: 'País',
  loadMore: 'Ver más',
  orderLine: 'Pedido {code}',
  pointsBalance: 'Tienes {points} {name} disponibles',
  ordersFailed: 'No pudimos cargar tus pedidos',
} as const satisfies Record<string, string>
