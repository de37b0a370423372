// Spanish texts of the 'discount' area, verbatim from the specs. Placeholders read {name}.
export const discount = {
  apply: 'Aplicar',
  applying: 'Aplicando',
  continue: 'Continuar',
  applied: 'Aplicado',
  notApplied: 'No aplicado',
  paymentRequired: 'Asegurese de haber elegido un medio de pago primero',
  dataRequired: 'Asegúrese de haber ingresado sus datos correctamente para validar el código de descuento.',
  notFound: 'No se encontró ningún descuento con el código ingresado.',
  minimumAmount: 'Monto mínimo en productos: {amount}',
  requiredProduct: 'Descuento válido teniendo {product} en el carrito',
  alreadyFreeDelivery: 'Ya tiene envío gratis',
  requiredCategory: 'Descuento válido teniendo un ítem de la categoría {category} en el carrito',
  firstPurchaseOnly: 'Este descuento solo es válido para primera compra',
  cap: 'Tope de descuento: {amount}',
  expired: 'Tiempo de aplicacion del descuento vencido',
  paymentChangeWarning: 'Si cambias el medio de pago se borrará el código de descuento',
} as const satisfies Record<string, string>
