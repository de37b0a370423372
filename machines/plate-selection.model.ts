import type { AnyEventObject, AnyMachineSnapshot } from 'xstate'
import type { PlateForCart } from '../domain/cart'
import { notesLimitOf } from '../domain/notes'
import { defineModel } from './graph/model'
import { type PlateSelectionInput, plateSelectionMachine } from './plate-selection.machine'

/**
 * Plates of the demo menu (docs: shared demo-tenant.md), as the detail gets them: no demo plate shows every
 * feature of the detail, so the model opens four, one feature each. The ids are the model's own: the UI map
 * finds every plate, size and garnish by its name.
 */
const plate = (fields: Partial<PlateForCart> & Pick<PlateForCart, 'id' | 'name' | 'category'>) => ({
  showName: null,
  price: null,
  sizes: [],
  garnishGroups: [],
  maxQuantity: null,
  ...fields,
})

/** sold by size: 'Chica' $9.000, 'Grande' $13.500 */
export const pizzaMuzzarella: PlateForCart = plate({
  id: 1,
  name: 'Pizza Muzzarella',
  sizes: [
    { id: 11, name: 'Chica', price: 9000 },
    { id: 12, name: 'Grande', price: 13500 },
  ],
  category: { id: 1, showName: 'Pizzas' },
})

/** a mandatory single-selection group 'Sabor' */
export const gaseosa: PlateForCart = plate({
  id: 2,
  name: 'Gaseosa 500 ml',
  price: 2500,
  garnishGroups: [
    {
      id: 21,
      name: 'Sabor',
      mandatory: true,
      multipleSelection: false,
      minGarnishAmount: 1,
      maxGarnishAmount: 1,
      garnishes: ['Cola', 'Lima-limón', 'Naranja'].map((name, i) => ({
        id: 211 + i,
        name,
        price: 0,
        visible: true,
      })),
    },
  ],
  category: { id: 2, showName: 'Bebidas' },
})

/** an optional multiple-selection group 'Extras', at most 3 */
export const hamburguesa: PlateForCart = plate({
  id: 3,
  name: 'Hamburguesa Completa',
  price: 11000,
  garnishGroups: [
    {
      id: 31,
      name: 'Extras',
      mandatory: false,
      multipleSelection: true,
      minGarnishAmount: 0,
      maxGarnishAmount: 3,
      garnishes: [
        { id: 311, name: 'Cheddar', price: 1000, visible: true },
        { id: 312, name: 'Panceta', price: 1500, visible: true },
        { id: 313, name: 'Huevo', price: 800, visible: true },
      ],
    },
  ],
  category: { id: 3, showName: 'Hamburguesas y sándwiches' },
})

/** at most 2 units */
export const flan: PlateForCart = plate({
  id: 4,
  name: 'Flan Casero',
  price: 4500,
  maxQuantity: 2,
  category: { id: 4, showName: 'Postres' },
})

// the limit the view passes (the local sets none)
const opened = (p: PlateForCart, inCart = 0): PlateSelectionInput => ({
  plate: p,
  inCart,
  notesLimit: notesLimitOf(),
  source: 'MENU',
})

/** each plate opened with an empty cart, and the flan once more with its cap already in the cart */
const inputs = [opened(pizzaMuzzarella), opened(gaseosa), opened(hamburguesa), opened(flan, 2)]

// what each plate lets the diner choose; the rest of the detail (notes, quantity, add) is every plate's
const choices: Record<number, AnyEventObject[]> = {
  [pizzaMuzzarella.id]: [{ type: 'plate.sizeSelected', sizeId: 12 }],
  [gaseosa.id]: [{ type: 'plate.garnishChosen', groupId: 21, garnishId: 211 }],
  [hamburguesa.id]: [
    { type: 'plate.garnishIncremented', groupId: 31, garnishId: 311 },
    { type: 'plate.garnishDecremented', groupId: 31, garnishId: 311 },
  ],
  [flan.id]: [],
}

const startedInCart = (plateId: number) => inputs.find((i) => i.plate.id === plateId)?.inCart ?? 0

/** How many of the detail's choices differ from how it opened. */
const changes = (snapshot: AnyMachineSnapshot) => {
  const c = snapshot.context
  const sizeChanged = c.plate.sizes.length > 0 && c.sizeId !== c.plate.sizes[0]?.id
  return [
    sizeChanged,
    Object.keys(c.selection).length > 0,
    c.quantity > 1,
    c.notes !== '',
    c.inCart !== startedInCart(c.plate.id),
  ].filter(Boolean).length
}

export const plateSelectionModel = defineModel({
  name: 'plate-selection',
  description:
    'The plate detail on demo plates: size, garnish groups (single and multiple selection), notes within ' +
    'the limit and quantity within the plate cap, then add to cart, refused while a mandatory group is ' +
    'incomplete or the cart already holds the cap.',
  machine: plateSelectionMachine,
  inputs,
  events: (snapshot) => [
    ...(choices[snapshot.context.plate.id] ?? []),
    { type: 'plate.notesChanged', notes: 'sin cebolla, por favor' },
    { type: 'plate.quantityIncremented' },
    { type: 'plate.quantityDecremented' },
    { type: 'plate.addRequested' },
    // the cart emptied while the detail is open (another tab discarded it)
    { type: 'plate.cartQuantityChanged', inCart: 0 },
  ],
  // two choices at a time meet every rule; combining more, or a third unit of a plate with no cap, would
  // only repeat them
  stopWhen: (snapshot: AnyMachineSnapshot) => changes(snapshot) >= 2 || snapshot.context.quantity > 2,
})
