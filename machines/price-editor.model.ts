import { defineModel } from './graph/model'
import { type PricedPlate, priceEditorMachine } from './price-editor.machine'

const muzza: PricedPlate = {
  id: 7,
  name: 'Pizza Muzzarella',
  version: 1,
  price: 12000,
  sizes: [],
  available: true,
}

export const priceEditorModel = defineModel({
  name: 'price-editor',
  description:
    "One plate's price in the back office's list: type, Enter saves at the version read, Escape puts it back; someone else's save since is a conflict showing their price.",
  machine: priceEditorMachine,
  input: { plate: muzza },
  events: [
    { type: 'priceEditor.edited', size: null, text: '13.500' },
    { type: 'priceEditor.edited', size: null, text: 'doce mil' },
    { type: 'priceEditor.edited', size: null, text: '12000' },
    { type: 'priceEditor.submitted' },
    { type: 'priceEditor.cancelled' },
    { type: 'priceEditor.retried' },
    { type: 'priceEditor.keptMine' },
    { type: 'priceEditor.refreshed', plate: { ...muzza, version: 2, price: 12500 } },
    { type: 'xstate.done.actor.savePrice', output: { ...muzza, version: 2, price: 13500 } },
    {
      type: 'xstate.error.actor.savePrice',
      error: { status: 409, current: { ...muzza, version: 3, price: 14000 } },
    },
    { type: 'xstate.error.actor.savePrice', error: { status: 422 } },
    { type: 'xstate.error.actor.savePrice', error: { status: 0 } },
  ],
})
