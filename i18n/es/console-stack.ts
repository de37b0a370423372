// Spanish texts of stacking from the orders console (issue 8). The console is "not shown" in the specs,
// so these are our words. Placeholders read {name}.
export const consoleStack = {
  heading: 'Armar pila de envíos',
  hint: 'Elige los pedidos listos para delivery que lleva un mismo repartidor, en el orden de entrega.',
  empty: 'No hay pedidos listos para delivery.',
  orderOption: 'N.º {number} · {address}',
  returnTrip: 'Con regreso al local',
  confirm: 'Armar pila ({count})',
  sending: 'Armando la pila…',
  clear: 'Limpiar selección',
  created: 'Pila armada: los repartidores ya la ven.',
  failed: 'No pudimos armar la pila. Prueba de nuevo.',
  conflict: 'Algún pedido cambió mientras tanto. Actualizamos el tablero.',

  size: 'Una pila lleva entre {min} y {max} pedidos',
  duplicated: 'Un pedido está repetido en la pila',
  otherLocal: 'Todos los pedidos de la pila deben ser de este local',
  notDelivery: 'El pedido N.º {number} no es de delivery',
  notReady: 'El pedido N.º {number} todavía no está listo',
  alreadyDispatched: 'El pedido N.º {number} ya fue despachado',
  changedMeanwhile: 'Algún pedido cambió mientras tanto; no armamos la pila.',
} as const
