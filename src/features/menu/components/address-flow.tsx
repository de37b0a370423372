import { useEffect, useMemo } from 'react'
import { fromPromise } from 'xstate'
import type { AddressSuggestion } from '../../../../domain/address'
import { toUserLocation } from '../../../../domain/user-location'
import {
  type AddressEvent,
  addressMachine,
  type SearchAddressesInput,
} from '../../../../machines/address.machine'
import { useFlow } from '../../../hooks/use-flow'
import { useT } from '../../../lib/use-t'
import { saveUserLocation } from '../../../lib/user-location'
import { toast } from '../../../ui/toast'
import { searchAddresses } from '../api/delivery'
import { currentPosition } from '../lib/geolocation'
import { AddressDialog } from './address-dialog'

/** One time the panel asks for the address: the modal opens with these, once per request. */
export type AddressRequest = Omit<Extract<AddressEvent, { type: 'address.opened' }>, 'type'> & { id: number }

/**
 * The address modal '¿Dónde te encuentras?' on its machine (`address`). Loaded the first time the
 * address is asked for, with the dialog, so neither is in the menu's first load; kept mounted after, so
 * it closes the way it opened. A confirmed address is stored under `userLocation`.
 */
export function AddressFlow({ request }: { request: AddressRequest }) {
  const t = useT()
  const machine = useMemo(
    () =>
      addressMachine.provide({
        actors: {
          searchAddresses: fromPromise<AddressSuggestion[], SearchAddressesInput>(({ input, signal }) =>
            searchAddresses(input.query, input.countries, signal),
          ),
          getCoordinates: fromPromise(() => currentPosition()),
        },
      }),
    [],
  )
  const [snapshot, send, actorRef] = useFlow(machine)

  useEffect(() => {
    const subscriptions = [
      actorRef.on('address.confirmed', ({ address }) => saveUserLocation(toUserLocation(address))),
      actorRef.on('notify', ({ message }) => {
        toast.error(t(message))
      }),
    ]
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe()
    }
  }, [actorRef, t])

  useEffect(() => {
    const { id: _id, ...opened } = request
    send({ type: 'address.opened', ...opened })
  }, [request, send])

  return <AddressDialog snapshot={snapshot} send={send} />
}
