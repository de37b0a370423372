import type { AnyMachineSnapshot } from 'xstate'
import { branchSearchMachine, type LocalCard } from './branch-search.machine'
import { defineModel } from './graph/model'

const local = (id: number, alias: string, name: string): LocalCard => ({ id, alias, name })

export const palermo = local(1, 'pizzeria-demo-palermo', 'Pizzería Demo Palermo')
export const belgrano = local(2, 'pizzeria-demo-belgrano', 'Pizzería Demo Belgrano')
export const centro = local(3, 'cafe-demo-centro', 'Café Demo Centro')

export const branchSearchModel = defineModel({
  name: 'branch-search',
  description:
    "The locals of a branch page: 'Buscar Local' searches 500 ms after typing stops, pages of 99 are " +
    'appended until one brings nothing new, and a branch with a single local and no search opens it.',
  machine: branchSearchMachine,
  events: [
    { type: 'xstate.done.actor.fetchLocals', output: [palermo, belgrano] },
    // the search 'Palermo' finds Palermo's local only
    { type: 'xstate.done.actor.fetchLocals', output: [palermo] },
    // Café Demo has a single local
    { type: 'xstate.done.actor.fetchLocals', output: [centro] },
    { type: 'xstate.done.actor.fetchLocals', output: [] },
    { type: 'xstate.error.actor.fetchLocals', error: { message: 'network' } },
    { type: 'xstate.done.actor.fetchMoreLocals', output: [centro] },
    { type: 'xstate.done.actor.fetchMoreLocals', output: [] },
    { type: 'xstate.error.actor.fetchMoreLocals', error: { message: 'network' } },
    { type: 'branch.queryChanged', query: 'Palermo' },
    { type: 'branch.queryChanged', query: '' },
    { type: 'branch.nextPageRequested' },
    { type: 'branch.retried' },
  ],
  // a second page is enough to show appending; more would repeat it
  stopWhen: (snapshot: AnyMachineSnapshot) => snapshot.context.items.length > 2,
})
