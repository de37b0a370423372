import { cardProviderMachine } from './card-provider.machine'
import { defineModel } from './graph/model'

export const cardProviderModel = defineModel({
  name: 'card-provider',
  description:
    'Online card: loads the provider script (ready or failed, retry), takes the holder name and document, names the brand from the first six digits and confirms only a complete card.',
  machine: cardProviderMachine,
  events: [
    { type: 'xstate.done.actor.loadCardProvider' },
    { type: 'xstate.error.actor.loadCardProvider', error: { message: 'script blocked' } },
    { type: 'card.nameChanged', value: 'Ana Pérez' },
    { type: 'card.documentChanged', value: '30.123.456' },
    { type: 'card.binChanged', bin: '450799' },
    { type: 'card.binChanged', bin: '999999' },
    { type: 'card.providerFieldsChanged', complete: true },
    { type: 'card.providerFieldsChanged', complete: false },
  ],
})
