import type { AnyEventObject, AnyMachineSnapshot } from 'xstate'
import { buildCartItem } from '../../../domain/cart'
import { CART_STORAGE_KEY, stampCart } from '../../../domain/cart-persistence'
import { message } from '../../../domain/message'
import type { PlateSelectionContext } from '../../../machines/plate-selection.machine'
import { plateForCart } from '../../../src/features/menu/lib/plate-for-cart'
import { servedPlate } from '../served-menu'
import { render, type UiMap } from '../ui-map'
import { otherTabDiscardsCart } from './cart'

const PALERMO = 'pizzeria-demo-palermo'
// take-away: the menu opens with no address to give first
const menu = `/menu/${PALERMO}/take-away`
const plateNames = ['Pizza Muzzarella', 'Gaseosa 500 ml', 'Hamburguesa Completa', 'Flan Casero']

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as PlateSelectionContext

/** Two 'Flan Casero' (its cap) in Palermo's take-away cart, built from the menu the server answers. */
async function twoFlans(origin: string) {
  const { plate: flan, category, modeId } = await servedPlate(origin, PALERMO, 'TAKE_AWAY', 'Flan Casero')
  const item = buildCartItem(plateForCart(flan, category), {
    sizeId: null,
    selection: {},
    notes: '',
    quantity: 2,
    source: 'MENU',
  })
  const cart = { items: [item], mode: { id: modeId, type: 'TAKE_AWAY' as const }, paymentType: null }
  return { [CART_STORAGE_KEY]: stampCart(cart, PALERMO, Date.now()) }
}

/** The '+' or '−' of the garnish the event names, as the view names its stepper. */
const garnishButton =
  (key: 'cart.increase' | 'cart.decrease') => (from: AnyMachineSnapshot, event: AnyEventObject) => {
    const group = contextOf(from).plate.garnishGroups.find((g) => g.id === event.groupId)
    const garnish = group?.garnishes.find((g) => g.id === event.garnishId)
    return { role: 'button', name: `${render(message(key))}: ${garnish?.name ?? ''}` } as const
  }

const quantityButton = (key: 'cart.increase' | 'cart.decrease') =>
  ({ role: 'button', name: `${render(message(key))}: ${render(message('cart.quantity'))}` }) as const

/**
 * A demo plate's page in Palermo's take-away menu (the model opens four, one feature each): the detail
 * machine takes the diner's choices and adds the plate to the cart, or says why not in a toast.
 */
export const plateSelectionMap: UiMap = {
  machine: 'plate-selection',
  where: 'La página de un plato del menú Take Away de Palermo',
  url: menu,
  // the refusals: a garnish over its group's maximum, a unit over the plate's cap, a mandatory group empty
  notices: true,
  // the plate the path's model opened, by its page; the flan once more with its cap already in the cart
  setupOf: (first) => {
    const { plate, inCart } = contextOf(first)
    const page = { open: `${menu}/${plate.category.showName}/${plate.name}` }
    return inCart > 0 ? [{ reopen: `${inCart} '${plate.name}' en el pedido`, seed: twoFlans }, page] : [page]
  },
  events: [
    {
      event: 'plate.sizeSelected',
      cause: [
        {
          tapAt: (from, event) => ({
            role: 'radio',
            name: contextOf(from).plate.sizes.find((s) => s.id === event.sizeId)?.name ?? '',
            prefix: true,
          }),
        },
      ],
    },
    {
      event: 'plate.garnishChosen',
      cause: [
        {
          tapAt: (from, event) => ({
            role: 'radio',
            name:
              contextOf(from)
                .plate.garnishGroups.find((g) => g.id === event.groupId)
                ?.garnishes.find((g) => g.id === event.garnishId)?.name ?? '',
            prefix: true,
          }),
        },
      ],
    },
    { event: 'plate.garnishIncremented', cause: [{ tapAt: garnishButton('cart.increase') }] },
    { event: 'plate.garnishDecremented', cause: [{ tapAt: garnishButton('cart.decrease') }] },
    {
      event: 'plate.notesChanged',
      cause: [{ fill: { label: message('cart.notes') }, with: { event: 'notes' } }],
    },
    { event: 'plate.quantityIncremented', cause: [{ tap: quantityButton('cart.increase') }] },
    { event: 'plate.quantityDecremented', cause: [{ tap: quantityButton('cart.decrease') }] },
    {
      event: 'plate.addRequested',
      cause: [{ tap: { role: 'button', name: 'Agregar ', prefix: true } }],
    },
    // the cart follows another tab that discarded it (src/lib/cart.tsx), and the detail follows the cart
    {
      event: 'plate.cartQuantityChanged',
      cause: [otherTabDiscardsCart],
    },
  ],
  states: {
    // what shows is told by its two states
    plateSelection: [],
    'plateSelection.choosing': [
      ...plateNames.map((name) => ({
        when: { context: 'plate.name' },
        is: name,
        checks: [{ see: { role: 'heading', name } } as const],
      })),
      { field: { label: message('cart.notes') }, shows: { context: 'notes' } },
    ],
    // the page goes back to the menu, where the cart shows the plate
    'plateSelection.added': [
      { see: { role: 'link', name: message('storefront.viewOrder'), prefix: true } },
      { gone: { label: message('cart.notes') } },
    ],
  },
}
