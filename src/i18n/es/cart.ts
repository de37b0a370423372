// Spanish texts of the 'cart' area, verbatim from the specs. Placeholders read {name}.
// Texts the specs do not give are marked "not in the specs" and listed in README's Decisions.
export const cart = {
  itemAdded: 'Ítem agregado al pedido!',
  maxQuantity: 'Has alcanzado el máximo de unidades ({max}) para este producto',
  discardTitle: 'Si continuas, se borrarán los ítems agregados a tu pedido',
  discardQuestion: '¿Deseas continuar?',
  changeLocalTitle: 'Al cambiar de local se borrarán los ítems agregados a tu pedido',
  // plate detail (1-storefront.md §5), spelling kept as the spec gives it
  garnishIncomplete: 'Revise que haya agregado la cantidad correcta de guarniciones',
  garnishGroupMaximum: 'Ya se ha seleccionado el maximo de opcionales permitidos en este grupo',
  garnishMaximum: 'No se pueden agregar mas que el máximo',
  notesCounter: '{used}/{limit}',
  // not in the specs: guards keep these from diners; they exist so no key is ever left untranslated
  invalidQuantity: 'La cantidad debe ser mayor a 0',
  itemNotFound: 'El ítem ya no está en tu pedido',
} as const satisfies Record<string, string>
