import { useEffect, useId, useRef } from 'react'
import { buildCartItem, type CartItem } from '../../../../domain/cart'
import { discountOfPlate } from '../../../../domain/menu-discount'
import { notesCounter, notesLimitOf } from '../../../../domain/notes'
import { linePrice } from '../../../../domain/order-pricing'
import { plateSelectionMachine } from '../../../../machines/plate-selection.machine'
import { useFlow } from '../../../hooks/use-flow'
import { track } from '../../../lib/analytics'
import { useCart, useCartSend } from '../../../lib/cart'
import { useMoney, useT } from '../../../lib/use-t'
import { ProductImage } from '../../../ui/product-image'
import { toast } from '../../../ui/toast'
import type { Category, MenuDiscount, Plate } from '../api/menu'
import { plateForCart } from '../lib/plate-for-cart'
import { DiscountedPrice } from './discounted-price'
import { GarnishGroupField } from './garnish-group-field'
import { IndicatorBadges } from './indicator-badges'
import { Stepper } from './stepper'

/**
 * A plate's detail on the plate-selection machine: size, garnish groups, notes and quantity, then add.
 * The machine decides every rule; this view renders its context and sends what the diner does.
 */
export function PlateDetail({
  plate,
  category,
  discounts,
  onAdded,
  titleAs: Title = 'h2',
}: {
  plate: Plate
  category: Category
  discounts: readonly MenuDiscount[]
  /** after the item went to the cart: the page goes back to the menu, the modal closes */
  onAdded: (item: CartItem) => void
  titleAs?: 'h1' | 'h2'
}) {
  const t = useT()
  const money = useMoney()
  const notesId = useId()
  const sendToCart = useCartSend()
  const inCart = useCart((context) => context.quantities[String(plate.id)] ?? 0)
  const cartAlias = useCart((context) => context.alias)
  // read once, when the actor starts; later cart changes reach it through plate.cartQuantityChanged
  const input = { plate: plateForCart(plate, category), inCart, notesLimit: notesLimitOf(), source: 'MENU' }
  const [state, send, actorRef] = useFlow(plateSelectionMachine, { input })
  const onAddedRef = useRef(onAdded)
  onAddedRef.current = onAdded

  useEffect(() => {
    send({ type: 'plate.cartQuantityChanged', inCart })
  }, [inCart, send])

  useEffect(() => {
    const subscriptions = [
      actorRef.on('notify', (notice) => toast.error(t(notice.message))),
      actorRef.on('plate.added', ({ item }) => {
        sendToCart({ type: 'cart.itemAdded', item })
        track('ADD_ITEM', cartAlias, { plateId: String(item.referenceId), name: item.name })
        onAddedRef.current(item)
      }),
    ]
    return () => {
      for (const s of subscriptions) s.unsubscribe()
    }
  }, [actorRef, sendToCart, t, cartAlias])

  const { invalidGroupId, selection, sizeId, quantity, notes, unitPrice, notesLimit } = state.context
  useEffect(() => {
    if (invalidGroupId !== null)
      document.getElementById(`grupo-${plate.id}-${invalidGroupId}`)?.scrollIntoView({ block: 'center' })
  }, [invalidGroupId, plate.id])

  const name = plate.showName || plate.name
  // the line as it would enter the cart, priced by the order engine's rule (the menu discount included)
  const line = buildCartItem(state.context.plate, { sizeId, selection, notes, quantity, source: null })
  const lineTotal = linePrice({ ...line, menuDiscount: discountOfPlate(discounts, plate.id) }).total
  const counter = notesCounter(notes, notesLimit)
  const sizes = plate.sizes ?? []

  return (
    // clip, not hidden: a hidden overflow would make the card a scroll box and unstick the add bar below;
    // a kiosk on its side: the picture beside the choices, so 'Agregar' stays near the top of the screen
    <div className="overflow-clip rounded-3xl bg-(--color-card) shadow-sm ring-1 ring-ink/5 kiosk-wide:grid kiosk-wide:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <ProductImage
        src={plate.imageUrl}
        alt={name}
        sizes="(min-width: 640px) 640px, 100vw"
        className="aspect-[16/9] w-full kiosk-wide:aspect-[4/3]"
      />
      <div className="space-y-5 p-5">
        <div className="space-y-2">
          <Title className="text-2xl font-extrabold">{name}</Title>
          <IndicatorBadges indicators={plate.indicators} />
          {plate.description ? <p className="text-muted">{plate.description}</p> : null}
          <DiscountedPrice price={unitPrice} discounts={discounts} plateId={plate.id} className="text-lg" />
        </div>
        {sizes.length > 0 ? (
          <fieldset className="space-y-2">
            <legend className="font-bold">{t('storefront.sizes')}</legend>
            {sizes.map((size) => (
              <label
                key={size.id}
                className="flex cursor-pointer items-center justify-between gap-3 rounded-xl px-3 py-2 ring-1 ring-ink/10 has-checked:ring-2 has-checked:ring-brand"
              >
                <span className="flex items-center gap-3">
                  <input
                    type="radio"
                    name={`tamano-${plate.id}`}
                    checked={sizeId === size.id}
                    onChange={() => send({ type: 'plate.sizeSelected', sizeId: size.id })}
                    className="size-4 accent-(--color-main)"
                  />
                  {size.name}
                </span>
                <span className="font-semibold">{money(size.price)}</span>
              </label>
            ))}
          </fieldset>
        ) : null}
        {plate.garnishGroups.map((group) => (
          <GarnishGroupField
            key={group.id}
            plateId={plate.id}
            group={group}
            chosen={selection[String(group.id)] ?? {}}
            invalid={invalidGroupId === group.id}
            onChoose={(garnishId) => send({ type: 'plate.garnishChosen', groupId: group.id, garnishId })}
            onIncrement={(garnishId) =>
              send({ type: 'plate.garnishIncremented', groupId: group.id, garnishId })
            }
            onDecrement={(garnishId) =>
              send({ type: 'plate.garnishDecremented', groupId: group.id, garnishId })
            }
          />
        ))}
        <div className="space-y-1">
          <label htmlFor={notesId} className="font-bold">
            {t('cart.notes')}
          </label>
          <textarea
            id={notesId}
            value={notes}
            rows={2}
            placeholder={t('cart.notesPlaceholder')}
            onChange={(event) => send({ type: 'plate.notesChanged', notes: event.target.value })}
            className="w-full rounded-xl border border-ink/15 bg-surface p-3 outline-none focus:border-brand focus:ring-2 focus:ring-brand/30"
          />
          {counter ? (
            <p className="text-right text-xs text-muted" aria-live="polite">
              {t(counter)}
            </p>
          ) : null}
        </div>
        {/* on a kiosk the shell's bar and the cart hold the screen's bottom: 'Agregar' ends the card */}
        <div className="sticky bottom-0 -mx-5 -mb-5 flex items-center gap-3 bg-(--color-card) p-5 pt-3 in-kiosk:static">
          <Stepper
            label={t('cart.quantity')}
            value={quantity}
            onDecrement={() => send({ type: 'plate.quantityDecremented' })}
            onIncrement={() => send({ type: 'plate.quantityIncremented' })}
            decrementDisabled={quantity <= 1}
          />
          <button
            type="button"
            onClick={() => send({ type: 'plate.addRequested' })}
            className="flex-1 rounded-full bg-brand px-5 py-3 font-bold text-brand-contrast shadow-sm transition active:scale-95"
          >
            {t('cart.addToOrder', { price: { money: lineTotal } })}
          </button>
        </div>
      </div>
    </div>
  )
}
