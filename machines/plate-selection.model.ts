import type { AnyMachineSnapshot } from 'xstate'
import type { PlateForCart } from '../domain/cart'
import { defineModel } from './graph/model'
import { plateSelectionMachine } from './plate-selection.machine'

/**
 * One plate with every feature of the detail: sizes, a mandatory single-selection drink, optional extras
 * (at most one) and a cap of 2 units. The demo tenant's plates each show one feature; this one shows all.
 */
export const comboMuzzarella: PlateForCart = {
  id: 90,
  name: 'Combo Muzzarella',
  showName: null,
  price: null,
  sizes: [
    { id: 901, name: 'Chica', price: 11000 },
    { id: 902, name: 'Grande', price: 15000 },
  ],
  garnishGroups: [
    {
      id: 91,
      name: 'Bebida',
      mandatory: true,
      multipleSelection: false,
      minGarnishAmount: 1,
      maxGarnishAmount: 1,
      garnishes: [
        { id: 911, name: 'Cola', price: 0, visible: true },
        { id: 912, name: 'Lima-limón', price: 0, visible: true },
      ],
    },
    {
      id: 92,
      name: 'Extras',
      mandatory: false,
      multipleSelection: true,
      minGarnishAmount: 0,
      maxGarnishAmount: 1,
      garnishes: [
        { id: 921, name: 'Aceitunas', price: 500, visible: true },
        { id: 922, name: 'Huevo', price: 800, visible: true },
      ],
    },
  ],
  maxQuantity: 2,
  category: { id: 1, showName: 'Pizzas' },
}

const NOTES_LIMIT = 20

/** How many of the detail's choices differ from how it opened. */
const changes = (snapshot: AnyMachineSnapshot) => {
  const c = snapshot.context
  const chosen = (groupId: number) => Object.keys(c.selection[String(groupId)] ?? {}).length > 0
  return [c.sizeId !== 901, chosen(91), chosen(92), c.quantity > 1, c.notes !== '', c.inCart > 0].filter(
    Boolean,
  ).length
}

export const plateSelectionModel = defineModel({
  name: 'plate-selection',
  description:
    'The plate detail: size, garnish groups (single and multiple selection), notes within the limit and ' +
    'quantity within the plate cap, then add to cart, refused while a mandatory group is incomplete.',
  machine: plateSelectionMachine,
  input: { plate: comboMuzzarella, inCart: 0, notesLimit: NOTES_LIMIT, source: 'MENU' },
  events: [
    { type: 'plate.sizeSelected', sizeId: 902 },
    { type: 'plate.garnishChosen', groupId: 91, garnishId: 911 },
    { type: 'plate.garnishIncremented', groupId: 91, garnishId: 911 },
    { type: 'plate.garnishIncremented', groupId: 92, garnishId: 921 },
    { type: 'plate.garnishDecremented', groupId: 92, garnishId: 921 },
    { type: 'plate.notesChanged', notes: 'sin aceitunas y bien cocida' },
    { type: 'plate.quantityIncremented' },
    { type: 'plate.quantityDecremented' },
    { type: 'plate.addRequested' },
    { type: 'plate.cartQuantityChanged', inCart: 2 },
  ],
  // two choices at a time meet every rule; combining more would only repeat them
  stopWhen: (snapshot: AnyMachineSnapshot) => changes(snapshot) >= 2,
})
