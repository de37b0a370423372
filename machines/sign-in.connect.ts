import type { SnapshotFrom } from 'xstate'
import type { PhoneCountry } from '../domain/phone'
import type { SignInEvent, signInMachine } from './sign-in.machine'

type Snapshot = SnapshotFrom<typeof signInMachine>
type Send = (event: SignInEvent) => void

export interface SignInView {
  loggedIn: boolean
  /** 'Hola, {name}' once logged in with a customer that has a name */
  greetingName: string | null
  /** 'Iniciar sesión' is offered before logging in */
  offersSignIn: boolean
  /** 'Mi beneficio', labelled with the programme's name, where the programme is active for this local */
  showsLoyalty: boolean
  showsSignOut: boolean
  /** the phone kept on this device: 'Mis pedidos' lists its orders */
  storedPhone: string | null
  /** the customer's points, shown in 'Mi beneficio' */
  balance: number
  signIn: {
    open: boolean
    busy: boolean
    phone: string
    country: PhoneCountry
    changePhone: (phone: string) => void
    changeCountry: (country: PhoneCountry) => void
    submit: () => void
    close: () => void
  }
  openSignIn: () => void
  pressMyOrders: () => void
  pressMyBenefit: () => void
  signOut: () => void
}

/** The storefront's account panel and its phone sign-in (1-storefront.md §2, §5, §6) over sign-in. */
export function connectSignIn(snapshot: Snapshot, send: Send): SignInView {
  const { customer, storedPhone, phone, country } = snapshot.context
  const loggedIn = snapshot.hasTag('loggedIn')
  return {
    loggedIn,
    greetingName: loggedIn && customer?.name ? customer.name : null,
    offersSignIn: !loggedIn,
    showsLoyalty: snapshot.hasTag('showsLoyalty'),
    showsSignOut: snapshot.hasTag('showsSignOut'),
    storedPhone,
    balance: customer?.loyaltyPointsBalance ?? 0,
    signIn: {
      open: snapshot.hasTag('signInOpen'),
      busy: snapshot.hasTag('busy'),
      phone,
      country,
      changePhone: (next) => send({ type: 'signIn.phoneChanged', phone: next }),
      changeCountry: (next) => send({ type: 'signIn.countryChanged', country: next }),
      submit: () => send({ type: 'signIn.submitted' }),
      close: () => send({ type: 'signIn.closed' }),
    },
    openSignIn: () => send({ type: 'account.signInOpened' }),
    pressMyOrders: () => send({ type: 'account.myOrdersPressed' }),
    pressMyBenefit: () => send({ type: 'account.myBenefitPressed' }),
    signOut: () => send({ type: 'account.signOutPressed' }),
  }
}
